/**
 * `/vehicle-info/compare/global.html`: up to three vehicles side by side — our trims of any model and year, and other
 * makers' vehicles (demo data) — chosen with a GET form that the compare picker island turns into search boxes; and,
 * once vehicle 1 is chosen, the other makers' vehicles matched to it with their specs and MSRP.
 */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island as comparePicker, type ComparePickerProps } from '#ui/islands/compare-picker.tsx';
import { ComparisonGrid, type ComparisonTable } from './compare-trims-page.tsx';

export const GLOBAL_COMPARE_SLOTS = 3;

export interface GlobalCompareProps {
  picker: ComparePickerProps;
  onlyDifferences: boolean;
  /** The chosen vehicles side by side (two or three). */
  table: ComparisonTable | null;
  /** How many slots hold a vehicle. */
  chosen: number;
  /** A `v` of the address named no vehicle that can be compared. */
  unknownPick: boolean;
  /** Vehicle 1 and the other makers' vehicles matched to it. */
  competitors: { vehicle: string; table: ComparisonTable } | null;
}

export function GlobalComparePage({ picker, onlyDifferences, table, chosen, unknownPick, competitors }: GlobalCompareProps) {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.vehicles')} title={t('page.globalCompare.title')} intro={t('page.globalCompare.intro')} />
      <div className="container page-body">
        <Island island={comparePicker} props={picker} />
        {unknownPick ? (
          <p className="notice compare__notice" role="status">
            {t('compare.unknownPick')}
          </p>
        ) : null}
        {table ? (
          <section>
            <h2 id="global-compare-title" className="page-body__heading">
              {t('compare.globalTitle')}
            </h2>
            <p className="compare__legend">{t('compare.legend')}</p>
            <ComparisonGrid table={table} onlyDifferences={onlyDifferences} titleId="global-compare-title" showModel />
            {table.columns.some((column) => column.otherMaker) ? <p className="compare__disclaimer">{t('compare.competitors.disclaimer')}</p> : null}
          </section>
        ) : (
          <p className="lineup__empty">{chosen === 1 ? t('compare.chooseSecond') : t('compare.chooseTwo')}</p>
        )}
        {competitors ? (
          <section className="compare__competitors">
            <h2 id="compare-competitors-title" className="page-body__heading">
              {t('compare.competitors.title', { vehicle: competitors.vehicle })}
            </h2>
            {competitors.table.columns.length > 1 ? (
              <>
                <p className="compare__legend">{t('compare.competitors.intro')}</p>
                <ComparisonGrid table={competitors.table} onlyDifferences={false} titleId="compare-competitors-title" showModel />
                <p className="compare__disclaimer">
                  {t('compare.competitors.disclaimer')}
                </p>
              </>
            ) : (
              <p className="lineup__empty">{t('compare.competitors.none')}</p>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
