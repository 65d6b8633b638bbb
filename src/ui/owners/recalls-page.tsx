/**
 * `/owners/recalls.html`: the VIN lookup (answered on the server for `?vin=`, in place once hydrated), what a recall
 * means and when the information was last updated, and every current campaign with the vehicles it affects.
 */
import type { CampaignView, RecallAnswer } from '#domain/recalls/view.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { RecallLookup } from './recall-lookup.tsx';
import { AffectedList, LastUpdated, RemedyBadge } from './recall-results.tsx';

export interface RecallsPageProps {
  eyebrow: string;
  title: string;
  intro: string;
  vin: string;
  result: RecallAnswer | null;
  error: FieldError | null;
  lastUpdated: string;
  lastUpdatedLabel: string;
  campaigns: CampaignView[];
}

function CampaignItem({ campaign }: { campaign: CampaignView }) {
  const { t, brand } = usePage();
  const id = `campaign-${campaign.campaign}`;
  return (
    <li className="campaign-card">
      <article aria-labelledby={id}>
        <p className="campaign-card__meta">
          <RemedyBadge status={campaign.status} />
          <span className="campaign-card__numbers">
            <abbr title={t('recalls.field.campaign')}>NHTSA</abbr> {campaign.campaign}
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {t('recalls.field.makerCampaign', { brand })} {campaign.makerCampaign}
          </span>
        </p>
        <h3 id={id} className="campaign-card__title">
          {campaign.component}
        </h3>
        <AffectedList affected={campaign.affected} />
        <p className="campaign-card__summary">{campaign.summary}</p>
        <p className="campaign-card__date">
          {t('recalls.field.reported')} <time dateTime={campaign.reported}>{campaign.reportedLabel}</time>
        </p>
      </article>
    </li>
  );
}

export function RecallsPage({ eyebrow, title, intro, vin, result, error, lastUpdated, lastUpdatedLabel, campaigns }: RecallsPageProps) {
  const { t, brand } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={title} intro={intro} />
      <div className="container page-body owners-page">
        <div className="recalls-layout">
          <section className="owners-panel recalls-layout__lookup" aria-labelledby="recalls-lookup-title">
            <h2 id="recalls-lookup-title" className="owners-panel__title">
              {t('recalls.lookup.title')}
            </h2>
            <p className="owners-panel__text">
              {t('recalls.lookup.text')} <LastUpdated day={lastUpdated} label={lastUpdatedLabel} />
            </p>
            <RecallLookup vin={vin} result={result} error={error} headingLevel={3} />
          </section>
          <aside className="recalls-layout__aside" aria-labelledby="recalls-about-title">
            <h2 id="recalls-about-title" className="recalls-about__title">
              {t('recalls.about.title')}
            </h2>
            <p>{t('recalls.about.text', { brand })}</p>
            <p>{t('recalls.about.free', { brand })}</p>
            <ul className="link-list">
              <li>
                <a href={href('/owners/recalls/airbag-recall.html')}>{t('page.airbagRecall.title')}</a>
              </li>
              <li>
                <a href={href('/owners/schedule-service.html')}>{t('page.scheduleService.title')}</a>
              </li>
              <li>
                <a href={href('/support/customer-support.html')}>{t('page.customerSupport.title')}</a>
              </li>
            </ul>
          </aside>
        </div>

        <section aria-labelledby="recalls-campaigns-title">
          <h2 id="recalls-campaigns-title" className="page-body__heading">
            {t('recalls.campaigns.title')}
          </h2>
          <p className="owners-lede">{t('recalls.campaigns.intro', { count: campaigns.length })}</p>
          <ul className="campaign-list">
            {campaigns.map((campaign) => (
              <CampaignItem key={campaign.campaign} campaign={campaign} />
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
