/**
 * The retailer finder (and, filtered to certified collision, the collision-center finder): search by ZIP or city
 * with suggestions, "use my location", a list with distance, hours and services beside a US map whose pins follow
 * the list. The server renders the first results (a GET form without script); the island searches in place.
 *
 * Honest distances: only retailers within the answer's radius are counted and shown as near the place; the others
 * are listed apart under a heading that says they are far away, and when none is near the spec's radius message
 * says so. A ZIP code of a US territory (no retailers there) gets its own message and a link to customer support.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { RETAILER_LIMITS, type Retailer, type RetailerList, type RetailerResult, type RetailerService } from '#domain/retailers/types.ts';
import { DEFAULT_RADIUS_MILES, splitByRadius } from '#domain/retailers/radius.ts';
import { formatClock, isOpen, todaysHours } from '#domain/retailers/open-now.ts';
import { frame, MAP_BOX, projectPoint } from '#domain/geo/us-projection.ts';
import { parseGeographicData } from '#domain/geo/geo-data.ts';
import { usePage, useHref } from '../components/page-context.tsx';
import { defineIsland } from './define.ts';
import { geoErrorKey } from '#domain/geo/geolocation.ts';
import { requestBrowserLocation, readGeoData, savePreferredRetailer, saveZip, subscribe } from '../geo/geo-store.ts';

/** Beyond this the spec's radius message tells the visitor the closest retailer is far away (answers name their own). */
export const RADIUS_MILES = DEFAULT_RADIUS_MILES;

/** Where the territory message sends the visitor (the site map's customer-support page). */
const SUPPORT_PATH = '/support/customer-support.html';

export type FinderMessage = 'noResults' | 'noMatch' | 'invalidZip';

/** The message a list answer calls for: none when it has retailers or names a territory (which has a message of its own). */
export function listMessage(list: RetailerList): FinderMessage | null {
  return list.dealers.length === 0 && !list.territory ? 'noResults' : null;
}

function numberLocale(lang: string): string {
  return lang === 'zh' ? 'zh-CN' : lang === 'es' ? 'es-US' : 'en-US';
}

export interface RetailerFinderProps {
  mode: 'all' | 'collision';
  query: string;
  list: RetailerList | null;
  message: FinderMessage | null;
  /** The services the filter offers (collision mode has its service fixed). */
  services: RetailerService[];
  /** When the server rendered the hours (so the first client render says the same). */
  now: number;
  preferredId: string | null;
}

type Suggestion = { zipCode: string; city: string; state: string };

function retailerHref(retailer: Retailer) {
  return `/find/retailers/${retailer.id}-${retailer.slug}.html`;
}

function directionsHref(retailer: Retailer) {
  return `https://www.google.com/maps/dir/?api=1&destination=${retailer.latitude},${retailer.longitude}`;
}

function Map({ results, far, active, onActivate }: { results: RetailerResult[]; far: number; active: string | null; onActivate: (id: string | null) => void }) {
  const { t } = usePage();
  const pins = results
    .map((result, index) => ({ result, index, point: projectPoint(result.dealer.latitude, result.dealer.longitude) }))
    .filter((pin): pin is { result: RetailerResult; index: number; point: [number, number] } => pin.point !== null);
  const box = frame(pins.map((pin) => pin.point));
  const unit = box.width / 60;
  return (
    <svg className="finder-map" viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`} role="group" aria-labelledby="finder-map-title" preserveAspectRatio="xMidYMid meet">
      <title id="finder-map-title">{t('finder.map.title', { count: pins.length })}</title>
      <rect x={0} y={0} width={MAP_BOX.width} height={MAP_BOX.height} className="finder-map__sea" />
      <use href="/images/map/us-states.svg#states" />
      {pins.map(({ result, index, point }) => {
        const on = active === result.dealer.id;
        // The last `far` results are beyond the radius: their pins are set apart as the cards are.
        const isFar = index >= results.length - far;
        return (
          <a
            key={result.dealer.id}
            href={`#retailer-${result.dealer.id}`}
            className={['finder-map__pin', on ? 'is-active' : '', isFar ? 'is-far' : ''].filter(Boolean).join(' ')}
            aria-label={t('finder.map.pin', { number: index + 1, name: result.dealer.name })}
            onMouseEnter={() => onActivate(result.dealer.id)}
            onMouseLeave={() => onActivate(null)}
            onFocus={() => onActivate(result.dealer.id)}
            onBlur={() => onActivate(null)}
          >
            <g transform={`translate(${point[0]} ${point[1]}) scale(${unit * (on ? 1.25 : 1)})`}>
              <path d="M0 0 C -0.9 -1.4 -1.6 -2.1 -1.6 -3 A 1.6 1.6 0 1 1 1.6 -3 C 1.6 -2.1 0.9 -1.4 0 0 Z" />
              <text x={0} y={-2.55} textAnchor="middle">
                {index + 1}
              </text>
            </g>
          </a>
        );
      })}
    </svg>
  );
}

function ResultCard({
  result,
  index,
  active,
  preferred,
  far,
  now,
  onActivate,
  onPrefer,
}: {
  result: RetailerResult;
  index: number;
  active: boolean;
  preferred: boolean;
  /** Beyond the search radius: listed apart, never as near. */
  far: boolean;
  now: number;
  onActivate: (id: string | null) => void;
  onPrefer: (retailer: Retailer) => void;
}) {
  const { t, lang } = usePage();
  const href = useHref();
  const dealer = result.dealer;
  const locale = numberLocale(lang);
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
          <a href={href(retailerHref(dealer))}>{dealer.name}</a>
        </h3>
        {result.distance !== null ? (
          <span className="finder-card__distance">{t('finder.distance', { miles: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(result.distance) })}</span>
        ) : null}
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
            {` · ${t('finder.todayHours', { opens: formatClock(today.opens, locale), closes: formatClock(today.closes, locale) })}`}
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
        <a href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>{dealer.phone}</a>
        <a href={dealer.website} rel="noopener" target="_blank">
          {t('finder.website')}
          <span className="visually-hidden"> {t('finder.newWindow')}</span>
        </a>
        <a href={directionsHref(dealer)} rel="noopener" target="_blank">
          {t('finder.directions')}
          <span className="visually-hidden"> {t('finder.newWindow')}</span>
        </a>
      </p>
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
}

async function fetchList(url: string): Promise<{ list: RetailerList | null; message: FinderMessage | null }> {
  const response = await fetch(url);
  if (response.status === 400) return { list: null, message: 'invalidZip' };
  if (response.status === 404) return { list: null, message: 'noMatch' };
  if (!response.ok) throw new Error(String(response.status));
  const list = (await response.json()) as RetailerList;
  return { list, message: listMessage(list) };
}

export function RetailerFinder(props: RetailerFinderProps) {
  const { t, brand, lang } = usePage();
  const href = useHref();
  const farTitleId = useId();
  const [query, setQuery] = useState(props.query);
  const [list, setList] = useState(props.list);
  const [message, setMessage] = useState<FinderMessage | null>(props.message);
  const [loading, setLoading] = useState(false);
  const [filters, setFilters] = useState<RetailerService[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [highlighted, setHighlighted] = useState(-1);
  const [locating, setLocating] = useState<string | null>(null);
  const [now, setNow] = useState(props.now);
  const inputId = useId();
  const listboxId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const suggestTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Hours are re-judged each minute once the page is live (the first render matches the server's).
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // The preferred retailer as saved in this browser (it changes when the visitor picks one, here or in another tab);
  // until the store has one, what the server read from the cookie.
  const savedDealer = useSyncExternalStore(subscribe, () => readGeoData()?.selectedDealer ?? undefined, () => undefined);
  const preferredId = savedDealer ?? props.preferredId;

  const service = props.mode === 'collision' ? 'certifiedCollision' : null;
  const results = useMemo(() => {
    const dealers = list?.dealers ?? [];
    return filters.length === 0 ? dealers : dealers.filter((result) => filters.every((item) => result.dealer.services.includes(item)));
  }, [list, filters]);
  // Near: within the answer's radius (a search from a place). Everything else is far away and listed apart.
  const radius = list?.origin ? (list.radius ?? RADIUS_MILES) : null;
  const { near, far } = useMemo(() => splitByRadius(results, radius), [results, radius]);
  const shown = useMemo(() => [...near, ...far], [near, far]);
  const territory = list?.territory && near.length === 0 ? list.territory : null;
  const tooFar = !territory && radius !== null && near.length === 0 && far.length > 0;

  const search = async (text: string) => {
    const value = text.trim();
    setSuggestions([]);
    if (!value) {
      setMessage('noResults');
      return;
    }
    setLoading(true);
    const params = new URLSearchParams({ count: String(RETAILER_LIMITS.maximum * 2), ...(service ? { service } : {}) });
    const zip = /^\d{5}$/.test(value);
    params.set(zip ? 'zipcode' : 'query', value);
    try {
      const answer = await fetchList(`/services/dealers/${zip ? 'by/zip' : 'query'}?${params.toString()}`);
      setList(answer.list);
      // A ZIP the visitor typed becomes theirs for the rest of the site (the visitor context keeps their retailer).
      const place = zip ? parseGeographicData(answer.list?.origin) : null;
      if (place) saveZip(place);
      setMessage(answer.message);
      const url = new URL(location.href);
      url.searchParams.set('q', value);
      history.replaceState(history.state, '', url);
      statusRef.current?.focus();
    } catch {
      // The spec: a failed retailer fetch just stops the loading indicator.
    } finally {
      setLoading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = highlighted >= 0 ? suggestions[highlighted] : undefined;
    const text = picked ? picked.zipCode : query;
    if (picked) setQuery(`${picked.city}, ${picked.state} ${picked.zipCode}`);
    void search(text);
  };

  const onType = (value: string) => {
    setQuery(value);
    setHighlighted(-1);
    if (suggestTimer.current) clearTimeout(suggestTimer.current);
    if (value.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    // Window events are debounced at 100 ms across the site (spec section 9).
    suggestTimer.current = setTimeout(() => {
      fetch(`/services/utility/geographicdata/suggest?q=${encodeURIComponent(value.trim())}`)
        .then((response) => (response.ok ? (response.json() as Promise<Suggestion[]>) : []))
        .then(setSuggestions)
        .catch(() => setSuggestions([]));
    }, 100);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setSuggestions([]);
      setHighlighted(-1);
    }
  };

  const choose = (suggestion: Suggestion) => {
    setQuery(`${suggestion.city}, ${suggestion.state} ${suggestion.zipCode}`);
    void search(suggestion.zipCode);
  };

  const locateMe = async () => {
    setLocating(t('finder.locating'));
    const outcome = await requestBrowserLocation();
    if (outcome.status === 'allow' && outcome.zipCode) {
      setLocating(null);
      setQuery(outcome.zipCode);
      await search(outcome.zipCode);
    } else {
      setLocating(outcome.status === 'block' ? t(geoErrorKey(outcome.code)) : t('finder.locationFailed'));
    }
  };

  const prefer = (retailer: Retailer) => {
    savePreferredRetailer({ id: retailer.id, zipcode: retailer.address.zipcode, name: retailer.name, city: retailer.address.city, state: retailer.address.state });
  };

  const messageText =
    message === 'noResults'
      ? t('finder.message.noResults')
      : message === 'noMatch'
        ? t('finder.message.noMatch', { brand })
        : message === 'invalidZip'
          ? t('finder.message.invalidZip')
          : null;
  const origin = list?.origin;
  const placeText = origin ? `${origin.city}, ${origin.state} ${origin.zipCode}` : '';
  let statusText = '';
  if (loading) statusText = t('finder.loading');
  else if (messageText) statusText = messageText;
  else if (territory) statusText = t(`geo.territory.none.${territory}`, { brand });
  else if (origin && radius !== null && near.length === 0 && far.length > 0) {
    statusText = t('finder.noneNear', { miles: new Intl.NumberFormat(numberLocale(lang)).format(radius), place: placeText });
  } else if (origin) statusText = t(near.length === 1 ? 'finder.showingNearOne' : 'finder.showingNear', { count: near.length, place: placeText });
  else if (list) statusText = t('finder.showing', { count: results.length });

  return (
    <div className="finder" aria-busy={loading}>
      <form className="finder__search" method="get" onSubmit={onSubmit} role="search">
        <label htmlFor={inputId} className="finder__label">
          {t('finder.searchLabel')}
        </label>
        <div className="finder__row">
          <div className="finder__combo">
            <input
              id={inputId}
              name="q"
              className="field__input"
              value={query}
              onChange={(event) => onType(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => setTimeout(() => setSuggestions([]), 150)}
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={suggestions.length > 0}
              aria-controls={listboxId}
              aria-activedescendant={highlighted >= 0 ? `${listboxId}-${highlighted}` : undefined}
              placeholder={t('finder.placeholder')}
            />
            <ul id={listboxId} role="listbox" className="finder__suggestions" hidden={suggestions.length === 0} aria-label={t('finder.suggestions')}>
              {suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.zipCode}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === highlighted}
                  className={index === highlighted ? 'is-highlighted' : undefined}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(suggestion);
                  }}
                >
                  {suggestion.city}, {suggestion.state} <span className="finder__zip">{suggestion.zipCode}</span>
                </li>
              ))}
            </ul>
          </div>
          <button type="submit" className="button button--primary">
            {t('finder.search')}
          </button>
        </div>
        <button type="button" className="button button--text finder__locate" onClick={() => void locateMe()}>
          {t('finder.useLocation')}
        </button>
        {locating ? (
          <p className="finder__locating" role="status">
            {locating}
          </p>
        ) : null}
      </form>

      {props.mode === 'all' ? (
        <div className="finder__filters" role="group" aria-label={t('finder.filtersLabel')}>
          <button type="button" className="chip" aria-pressed={filters.length === 0} onClick={() => setFilters([])}>
            {t('finder.filterAll')}
          </button>
          {props.services.map((item) => (
            <button
              type="button"
              key={item}
              className="chip"
              aria-pressed={filters.includes(item)}
              onClick={() => setFilters((current) => (current.includes(item) ? current.filter((value) => value !== item) : [...current, item]))}
            >
              {t(`finder.service.${item}`)}
            </button>
          ))}
        </div>
      ) : null}

      <p className="finder__status" role="status" tabIndex={-1} ref={statusRef}>
        {statusText}
      </p>
      {tooFar ? (
        <div className="finder__radius" role="alert">
          <p>{t('finder.message.radius', { brand, miles: new Intl.NumberFormat(numberLocale(lang)).format(radius ?? RADIUS_MILES) })}</p>
          <p>{t('finder.message.radiusAdvice')}</p>
          <a className="link" href={href('/find/retailers.html')}>
            {t('finder.allStores')}
          </a>
        </div>
      ) : null}
      {territory ? (
        <div className="finder__radius finder__radius--territory">
          <p>{t('finder.territory.text', { brand })}</p>
          <a className="link" href={href(SUPPORT_PATH)}>
            {t('finder.territory.support')}
          </a>
        </div>
      ) : null}
      {list && results.length === 0 && !messageText && !territory ? <p className="finder__empty">{t('finder.message.noResults')}</p> : null}

      {/* A territory has no retailers to list or map: its message says so, with the way to customer support. */}
      {territory ? null : (
        <>
          <h2 className="visually-hidden">{t('finder.results')}</h2>
          <div className="finder__layout">
            <div className="finder__results">
              {near.length > 0 ? (
                <ol className="finder__list">
                  {near.map((result, index) => (
                    <ResultCard
                      key={result.dealer.id}
                      result={result}
                      index={index}
                      active={active === result.dealer.id}
                      preferred={preferredId === result.dealer.id}
                      far={false}
                      now={now}
                      onActivate={setActive}
                      onPrefer={prefer}
                    />
                  ))}
                </ol>
              ) : null}
              {far.length > 0 ? (
                <section className="finder__far" aria-labelledby={farTitleId}>
                  <h2 id={farTitleId} className="finder__far-title">
                    {t('finder.far.title', { miles: new Intl.NumberFormat(numberLocale(lang)).format(radius ?? RADIUS_MILES), place: origin ? `${origin.city}, ${origin.state}` : '' })}
                  </h2>
                  <ol className="finder__list" start={near.length + 1}>
                    {far.map((result, index) => (
                      <ResultCard
                        key={result.dealer.id}
                        result={result}
                        index={near.length + index}
                        active={active === result.dealer.id}
                        preferred={preferredId === result.dealer.id}
                        far
                        now={now}
                        onActivate={setActive}
                        onPrefer={prefer}
                      />
                    ))}
                  </ol>
                </section>
              ) : null}
            </div>
            <div className="finder__map">
              <Map results={shown} far={far.length} active={active} onActivate={setActive} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export const island = defineIsland<RetailerFinderProps>({ tag: 'x-retailer-finder', module: 'retailer-finder', Component: RetailerFinder });
