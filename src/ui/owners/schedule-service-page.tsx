/**
 * `/owners/schedule-service.html` (a geogate page: visitors arrive with a preferred retailer): hands the visitor to
 * their retailer's service department — its phone, hours and address, and "schedule online at {retailer}" (or its
 * phone when it has no site) — with a way to change retailer that comes back here, and what to check before the visit.
 */
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { RetailerServiceCard, type ServiceRetailer } from './retailer-service-card.tsx';

export interface ScheduleServicePageProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The preferred retailer; null when none is saved (author mode) or the saved one is unknown. */
  retailer: ServiceRetailer | null;
  /** The saved retailer id named no retailer of the network. */
  unknown: boolean;
  /** The confirm-your-retailer page, returning here. */
  changeHref: string;
}

export function ScheduleServicePage({ eyebrow, title, intro, retailer, unknown, changeHref }: ScheduleServicePageProps) {
  const { t, brand } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={title} intro={intro} />
      <div className="container page-body owners-page">
        <div className="schedule-layout">
          {retailer ? (
            <RetailerServiceCard
              retailer={retailer}
              headingId="schedule-retailer"
              heading={
                <h2 id="schedule-retailer" className="service-card__name">
                  {retailer.name}
                </h2>
              }
            >
              <p className="service-card__change">
                {t('schedule.notYours')} <a href={changeHref}>{t('schedule.change')}</a>
              </p>
            </RetailerServiceCard>
          ) : (
            <section className="owners-panel" aria-labelledby="schedule-choose">
              <h2 id="schedule-choose" className="owners-panel__title">
                {unknown ? t('schedule.unknown') : t('schedule.choose')}
              </h2>
              <p className="owners-panel__text">{t('schedule.chooseText', { brand })}</p>
              <p>
                <a className="button button--primary button--large" href={changeHref}>
                  {t('schedule.chooseCta')}
                </a>
              </p>
            </section>
          )}

          <aside className="owners-note schedule-layout__aside" aria-labelledby="schedule-before">
            <h2 id="schedule-before" className="owners-note__title">
              {t('schedule.before.title')}
            </h2>
            <ul className="check-list">
              <li>
                <a href={href('/owners/recalls.html')}>{t('schedule.before.recalls')}</a>
                <span>{t('schedule.before.recallsText')}</span>
              </li>
              <li>
                <a href={href('/owners/manuals-and-warranties.html')}>{t('schedule.before.maintenance')}</a>
                <span>{t('schedule.before.maintenanceText')}</span>
              </li>
              <li>
                <span className="check-list__title">{t('schedule.before.bring')}</span>
                <span>{t('schedule.before.bringText')}</span>
              </li>
            </ul>
          </aside>
        </div>
      </div>
    </>
  );
}
