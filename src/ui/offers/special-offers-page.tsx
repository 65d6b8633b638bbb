/**
 * `/shopping-tools/special-offers.html`: the offers running today for the visitor's ZIP code (national ones until
 * a ZIP is known), grouped by model, with a model filter and a ZIP form that are plain links and a GET form, so
 * the page works without script. Each offer's fine print is a numbered disclaimer of the site's own kind.
 */
import type { OfferDisclaimerView, OfferModelGroup } from '#domain/offers/view.ts';
import { DisclaimerMarker } from '#ui/components/disclaimer-marker.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { OfferCard } from './offer-card.tsx';
import { OfferFinePrint } from './offer-fine-print.tsx';

export const SPECIAL_OFFERS_PATH = '/shopping-tools/special-offers.html';

export interface SpecialOffersPageProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** Where the offers are for; null for national offers only. */
  location: { zipCode: string; city: string; state: string } | null;
  /** The ZIP field: what it shows and, after a bad ZIP, why it was refused. */
  zip: { value: string; error: 'invalid' | 'unknown' | null };
  /** A ZIP the address asked for, kept by the model links so filtering does not lose it. */
  queryZip: string | null;
  /** The models with offers here, in lineup order, with how many each has. */
  models: { code: string; name: string; count: number }[];
  /** Every offer running here, whatever the model filter. */
  total: number;
  /** The model filter, when one is set (name null for a code the catalog does not know). */
  selected: { code: string; name: string | null } | null;
  groups: OfferModelGroup[];
  disclaimers: OfferDisclaimerView[];
}

/** The id of a model filter's link (`all` for every model). */
const chipId = (code: string | null) => `offers-chip-${code ?? 'all'}`;

/**
 * The page's own address with a ZIP and a model, in the page's language. It ends at the chosen filter's link, so
 * the new page opens where the visitor was, that link scrolled into view even in the phone's sideways row.
 */
function useOffersHref(): (query: { zip?: string | null; model?: string | null }) => string {
  const href = useHref();
  return ({ zip, model }) => {
    const params = new URLSearchParams();
    if (zip) params.set('zip', zip);
    if (model) params.set('model', model);
    const search = params.toString();
    return `${href(search ? `${SPECIAL_OFFERS_PATH}?${search}` : SPECIAL_OFFERS_PATH)}#${chipId(model ?? null)}`;
  };
}

function countText(t: ReturnType<typeof usePage>['t'], count: number): string {
  return t('offers.count', { count });
}

function Location({ location, zip, selected }: Pick<SpecialOffersPageProps, 'location' | 'zip' | 'selected'>) {
  const { t } = usePage();
  const href = useHref();
  const error = zip.error === 'invalid' ? t('offers.zip.invalid') : zip.error === 'unknown' ? t('offers.zip.unknown', { zip: zip.value }) : undefined;
  const place = location ? `${location.city}, ${location.state} ${location.zipCode}` : null;
  return (
    <section className={`offers-location${location ? '' : ' offers-location--national'}`} aria-labelledby="offers-location-title">
      <div className="offers-location__text">
        <svg className="offers-location__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <div>
          <h2 id="offers-location-title" className="offers-location__title">
            {place ? t('offers.location.title', { place }) : t('offers.location.national')}
          </h2>
          <p className="offers-location__note">{place ? t('offers.location.note') : t('offers.location.prompt')}</p>
        </div>
      </div>
      <form className="offers-zip" method="get" action={href(SPECIAL_OFFERS_PATH)} noValidate>
        <TextField
          id="offers-zip"
          className="offers-zip__field"
          label={t('offers.zip.label')}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={zip.value}
          error={error}
        />
        {selected ? <input type="hidden" name="model" value={selected.code} /> : null}
        <button type="submit" className="button button--primary offers-zip__submit">
          {t('offers.zip.submit')}
        </button>
      </form>
    </section>
  );
}

function ModelFilter({ models, total, selected, queryZip }: Pick<SpecialOffersPageProps, 'models' | 'total' | 'selected' | 'queryZip'>) {
  const { t } = usePage();
  const offersHref = useOffersHref();
  const chips = [{ code: null, name: t('offers.filter.all'), count: total }, ...models];
  // A chosen model without offers here still shows as chosen, so the visitor sees what the page is filtered by.
  if (selected?.name && !models.some((model) => model.code === selected.code)) chips.push({ code: selected.code, name: selected.name, count: 0 });
  return (
    <nav className="offers-filter" aria-label={t('offers.filter.label')}>
      <ul className="offers-filter__list" role="list">
        {chips.map((chip) => {
          const current = chip.code === null ? !selected : selected?.code === chip.code;
          return (
            <li key={chip.code ?? 'all'}>
              <a id={chipId(chip.code)} className="offers-filter__chip" href={offersHref({ zip: queryZip, model: chip.code })} aria-current={current ? 'true' : undefined}>
                <span>{chip.name}</span>
                <span className="offers-filter__count" aria-hidden="true">
                  {chip.count}
                </span>
                <span className="visually-hidden">{`(${countText(t, chip.count)})`}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ModelGroup({ group, eager }: { group: OfferModelGroup; eager: boolean }) {
  const { t } = usePage();
  const href = useHref();
  const titleId = `offers-model-${group.code}`;
  const forModel = <span className="visually-hidden"> {t('offers.link.for', { name: group.name })}</span>;
  const arrow = (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3 8h9M8.5 4.5 12 8l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <section className="offer-group" aria-labelledby={titleId}>
      <div className="offer-group__header">
        <div className="offer-group__picture">
          <img className="offer-group__image" src={group.image} alt="" width={1600} height={900} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </div>
        <div className="offer-group__heading">
          <h2 id={titleId} className="offer-group__title">
            {group.name}
          </h2>
          <p className="offer-group__count">{countText(t, group.offers.length)}</p>
          <ul className="offer-group__links" role="list">
            <li>
              <a className="button button--primary" href={href(group.links.localPrice)}>
                {t('offers.link.localPrice')}
                {forModel}
              </a>
            </li>
            <li>
              <a className="offer-group__link" href={href(group.links.build)}>
                {t('offers.link.build')}
                {forModel}
                {arrow}
              </a>
            </li>
            <li>
              <a className="offer-group__link" href={href(group.links.inventory)}>
                {t('offers.link.inventory')}
                {forModel}
                {arrow}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <ul className="offer-grid" role="list">
        {group.offers.map((offer) => (
          <OfferCard key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  );
}

function NoOffers({ selected, queryZip }: Pick<SpecialOffersPageProps, 'selected' | 'queryZip'>) {
  const { t } = usePage();
  const href = useHref();
  const offersHref = useOffersHref();
  return (
    <section className="offers-empty" aria-labelledby="offers-empty-title">
      <svg className="offers-empty__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path d="M4 12 12 4h8v8l-8 8Z M16 8h.01 M3 3l18 18" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="offers-empty-title" className="offers-empty__title">
        {t('offers.empty.title')}
      </h2>
      <p className="offers-empty__text">{selected ? t('offers.empty.filtered') : t('offers.empty.none')}</p>
      <p className="offers-empty__actions">
        {selected ? (
          <a className="button button--primary" href={offersHref({ zip: queryZip })}>
            {t('offers.empty.clear')}
          </a>
        ) : null}
        <a className={`button ${selected ? 'button--secondary' : 'button--primary'}`} href={href('/vehicle-info/all-vehicles.html')}>
          {t('offers.empty.browse')}
        </a>
      </p>
    </section>
  );
}

export function SpecialOffersPage(props: SpecialOffersPageProps) {
  const { eyebrow, title, intro, location, zip, queryZip, models, total, selected, groups, disclaimers } = props;
  return (
    <>
      <OfferFinePrint items={disclaimers} />
      <SectionHero
        eyebrow={eyebrow}
        title={title}
        intro={
          <>
            {intro}
            <DisclaimerMarker id="3" />
          </>
        }
      />
      <div className="container page-body offers">
        <Location location={location} zip={zip} selected={selected} />
        {total > 0 ? <ModelFilter models={models} total={total} selected={selected} queryZip={queryZip} /> : null}
        {groups.length > 0 ? (
          <div className="offers__groups">
            {groups.map((group, index) => (
              <ModelGroup key={group.code} group={group} eager={index === 0} />
            ))}
          </div>
        ) : (
          <NoOffers selected={selected} queryZip={queryZip} />
        )}
      </div>
    </>
  );
}
