/**
 * The answer of a recall lookup: the vehicle the VIN stands for, how many recalls are open ("No open recalls" when
 * none), each campaign with its status badges, numbers, risk and remedy, the day the information was last updated and
 * the way to a retailer. A VIN of another make gets a clear "not a {brand} vehicle". Rendered on the server (the
 * no-script lookup) and by the lookup island with the service's answer, so both look the same.
 */
import type { Ref } from 'react';
import type { CampaignView, RecallAnswer, VinRecallView } from '#domain/recalls/view.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';

export function vehicleName(t: (key: string, params?: Record<string, string | number>) => string, brand: string, vehicle: NonNullable<RecallAnswer['vehicle']>): string {
  return vehicle.trimName
    ? t('owners.vehicle', { year: vehicle.year, brand, model: vehicle.modelName, trim: vehicle.trimName })
    : t('owners.vehicleNoTrim', { year: vehicle.year, brand, model: vehicle.modelName });
}

function Icon({ kind }: { kind: 'alert' | 'check' | 'info' }) {
  const paths = {
    alert: 'M12 3 2.5 20h19Z M12 9.5v4.5 M12 17h.01',
    check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M7.5 12.5l3 3 6-6.5',
    info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 11v5.5 M12 7.5h.01',
  };
  return (
    <svg className="recall-summary__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** "Recall information last updated Nov 20, 2026." with the day as a <time>, as the language orders the sentence. */
export function LastUpdated({ day, label }: { day: string; label: string }) {
  const { t } = usePage();
  const [before = '', after = ''] = t('recalls.updated', { date: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <time dateTime={day}>{label}</time>
      {after}
    </>
  );
}

/** The remedy's status as a badge: available (green) or not yet available (amber). */
export function RemedyBadge({ status }: { status: CampaignView['status'] }) {
  const { t } = usePage();
  return status === 'remedy-available' ? (
    <span className="badge badge--success">{t('recalls.status.available')}</span>
  ) : (
    <span className="badge badge--warning">{t('recalls.status.notAvailable')}</span>
  );
}

/** "2026–2027 Kestrel · Hybrid only · VIN serial numbers 100000 to 699999". */
export function AffectedList({ affected }: { affected: CampaignView['affected'] }) {
  const { t } = usePage();
  return (
    <ul className="recall-affected">
      {affected.map((group) => (
        <li key={`${group.modelCode}-${group.yearFrom}-${group.serialFrom}`}>
          <strong>
            {group.yearFrom === group.yearTo
              ? t('recalls.affected.year', { year: group.yearFrom, model: group.modelName })
              : t('recalls.affected.years', { from: group.yearFrom, to: group.yearTo, model: group.modelName })}
          </strong>
          {group.trims.length > 0 ? <span>{t('recalls.affected.trims', { trims: group.trims.join(', ') })}</span> : null}
          <span>{t('recalls.affected.serials', { from: group.serialFrom, to: group.serialTo })}</span>
        </li>
      ))}
    </ul>
  );
}

function RecallCard({ recall, headingLevel }: { recall: VinRecallView; headingLevel: 3 | 4 }) {
  const { t, brand } = usePage();
  const Heading = `h${headingLevel}` as const;
  const id = `recall-${recall.campaign}`;
  return (
    <li className={`recall-card${recall.completed ? ' recall-card--completed' : ''}`}>
      <article aria-labelledby={id}>
        <p className="recall-card__badges">
          {recall.completed ? <span className="badge badge--neutral">{t('recalls.state.completed')}</span> : <span className="badge badge--danger">{t('recalls.state.open')}</span>}
          <RemedyBadge status={recall.status} />
        </p>
        <Heading id={id} className="recall-card__title">
          {recall.component}
        </Heading>
        <dl className="recall-card__facts">
          <div>
            <dt>{t('recalls.field.campaign')}</dt>
            <dd>{recall.campaign}</dd>
          </div>
          <div>
            <dt>{t('recalls.field.makerCampaign', { brand })}</dt>
            <dd>{recall.makerCampaign}</dd>
          </div>
          <div>
            <dt>{t('recalls.field.reported')}</dt>
            <dd>
              <time dateTime={recall.reported}>{recall.reportedLabel}</time>
            </dd>
          </div>
        </dl>
        <dl className="recall-card__text">
          <dt>{t('recalls.field.summary')}</dt>
          <dd>{recall.summary}</dd>
          <dt>{t('recalls.field.risk')}</dt>
          <dd>{recall.risk}</dd>
          <dt>{t('recalls.field.remedy')}</dt>
          <dd>{recall.remedy}</dd>
        </dl>
      </article>
    </li>
  );
}

export interface RecallResultsProps {
  answer: RecallAnswer;
  /** The heading's id; the lookup moves focus to it when an answer arrives. */
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** 2 on the recalls page; 3 where the lookup sits under another section's heading. */
  headingLevel?: 2 | 3;
}

export function RecallResults({ answer, headingId, headingRef, headingLevel = 2 }: RecallResultsProps) {
  const { t, brand } = usePage();
  const href = useHref();
  const Heading = `h${headingLevel}` as const;
  const cardLevel = headingLevel === 2 ? 3 : 4;
  const open = answer.openCount;
  const anyRemedy = answer.recalls.some((recall) => !recall.completed && recall.status === 'remedy-available');
  return (
    <section className="recall-result" aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="recall-result__title">
        {t('recalls.result.title')} <span className="recall-result__vin">{answer.vin}</span>
      </Heading>
      {answer.vehicle ? <p className="recall-result__vehicle">{vehicleName(t, brand, answer.vehicle)}</p> : null}

      {!answer.ours ? (
        <div className="recall-summary recall-summary--other">
          <Icon kind="info" />
          <div>
            <p className="recall-summary__title">{t('recalls.notOurs.title')}</p>
            <p className="recall-summary__text">
              {t('recalls.notOurs.text')}{' '}
              <a href="https://www.nhtsa.gov/recalls" rel="noopener" target="_blank">
                {t('recalls.notOurs.link')}
                <span className="visually-hidden"> {t('finder.newWindow')}</span>
              </a>
            </p>
          </div>
        </div>
      ) : open === 0 ? (
        <div className="recall-summary recall-summary--clear">
          <Icon kind="check" />
          <div>
            <p className="recall-summary__title">{t('recalls.open.none')}</p>
            <p className="recall-summary__text">{answer.recalls.length > 0 ? t('recalls.open.noneCompleted') : t('recalls.open.noneText')}</p>
          </div>
        </div>
      ) : (
        <div className="recall-summary recall-summary--open">
          <Icon kind="alert" />
          <div>
            <p className="recall-summary__title">{t('recalls.open', { count: open })}</p>
            <p className="recall-summary__text">{t('recalls.open.text')}</p>
          </div>
        </div>
      )}

      {answer.recalls.length > 0 ? (
        <ul className="recall-list">
          {answer.recalls.map((recall) => (
            <RecallCard key={recall.campaign} recall={recall} headingLevel={cardLevel} />
          ))}
        </ul>
      ) : null}

      <div className="recall-result__foot">
        <p className="recall-result__updated">
          <LastUpdated day={answer.lastUpdated} label={answer.lastUpdatedLabel} />
        </p>
        {answer.ours ? (
          <a className={`button ${anyRemedy ? 'button--primary' : 'button--secondary'}`} href={href('/owners/schedule-service.html')}>
            {t('recalls.schedule')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
