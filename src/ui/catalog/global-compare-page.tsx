/** `/vehicle-info/compare/global.html`: up to three trims of any models side by side, chosen with a GET form. */
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { CompareSubmit, ComparisonGrid, type ComparisonTable } from './compare-trims-page.tsx';

export const GLOBAL_COMPARE_SLOTS = 3;

export interface GlobalCompareProps {
  options: { modelCode: string; modelName: string; year: number; trims: { value: string; name: string }[] }[];
  selected: string[];
  onlyDifferences: boolean;
  table: ComparisonTable | null;
}

export function GlobalComparePage({ options, selected, onlyDifferences, table }: GlobalCompareProps) {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.vehicles')} title={t('page.globalCompare.title')} intro={t('page.globalCompare.intro')} />
      <div className="container page-body">
        <form className="compare__form" method="get" action={href('/vehicle-info/compare/global.html')}>
          <div className="compare__slots">
            {Array.from({ length: GLOBAL_COMPARE_SLOTS }, (_, index) => (
              <div key={index} className="compare__slot">
                <label className="field__label" htmlFor={`compare-slot-${index}`}>
                  {t('compare.slot', { number: index + 1 })}
                </label>
                <select id={`compare-slot-${index}`} name="v" className="field__input" defaultValue={selected[index] ?? ''}>
                  <option value="">{t('compare.chooseVehicle')}</option>
                  {options.map((model) => (
                    <optgroup key={model.modelCode} label={`${model.year} ${model.modelName}`}>
                      {model.trims.map((trim) => (
                        <option key={trim.value} value={trim.value}>
                          {model.modelName} {trim.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="compare__form-row">
            <CompareSubmit onlyDifferences={onlyDifferences} />
          </div>
        </form>
        {table ? (
          <section>
            <h2 id="global-compare-title" className="page-body__heading">
              {t('compare.globalTitle')}
            </h2>
            <p className="compare__legend">{t('compare.legend')}</p>
            <ComparisonGrid table={table} onlyDifferences={onlyDifferences} titleId="global-compare-title" showModel />
          </section>
        ) : (
          <p className="lineup__empty">{t('compare.chooseTwo')}</p>
        )}
      </div>
    </>
  );
}
