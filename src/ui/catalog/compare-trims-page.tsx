/**
 * `/compare/trims.html`: one model's trims side by side. A plain GET form picks the model, so it works without
 * script; rows whose values differ between trims are marked, and can be shown alone.
 */
import { formatDollars, formatNumber } from '#domain/i18n/format.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';

export interface ComparisonTable {
  /** `otherMaker`: another maker's vehicle (demo data), labelled as such. */
  columns: { key: string; modelCode: string; modelName: string; year: number; name: string; msrp: number; engine: string; otherMaker?: string | null }[];
  specs: { key: string; values: Record<string, string | number | null>; differs: boolean }[];
  features: { code: string; group: string; name: string; values: Record<string, string>; differs: boolean }[];
}

export interface CompareTrimsProps {
  models: { code: string; name: string }[];
  selected: string;
  onlyDifferences: boolean;
  table: (ComparisonTable & { modelCode: string; modelName: string; year: number }) | null;
}

const FEATURE_GROUPS = ['safety', 'technology', 'comfort', 'exterior', 'performance', 'capability'] as const;

function SpecValue({ value, specKey }: { value: string | number | null; specKey: string }) {
  const { t, lang } = usePage();
  if (value === null) return <>{t('compare.none')}</>;
  if (specKey === 'drivetrain') return <>{value}</>;
  return <>{t(`compare.unit.${specKey}`, { value: typeof value === 'number' ? formatNumber(value, lang) : value })}</>;
}

function FeatureValue({ value }: { value: string }) {
  const { t } = usePage();
  if (value === 'standard')
    return (
      <span className="compare__mark compare__mark--yes">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('compare.standard')}
      </span>
    );
  if (value === 'package') return <span className="compare__mark compare__mark--package">{t('compare.package')}</span>;
  // Another maker's vehicle: the demo data lists its specs, not its equipment.
  if (value === 'unlisted') return <span className="compare__mark compare__mark--no">{t('compare.unlisted')}</span>;
  return <span className="compare__mark compare__mark--no">{t('compare.notAvailable')}</span>;
}

/** The end of both compare forms: the "only differences" switch and the submit button. */
export function CompareSubmit({ onlyDifferences }: { onlyDifferences: boolean }) {
  const { t } = usePage();
  return (
    <>
      <label className="filters__check">
        <input type="checkbox" name="diff" value="1" defaultChecked={onlyDifferences} />
        <span>{t('compare.onlyDifferences')}</span>
      </label>
      <button type="submit" className="button button--primary">
        {t('compare.submit')}
      </button>
    </>
  );
}

/** The comparison grid: a column per trim, spec rows then feature rows by group, differing rows marked. */
export function ComparisonGrid({ table, onlyDifferences, titleId, showModel = false }: { table: ComparisonTable; onlyDifferences: boolean; titleId: string; showModel?: boolean }) {
  const { t } = usePage();
  const specs = table.specs.filter((row) => !onlyDifferences || row.differs);
  const features = table.features.filter((row) => !onlyDifferences || row.differs);
  const span = table.columns.length + 1;
  return (
    <div className="table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
      <table className="spec-table compare__table">
        <thead>
          <tr>
            <td />
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={column.otherMaker ? 'compare__other' : undefined}>
                {showModel ? `${column.year} ${column.modelName} ${column.name}` : column.name}
                {column.otherMaker ? <span className="compare__other-tag">{t('compare.otherMaker')}</span> : null}
                <span className="compare__price">{formatDollars(column.msrp)}</span>
                <span className="spec-table__engine">{column.engine}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="compare__group">
            <th scope="rowgroup" colSpan={span}>
              {t('compare.specs')}
            </th>
          </tr>
          {specs.map((row) => (
            <tr key={row.key} className={row.differs ? 'compare__row--differs' : undefined}>
              <th scope="row">
                {t(`compare.spec.${row.key}`)}
                {row.differs ? <span className="visually-hidden"> ({t('compare.differs')})</span> : null}
              </th>
              {table.columns.map((column) => (
                <td key={column.key}>
                  <SpecValue value={row.values[column.key] ?? null} specKey={row.key} />
                </td>
              ))}
            </tr>
          ))}
          {FEATURE_GROUPS.map((group) => {
            const rows = features.filter((row) => row.group === group);
            if (rows.length === 0) return null;
            return [
              <tr key={`group-${group}`} className="compare__group">
                <th scope="rowgroup" colSpan={span}>
                  {t(`compare.group.${group}`)}
                </th>
              </tr>,
              ...rows.map((row) => (
                <tr key={row.code} className={row.differs ? 'compare__row--differs' : undefined}>
                  <th scope="row">
                    {row.name}
                    {row.differs ? <span className="visually-hidden"> ({t('compare.differs')})</span> : null}
                  </th>
                  {table.columns.map((column) => (
                    <td key={column.key}>
                      <FeatureValue value={row.values[column.key] ?? 'none'} />
                    </td>
                  ))}
                </tr>
              )),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

export function CompareTrimsPage({ models, selected, onlyDifferences, table }: CompareTrimsProps) {
  const { t, lang } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.vehicles')} title={t('page.compareTrims.title')} intro={t('page.compareTrims.intro')} />
      <div className="container page-body">
        <form className="compare__form" method="get" action={href('/compare/trims.html')}>
          <label className="field__label" htmlFor="compare-model">
            {t('compare.model')}
          </label>
          <div className="compare__form-row">
            <select id="compare-model" name="model" className="field__input" defaultValue={selected}>
              {models.map((model) => (
                <option key={model.code} value={model.code}>
                  {model.name}
                </option>
              ))}
            </select>
            <CompareSubmit onlyDifferences={onlyDifferences} />
          </div>
        </form>
        {table ? (
          <section>
            <h2 id="compare-title" className="page-body__heading">
              {t('compare.tableTitle', { year: table.year, name: table.modelName })}
            </h2>
            <p className="compare__legend">{t('compare.legend')}</p>
            <ComparisonGrid table={table} onlyDifferences={onlyDifferences} titleId="compare-title" />
            <p className="notice__actions compare__actions">
              <a className="button button--primary" href={href(`/build/${table.year}/all-categories/${table.modelCode}`)}>
                {t('model.build')}
              </a>
              <a className="button button--secondary" href={`/services/compare/pdf/${table.year}/${table.modelCode}?lang=${lang}`} type="application/pdf">
                {t('pdf.downloadComparison')}
              </a>
            </p>
          </section>
        ) : (
          <p className="lineup__empty">{t('compare.choose')}</p>
        )}
      </div>
    </>
  );
}
