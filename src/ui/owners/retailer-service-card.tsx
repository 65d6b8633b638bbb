/**
 * A retailer's service department in a card: name, address, service phone, the week's service hours and the way to
 * book — the retailer's own site when it has one, else its phone. The schedule-service page shows the visitor's
 * preferred retailer with it, and the home page the retailer it teases.
 */
import type { ReactNode } from 'react';
import { formatClock } from '#domain/i18n/format.ts';
import { weeklySchedule } from '#domain/retailers/hours.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { retailerPath } from '#domain/retailers/paths.ts';
import { telHref } from '#domain/retailers/call-tracking.ts';

export type ServiceRetailer = Pick<Retailer, 'id' | 'name' | 'slug' | 'address' | 'phone' | 'website' | 'hours' | 'services'>;


function dayName(t: (key: string) => string, day: number): string {
  switch (day) {
    case 0:
      return t('retailer.day.0');
    case 1:
      return t('retailer.day.1');
    case 2:
      return t('retailer.day.2');
    case 3:
      return t('retailer.day.3');
    case 4:
      return t('retailer.day.4');
    case 5:
      return t('retailer.day.5');
    default:
      return t('retailer.day.6');
  }
}

/** The service department's week with runs of equal days merged: "Monday – Friday 7:30 AM – 5:30 PM". */
export function ServiceHours({ retailer, captionId }: { retailer: ServiceRetailer; captionId: string }) {
  const { t, lang } = usePage();
  // Spanish writes day names in lower case inside a sentence ("Lunes a viernes"); the dictionary's are headings.
  const midSentence = (name: string) => (lang === 'es' ? name.toLocaleLowerCase('es') : name);
  const rows = weeklySchedule(retailer.hours, 'service');
  return (
    <table className="service-hours">
      <caption id={captionId}>{t('schedule.hours')}</caption>
      <tbody>
        {rows.map((row) => {
          const first = row.days[0] ?? 1;
          const last = row.days[row.days.length - 1] ?? first;
          return (
            <tr key={row.days.join('-')}>
              <th scope="row">{first === last ? dayName(t, first) : t('schedule.dayRange', { from: dayName(t, first), to: midSentence(dayName(t, last)) })}</th>
              <td>{row.opens && row.closes ? `${formatClock(row.opens, lang)} – ${formatClock(row.closes, lang)}` : t('finder.closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function RetailerServiceCard({ retailer, headingId, heading, children }: { retailer: ServiceRetailer; headingId: string; heading: ReactNode; children?: ReactNode }) {
  const { t } = usePage();
  const href = useHref();
  const hasService = retailer.services.includes('service');
  return (
    <section className="service-card" aria-labelledby={headingId}>
      <div className="service-card__head">
        <p className="service-card__eyebrow">{t('finder.yourRetailer')}</p>
        {heading}
        <address className="service-card__address">
          {retailer.address.line1}
          <br />
          {retailer.address.city}, {retailer.address.state} {retailer.address.zipcode}
        </address>
      </div>
      {hasService ? (
        <>
          <p className="service-card__phone">
            <span>{t('schedule.servicePhone')}</span> <a href={telHref(retailer.phone)}>{retailer.phone}</a>
          </p>
          <ServiceHours retailer={retailer} captionId={`${headingId}-hours`} />
          <p className="service-card__actions">
            {retailer.website ? (
              <a className="button button--primary button--large" href={retailer.website} rel="noopener" target="_blank">
                {t('schedule.online', { retailer: retailer.name })}
                <span className="visually-hidden"> {t('finder.newWindow')}</span>
              </a>
            ) : (
              <a className="button button--primary button--large" href={telHref(retailer.phone)}>
                {t('schedule.call', { phone: retailer.phone })}
              </a>
            )}
            <a className="button button--secondary" href={href(retailerPath(retailer))}>
              {t('schedule.details')}
              <span className="visually-hidden"> {retailer.name}</span>
            </a>
          </p>
        </>
      ) : (
        <p className="service-card__none">{t('schedule.noService', { retailer: retailer.name })}</p>
      )}
      {children}
    </section>
  );
}
