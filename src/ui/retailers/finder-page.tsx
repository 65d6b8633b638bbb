/** `/find/a-retailer.html` and `/find/collision-center.html`: the finder island under the page's heading. */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island, type RetailerFinderProps } from '#ui/islands/retailer-finder.tsx';

export function FinderPage({ pageKey, finder }: { pageKey: 'findRetailer' | 'collisionCenter'; finder: RetailerFinderProps }) {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.retailers')} title={t(`page.${pageKey}.title`)} intro={t(`page.${pageKey}.intro`)} />
      <div className="container page-body">
        <Island island={island} props={finder} load="eager" />
      </div>
    </>
  );
}
