/**
 * Local inventory and certified pre-owned results: where the search is from (ZIP and radius), the filters (an
 * island beside the results from lg, a dialog below), removable pills, the order, result cards and pages. Every
 * control is a link or a GET form, so the page works without script and every search has its own address.
 */
import { effectiveSort, inventorySearch, RADII } from '#domain/inventory/address.ts';
import type { InventoryKind, InventoryQuery, InventorySort } from '#domain/inventory/types.ts';
import { formatDay, formatDollars, formatMiles } from '#domain/i18n/format.ts';
import { SelectChevron } from '#ui/components/form-controls.tsx';
import { Island } from '#ui/components/island.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Pill, PillList } from '#ui/components/pill.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island as filtersIsland, type InventoryFiltersProps } from '#ui/islands/inventory-filters.tsx';
import { island as sortIsland } from '#ui/islands/inventory-sort.tsx';
import { island as compareIsland } from '#ui/islands/inventory-compare.tsx';
import { retailerPath } from '#domain/retailers/paths.ts';

export interface InventoryCard {
  vin: string;
  kind: InventoryKind;
  status: 'in-stock' | 'in-transit';
  stockNumber: string;
  year: number;
  modelCode: string;
  modelName: string;
  trimCode: string;
  trimName: string;
  colorCode: string;
  colorName: string;
  image: string;
  price: number;
  mileage: number | null;
  certifiedOn: string | null;
  retailerId: string;
  retailerSlug: string;
  retailerName: string;
  retailerPlace: string;
  distance: number | null;
  /** From a Build & Price build: how this vehicle differs from it, in the page's language. */
  match?: { exact: boolean; notes: string[]; price: string | null };
}

export interface InventoryPill {
  key: string;
  text: string;
  /** The same search without this filter (address without language prefix). */
  removeSearch: string;
}

export interface InventoryPageProps {
  pageKey: string;
  kind: InventoryKind;
  /** The page's path without language prefix. */
  path: string;
  query: InventoryQuery;
  total: number;
  pages: number;
  cards: InventoryCard[];
  pills: InventoryPill[];
  clearSearch: string;
  filters: InventoryFiltersProps;
  /** Where the search is from, when it has a ZIP the ZIP index knows. */
  origin: { zip: string; city: string; state: string } | null;
  /** The visitor typed a ZIP nobody lives at. */
  zipUnknown: boolean;
  /** The search's parameters the place form and the order control carry along (without their own). */
  keepForPlace: [string, string][];
  keepForSort: [string, string][];
  sorts: InventorySort[];
  /** Where the chosen vehicles are compared (without language prefix). */
  comparePath: string;
  /** Vehicles ranked by closeness to a Build & Price build: the build in words, and its address parameters. */
  match?: { build: string; search: string };
}

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

function Card({ card, eager }: { card: InventoryCard; eager: boolean }) {
  const { t, lang } = usePage();
  const href = useHref();
  const title = `${card.year} ${card.modelName} ${card.trimName}`;
  const quote = `/shopping-tools/get-local-price.html?${new URLSearchParams({ year: String(card.year), model: card.modelCode, trim: card.trimCode, color: card.colorCode, retailer: card.retailerId }).toString()}`;
  const contact = `/shopping-tools/contact-retailer.html?${new URLSearchParams({ retailer: card.retailerId, vin: card.vin }).toString()}`;
  const certified = card.certifiedOn ? formatDay(card.certifiedOn, lang) : null;
  return (
    <li className="inventory-card">
      <article aria-labelledby={`vehicle-${card.vin}`}>
        <div className="inventory-card__media">
          <img src={card.image} alt={t('inventory.card.imageAlt', { vehicle: title, color: card.colorName })} width={1600} height={900} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          <span className={`inventory-card__status inventory-card__status--${card.status}`}>{t(`inventory.status.${card.status}`)}</span>
        </div>
        <div className="inventory-card__body">
          <h3 id={`vehicle-${card.vin}`} className="inventory-card__title">
            <a href={href(`/vehicle-info/local-inventory/vehicle.html?vin=${card.vin}`)}>{title}</a>
          </h3>
          <p className="inventory-card__color">{card.colorName}</p>
          {card.match ? (
            <div className={`inventory-card__match${card.match.exact ? ' inventory-card__match--exact' : ''}`}>
              <p className="inventory-card__match-title">{t(card.match.exact ? 'inventory.match.exact' : 'inventory.match.differs')}</p>
              {card.match.notes.length ? (
                <ul>
                  {card.match.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
              {card.match.price ? <p className="inventory-card__match-price">{card.match.price}</p> : null}
            </div>
          ) : null}
          <p className="inventory-card__price">
            <span className="inventory-card__price-label">{t(card.kind === 'cpo' ? 'inventory.card.price' : 'inventory.card.msrp')}</span> <strong>{formatDollars(card.price)}</strong>
          </p>
          {card.mileage !== null ? <p className="inventory-card__fact">{t('inventory.card.mileage', { miles: formatMiles(card.mileage, lang) })}</p> : null}
          {certified ? <p className="inventory-card__fact">{t('inventory.card.certified', { date: certified })}</p> : null}
          <p className="inventory-card__retailer">
            <a href={href(retailerPath({ id: card.retailerId, slug: card.retailerSlug }))}>{card.retailerName}</a>
            <span>
              {card.retailerPlace}
              {card.distance !== null ? ` · ${t('finder.distance', { miles: card.distance })}` : ''}
            </span>
          </p>
          <dl className="inventory-card__ids">
            <div>
              <dt>{t('inventory.card.vin')}</dt>
              <dd>{card.vin}</dd>
            </div>
            <div>
              <dt>{t('inventory.card.stock')}</dt>
              <dd>{card.stockNumber}</dd>
            </div>
          </dl>
          <p className="inventory-card__compare">
            <label>
              <input type="checkbox" name="vin" value={card.vin} form="inventory-compare" data-title={title} data-color={card.colorName} data-stock={card.stockNumber} />
              {t('inventory.compare.choose')}
              <span className="visually-hidden"> — {title}</span>
            </label>
          </p>
          <p className="inventory-card__actions">
            <a className="button button--primary button--small" href={href(contact)}>
              {t('inventory.card.contact')}
              <span className="visually-hidden"> — {title}</span>
            </a>
            {card.kind === 'new' ? (
              <a className="button button--secondary button--small" href={href(quote)}>
                {t('inventory.card.quote')}
                <span className="visually-hidden"> — {title}</span>
              </a>
            ) : null}
          </p>
        </div>
      </article>
    </li>
  );
}

function Pagination({ path, query, pages, extra }: { path: string; query: InventoryQuery; pages: number; extra: string }) {
  const { t } = usePage();
  const href = useHref();
  const current = query.page ?? 1;
  if (pages <= 1) return null;
  const link = (page: number) => href(withSearch(path, [extra, inventorySearch({ ...query, page })].filter(Boolean).join('&')));
  // The first, the last, and two either side of the current page.
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('inventory.pages.label')}>
      <ul>
        <li>{current > 1 ? <a href={link(current - 1)} rel="prev">{t('inventory.pages.previous')}</a> : <span aria-disabled="true">{t('inventory.pages.previous')}</span>}</li>
        {shown.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (shown[index - 1] ?? page) > 1 ? <span className="pagination__gap" aria-hidden="true">…</span> : null}
            <a href={link(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('inventory.pages.page', { page })}>
              {page}
            </a>
          </li>
        ))}
        <li>{current < pages ? <a href={link(current + 1)} rel="next">{t('inventory.pages.next')}</a> : <span aria-disabled="true">{t('inventory.pages.next')}</span>}</li>
      </ul>
    </nav>
  );
}

export function InventoryResultsPage(props: InventoryPageProps) {
  const { t, lang } = usePage();
  const href = useHref();
  const { pageKey, path, query, total, pages, cards, pills, origin, keepForPlace, keepForSort, sorts } = props;
  return (
    <>
      <SectionHero eyebrow={t('nav.section.shopping')} title={t(`page.${pageKey}.title`)} intro={t(`page.${pageKey}.intro`)} />
      <div className="container page-body inventory">
        <form className="inventory-place" method="get" action={href(path)}>
          <div className="field">
            <label htmlFor="inventory-zip" className="field__label">
              {t('inventory.place.zip')}
            </label>
            <input id="inventory-zip" className="field__input" name="zip" inputMode="numeric" autoComplete="postal-code" pattern="[0-9]{5}" maxLength={5} defaultValue={query.zip ?? ''} aria-invalid={props.zipUnknown || undefined} aria-describedby={props.zipUnknown ? 'inventory-zip-error' : undefined} />
          </div>
          {/* A radius only means something around a known ZIP (DECISIONS.md); without one the search is nationwide. */}
          {origin ? (
            <div className="field">
              <label htmlFor="inventory-radius" className="field__label">
                {t('inventory.place.radius')}
              </label>
              <span className="field__select">
                <select id="inventory-radius" className="field__input field__input--select" name="radius" defaultValue={String(query.radius ?? 100)}>
                  {RADII.map((radius) => (
                    <option key={radius} value={radius}>
                      {t('inventory.place.miles', { miles: radius })}
                    </option>
                  ))}
                </select>
                <SelectChevron />
              </span>
            </div>
          ) : (
            <p className="inventory-place__invite">{t('inventory.place.invite')}</p>
          )}
          {keepForPlace.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button button--secondary">
            {t('inventory.place.update')}
          </button>
          {props.zipUnknown ? (
            <p id="inventory-zip-error" className="field__error inventory-place__error" role="alert">
              {t('formError-zipCode-pattern')}
            </p>
          ) : null}
        </form>
        <div className="inventory__layout">
          {props.match ? (
            <aside className="inventory-match" aria-labelledby="inventory-match-title">
              <h2 id="inventory-match-title" className="inventory-filters__title">
                {t('inventory.match.title')}
              </h2>
              <p>{props.match.build}</p>
              <p>
                <a className="button button--secondary button--small" href={href(withSearch(path, query.zip ? `zip=${query.zip}` : ''))}>
                  {t('inventory.match.all')}
                </a>
              </p>
            </aside>
          ) : (
            <Island island={filtersIsland} props={props.filters} load="idle" />
          )}
          <div className="inventory__main">
            {/* The results' heading (the filters' own heading is hidden on phones). */}
            <h2 className="visually-hidden">{t('inventory.results')}</h2>
            <div className="inventory__toolbar">
              <p className="inventory__count" role="status">
                {props.match
                  ? t('inventory.match.count', { count: total })
                  : origin
                    ? t('inventory.count.near', { count: total, radius: query.radius ?? 100, place: `${origin.city}, ${origin.state} ${origin.zip}` })
                    : t('inventory.count.nationwide', { count: total })}
              </p>
              <div className="inventory__tools">
                <form id="inventory-compare" method="get" action={href(props.comparePath)}>
                  <button type="submit" className="button button--secondary button--small">
                    {t('inventory.compare.submit')}
                  </button>
                </form>
                {props.match ? null : <Island island={sortIsland} props={{ action: path, sort: effectiveSort(query), sorts, keep: keepForSort }} load="idle" />}
                {props.match || total === 0 ? null : (
                  <a className="button button--text button--small" href={`/services/inventory/pdf/list?${[`kind=${props.kind}`, inventorySearch({ ...query, page: 1 }), `lang=${lang}`].filter(Boolean).join('&')}`} type="application/pdf">
                    {t('pdf.downloadList')}
                  </a>
                )}
              </div>
            </div>
            {pills.length > 0 ? (
              <div className="inventory__pills">
                <PillList label={t('inventory.filter.active')}>
                  {pills.map((pill) => (
                    <Pill key={pill.key} text={pill.text} value={pill.key} filterType="inventory" showRemove removeHref={href(withSearch(path, pill.removeSearch))} />
                  ))}
                </PillList>
                <a className="inventory__clear" href={href(withSearch(path, props.clearSearch))}>
                  {t('inventory.filter.clearAll')}
                </a>
              </div>
            ) : null}
            {cards.length > 0 ? (
              <>
                <ul className="inventory-grid">
                  {cards.map((card, index) => (
                    <Card key={card.vin} card={card} eager={index < 2} />
                  ))}
                </ul>
                <Pagination path={path} query={query} pages={pages} extra={props.match?.search ?? ''} />
              </>
            ) : (
              <div className="inventory__empty">
                <h2 className="inventory__empty-title">{t('inventory.noResults')}</h2>
                <p>{t('inventory.noResultsHelp')}</p>
                {pills.length > 0 || query.zip ? (
                  <a className="button button--secondary" href={href(withSearch(path, props.clearSearch))}>
                    {t('inventory.filter.clearAll')}
                  </a>
                ) : null}
              </div>
            )}
          </div>
        </div>
      </div>
      <Island island={compareIsland} props={{ kind: props.kind, comparePath: props.comparePath }} load="idle" />
    </>
  );
}

