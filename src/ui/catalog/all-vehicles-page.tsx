/** `/vehicle-info/all-vehicles.html`: the lineup, filtered in an island; the server renders every card first. */
import { DisclaimerMarker } from '#ui/components/disclaimer-marker.tsx';
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island, type AllVehiclesProps } from '#ui/islands/all-vehicles.tsx';

export function AllVehiclesPage(props: AllVehiclesProps) {
  const { t } = usePage();
  return (
    <>
      <SectionHero
        eyebrow={t('nav.section.vehicles')}
        title={t('page.allVehicles.title')}
        intro={
          <>
            {t('page.allVehicles.intro')}
            <DisclaimerMarker id="1" />
            <DisclaimerMarker id="2" />
          </>
        }
      />
      <div className="container page-body">
        <Island island={island} props={props} load="idle" />
      </div>
    </>
  );
}
