/** `/confirm-your-zipcode.html`: the ZIP code we show prices, offers and retailers for, in the confirm-zip island. */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island, type ConfirmZipProps } from '#ui/islands/confirm-zip.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';

export function ConfirmZipPage(props: ConfirmZipProps) {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.retailers')} title={t('page.confirmZip.title')} intro={t('page.confirmZip.intro')} />
      <div className="container page-body geo-page">
        <div className="geo-layout">
          <Island island={island} props={props} load="eager" />
          <WhyWeAsk />
        </div>
      </div>
    </>
  );
}
