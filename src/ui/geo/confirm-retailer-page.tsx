/** `/confirm-your-retailer.html`: the nearest retailers to choose the preferred one from, in the confirm-retailer island. */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island, type ConfirmRetailerProps } from '#ui/islands/confirm-retailer.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';

export function ConfirmRetailerPage(props: ConfirmRetailerProps) {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.retailers')} title={t('page.confirmRetailer.title')} intro={t('page.confirmRetailer.intro')} />
      <div className="container page-body geo-page">
        <div className="geo-layout">
          <Island island={island} props={props} load="eager" />
          <WhyWeAsk finderLink />
        </div>
      </div>
    </>
  );
}
