/**
 * One retailer in the finder's list: number, name (linking to its page), distance, address, whether sales is open
 * now with today's hours, services, phone, website, directions, its own map on phones, and "make this my retailer".
 */
import { memo } from 'react';
import { formatClock, formatNumber } from '#domain/i18n/format.ts';
import type { Retailer, RetailerResult } from '#domain/retailers/contract.ts';
import { isOpen, todaysHours } from '#domain/retailers/open-now.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { StaticMap } from '#ui/components/static-map.tsx';
import { retailerPath } from '#domain/retailers/paths.ts';
import { shownPhone, telHref } from '#domain/retailers/call-tracking.ts';

function directionsHref(retailer: Retailer) {
  return `https://www.google.com/maps/dir/?api=1&destination=${retailer.latitude},${retailer.longitude}`;
}

export interface ResultCardProps {
  result: RetailerResult;
  index: number;
  active: boolean;
  preferred: boolean;
  /** Beyond the search radius: listed apart, never as near. */
  far: boolean;
  now: number;
  onActivate: (id: string | null) => void;
  onPrefer: (retailer: Retailer) => void;
}

/** Memoised: a card is drawn again only when its own props change (not when a filter chip is pressed). */
export const ResultCard = memo(function ResultCard({ result, index, active, preferred, far, now, onActivate, onPrefer }: ResultCardProps) {
  const { t, lang } = usePage();
  const href = useHref();
  const dealer = result.dealer;
  const open = isOpen(dealer, 'sales', new Date(now));
  const today = todaysHours(dealer, 'sales', new Date(now));
  return (
    <li
      id={`retailer-${dealer.id}`}
      className={['finder-card', active ? 'is-active' : '', preferred ? 'is-preferred' : '', far ? 'is-far' : ''].filter(Boolean).join(' ')}
      tabIndex={-1}
      onMouseEnter={() => onActivate(dealer.id)}
      onMouseLeave={() => onActivate(null)}
      onFocus={() => onActivate(dealer.id)}
    >
      <div className="finder-card__head">
        <span className="finder-card__number" aria-hidden="true">
          {index + 1}
        </span>
        <h3 className="finder-card__name">
          <a href={href(retailerPath(dealer))}>{dealer.name}</a>
        </h3>
        {result.distance !== null ? <span className="finder-card__distance">{t('finder.distance', { miles: formatNumber(result.distance, lang, { maximumFractionDigits: 1 }) })}</span> : null}
      </div>
      <address className="finder-card__address">
        {dealer.address.line1}
        <br />
        {dealer.address.city}, {dealer.address.state} {dealer.address.zipcode}
      </address>
      <p className="finder-card__hours">
        {today ? (
          <>
            <span className={open ? 'finder-open' : 'finder-closed'}>{open ? t('finder.openNow') : t('finder.closed')}</span>
            {` · ${t('finder.todayHours', { opens: formatClock(today.opens, lang), closes: formatClock(today.closes, lang) })}`}
          </>
        ) : (
          <span className="finder-closed">{t('finder.closedToday')}</span>
        )}
      </p>
      <ul className="finder-card__services" aria-label={t('finder.servicesLabel')}>
        {dealer.services.map((service) => (
          <li key={service}>{t(`finder.service.${service}`)}</li>
        ))}
      </ul>
      <p className="finder-card__links">
        <a href={telHref(shownPhone(dealer))}>{shownPhone(dealer)}</a>
        <a href={dealer.website} rel="noopener" target="_blank">
          {t('finder.website')}
          <span className="visually-hidden"> {t('finder.newWindow')}</span>
        </a>
        <a href={directionsHref(dealer)} rel="noopener" target="_blank">
          {t('finder.directions')}
          <span className="visually-hidden"> {t('finder.newWindow')}</span>
        </a>
      </p>
      {result.map ? <StaticMap className="finder-card__map" map={result.map} alt={t('retailer.mapLabel', { name: dealer.name, city: dealer.address.city })} /> : null}
      {preferred ? (
        <p className="finder-card__preferred">{t('finder.yourRetailer')}</p>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => onPrefer(dealer)}>
          {t('finder.makePreferred')}
          <span className="visually-hidden"> {dealer.name}</span>
        </button>
      )}
    </li>
  );
});
