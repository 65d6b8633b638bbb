/**
 * The retailer finder's answer: the status line (read out after each search), the radius or territory message,
 * and the near and far lists beside the map. A territory has no retailers to list or map: its message says so, with
 * the way to customer support.
 */
import { useId, useMemo, type RefObject } from 'react';
import type { Language } from '#domain/i18n/languages.ts';
import { formatNumber } from '#domain/i18n/format.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { FinderMap } from './finder-map.tsx';
import { RADIUS_MILES, SUPPORT_PATH, type FinderMessage } from './finder-types.ts';
import { ResultCard } from './result-card.tsx';
import type { FinderResults as Results } from './use-finder-results.ts';
import type { RetailerSearch } from './use-retailer-search.ts';

function messageText(message: FinderMessage | null, t: Translate, brand: string): string | null {
  if (message === 'noResults') return t('finder.message.noResults');
  if (message === 'noMatch') return t('finder.message.noMatch', { brand });
  if (message === 'invalidZip') return t('finder.message.invalidZip');
  return null;
}

/** What the status line says: loading, the message, the territory, none near, how many near the place, or how many. */
function statusText(search: RetailerSearch, results: Results, page: { t: Translate; brand: string; lang: Language }): string {
  const { t, brand, lang } = page;
  const { list } = search;
  const { near, far, radius, territory } = results;
  const message = messageText(search.message, t, brand);
  const origin = list?.origin;
  const placeText = origin ? `${origin.city}, ${origin.state} ${origin.zipCode}` : '';
  if (search.loading) return t('finder.loading');
  if (message) return message;
  if (territory) return t(`geo.territory.none.${territory}`, { brand });
  if (origin && radius !== null && near.length === 0 && far.length > 0) return t('finder.noneNear', { miles: formatNumber(radius, lang), place: placeText });
  if (origin) return t('finder.showingNear', { count: near.length, place: placeText });
  if (list) return t('finder.showing', { count: results.results.length });
  return '';
}

export function FinderResults({ search, results, statusRef }: { search: RetailerSearch; results: Results; statusRef: RefObject<HTMLParagraphElement | null> }) {
  const { t, brand, lang } = usePage();
  const href = useHref();
  const farTitleId = useId();
  const { list } = search;
  const { near, far, radius, territory, active, setActive, preferredId, now, prefer } = results;
  const mapped = useMemo(() => [...near, ...far], [near, far]);
  const origin = list?.origin;
  const miles = formatNumber(radius ?? RADIUS_MILES, lang);
  return (
    <>
      <p className="finder__status" role="status" tabIndex={-1} ref={statusRef}>
        {statusText(search, results, { t, brand, lang })}
      </p>
      {results.tooFar ? (
        <div className="finder__radius" role="alert">
          <p>{t('finder.message.radius', { brand, miles })}</p>
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
      {list && results.results.length === 0 && !messageText(search.message, t, brand) && !territory ? <p className="finder__empty">{t('finder.message.noResults')}</p> : null}

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
                    {t('finder.far.title', { miles, place: origin ? `${origin.city}, ${origin.state}` : '' })}
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
              <FinderMap results={mapped} far={far.length} active={active} onActivate={setActive} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
