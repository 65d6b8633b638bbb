/**
 * The home page: the hero (its vehicle drawing is the page's largest paint, fetched first), the top offers for the
 * visitor's region, the model lineup with starting prices, the shopping tools, owners' shortcuts and a retailer
 * teaser — the preferred retailer, else the nearest to the saved ZIP code, else a ZIP form. No island: all of it is
 * links and one GET form.
 */
import type { OfferDisclaimerView, OfferView } from '#domain/offers/view.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import type { LineupVehicle } from '#ui/islands/all-vehicles.tsx';
import { DisclaimerMarker } from '#ui/components/disclaimer-marker.tsx';
import { HeroArt } from '#ui/components/hero-art.tsx';
import { useHref, usePage, useVehicleImage } from '#ui/components/page-context.tsx';
import { OfferCard } from '#ui/offers/offer-card.tsx';
import { OfferFinePrint } from '#ui/offers/offer-fine-print.tsx';
import { shownPhone, telHref } from '#domain/retailers/call-tracking.ts';

/** A lineup card on the home page: the all-vehicles card without its filter facts. */
export type HomeLineupVehicle = Pick<LineupVehicle, 'code' | 'name' | 'slug' | 'year' | 'tagline' | 'startingMsrp' | 'image'>;

export interface HomeRetailer {
  /** `preferred`: the visitor's own; `nearest`: the closest to their saved ZIP code. */
  kind: 'preferred' | 'nearest';
  id: string;
  name: string;
  slug: string;
  address: { line1: string; city: string; state: string; zipcode: string };
  phone: string;
  /** Miles from the saved ZIP code (nearest only). */
  distance: number | null;
}

export interface HomePageProps {
  hero: HomeLineupVehicle | null;
  lineup: HomeLineupVehicle[];
  offers: {
    /** The place the offers are for; null for national offers only. */
    place: { zipCode: string; city: string; state: string } | null;
    items: OfferView[];
    disclaimers: OfferDisclaimerView[];
  };
  retailer: HomeRetailer | null;
  /** The visitor's saved ZIP code, to prefill the retailer form. */
  zip: string;
}

const TOOLS = [
  { key: 'specialOffers', path: '/shopping-tools/special-offers.html', icon: 'tag' },
  { key: 'localInventory', path: '/vehicle-info/local-inventory.html', icon: 'grid' },
  { key: 'certifiedPreOwned', path: '/vehicle-info/certified-pre-owned/certified-pre-owned.html', icon: 'shield' },
  { key: 'paymentCalculator', path: '/shopping-tools/payment-calculator.html', icon: 'calc' },
] as const;

const OWNERS = [
  { key: 'scheduleService', path: '/owners/schedule-service.html' },
  { key: 'recalls', path: '/owners/recalls.html' },
  { key: 'manualsWarranties', path: '/owners/manuals-and-warranties.html' },
  { key: 'vehicleResources', path: '/owners/vehicle-resources.html' },
] as const;

const ICONS: Record<(typeof TOOLS)[number]['icon'], string> = {
  tag: 'M4 12 12 4h8v8l-8 8Z M16 8h.01',
  grid: 'M4 4h7v7H4Z M13 4h7v7h-7Z M4 13h7v7H4Z M13 13h7v7h-7Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6Z M8.5 12l2.5 2.5 4.5-5',
  calc: 'M6 3h12v18H6Z M9 7h6 M9 12h.01 M12 12h.01 M15 12h.01 M9 16h.01 M12 16h.01 M15 16h.01',
};

function Hero({ hero }: { hero: HomeLineupVehicle | null }) {
  const { t, brand } = usePage();
  const vehicleImage = useVehicleImage();
  const href = useHref();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <HeroArt />
      <div className="container home-hero__grid">
        <div className="home-hero__content">
          <p className="home-hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title" className="home-hero__title">
            {t('home.title')}
          </h1>
          <p className="home-hero__intro">{t('home.intro')}</p>
          <p className="home-hero__actions">
            <a className="button button--primary button--large" href={href('/build.html')}>
              {t('home.ctaBuild')}
            </a>
            <a className="button button--ghost button--large" href={href('/vehicle-info/all-vehicles.html')}>
              {t('home.ctaExplore')}
            </a>
          </p>
        </div>
        {hero ? (
          <figure className="home-hero__vehicle">
            {/* The largest paint of the page: fetched first, its box reserved by its size. */}
            <img className="home-hero__image" src={vehicleImage(hero.image)} alt={t('home.heroAlt', { year: hero.year, brand, name: hero.name })} width={1600} height={900} fetchPriority="high" decoding="async" />
            <figcaption className="home-hero__caption">
              <a href={href(`/vehicles/${hero.slug}.html`)}>
                <span className="home-hero__caption-name">{t('home.heroName', { year: hero.year, name: hero.name })}</span>
                <span className="home-hero__caption-price">{t('home.startingAt', { price: formatDollars(hero.startingMsrp) })}</span>
              </a>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}

function Lineup({ lineup }: { lineup: HomeLineupVehicle[] }) {
  const { t } = usePage();
  const vehicleImage = useVehicleImage();
  const href = useHref();
  return (
    <section className="container home-section home-lineup" aria-labelledby="home-lineup-title">
      <div className="home-section__head">
        <h2 id="home-lineup-title" className="home-section__title">
          {t('home.lineupTitle')}
        </h2>
        <a className="home-section__more" href={href('/vehicle-info/all-vehicles.html')}>
          {t('home.lineupAll')}
        </a>
      </div>
      {/* The prices' fine print (disclaimer 1, pricing) is marked once, in the offers band above. */}
      <p className="home-section__text">{t('home.lineupText')}</p>
      <ul className="lineup-row">
        {lineup.map((vehicle) => (
          <li key={vehicle.code} className="lineup-card">
            <a className="lineup-card__link" href={href(`/vehicles/${vehicle.slug}.html`)}>
              <img className="lineup-card__image" src={vehicleImage(vehicle.image)} alt="" width={1600} height={900} loading="lazy" decoding="async" />
              <span className="lineup-card__year">{vehicle.year}</span>
              <span className="lineup-card__name">{vehicle.name}</span>
              <span className="lineup-card__price">
                {t('allVehicles.card.startingAt')} <strong>{formatDollars(vehicle.startingMsrp)}</strong>
              </span>
            </a>
            <a className="lineup-card__build" href={href(`/build/${vehicle.year}/all-categories/${vehicle.code}`)}>
              {t('allVehicles.card.build', { name: vehicle.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Offers({ offers }: { offers: HomePageProps['offers'] }) {
  const { t } = usePage();
  const href = useHref();
  const { place } = offers;
  return (
    <section className="home-band home-offers" aria-labelledby="home-offers">
      <div className="container">
        <div className="home-offers__head">
          <div>
            <h2 id="home-offers" className="home-band__title">
              {t('home.offersTitle')}
              <DisclaimerMarker id="3" />
            </h2>
            <p className="home-band__text">
              {place ? t('home.offersNear', { city: place.city, state: place.state, zip: place.zipCode }) : t('home.offersNational')}
              <DisclaimerMarker id="1" />
            </p>
          </div>
          <a className="button button--primary button--large" href={href('/shopping-tools/special-offers.html')}>
            {t('home.offersCta')}
          </a>
        </div>
        {offers.items.length > 0 ? (
          <>
            <OfferFinePrint items={offers.disclaimers} />
            <ul className="home-offers__list">
              {offers.items.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </ul>
          </>
        ) : (
          <p className="home-band__text">{t('home.offersText')}</p>
        )}
      </div>
    </section>
  );
}

function RetailerTeaser({ retailer, zip }: { retailer: HomeRetailer | null; zip: string }) {
  const { t } = usePage();
  const href = useHref();
  if (!retailer) {
    return (
      <div className="retailer-teaser">
        <h2 className="home-section__title">{t('home.retailerTitle')}</h2>
        <p className="home-section__text">{t('home.retailerText')}</p>
        <form className="retailer-teaser__form" action={href('/find/a-retailer.html')} method="get">
          <label htmlFor="home-zip" className="field__label">
            {t('home.retailerZipLabel')}
          </label>
          <div className="retailer-teaser__row">
            <input id="home-zip" className="field__input" name="q" inputMode="numeric" autoComplete="postal-code" pattern="[0-9]{5}" maxLength={5} defaultValue={zip} />
            <button className="button button--primary" type="submit">
              {t('home.retailerCta')}
            </button>
          </div>
        </form>
      </div>
    );
  }
  return (
    <div className="retailer-teaser">
      <p className="retailer-teaser__eyebrow">{retailer.kind === 'preferred' ? t('finder.yourRetailer') : t('home.retailerNearest', { zip })}</p>
      <h2 className="home-section__title retailer-teaser__name">{retailer.name}</h2>
      <address className="retailer-teaser__address">
        {retailer.address.line1}, {retailer.address.city}, {retailer.address.state} {retailer.address.zipcode}
        {retailer.distance !== null ? <span className="retailer-teaser__distance"> · {t('finder.distance', { miles: retailer.distance })}</span> : null}
      </address>
      <p className="retailer-teaser__phone">
        <a href={telHref(shownPhone(retailer))}>{shownPhone(retailer)}</a>
      </p>
      <p className="retailer-teaser__actions">
        <a className="button button--primary" href={href(`/find/retailers/${retailer.id}-${retailer.slug}.html`)}>
          {t('home.retailerDetails')}
        </a>
        <a className="button button--secondary" href={href('/owners/schedule-service.html')}>
          {t('page.scheduleService.title')}
        </a>
      </p>
      <p className="retailer-teaser__change">
        <a href={href('/find/a-retailer.html')}>{retailer.kind === 'preferred' ? t('home.retailerChange') : t('home.retailerOthers')}</a>
      </p>
    </div>
  );
}

export function HomePage({ hero, lineup, offers, retailer, zip }: HomePageProps) {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <Hero hero={hero} />
      {/* Offers before the lineup: their markers are the page's first disclaimers (1 special offers, 2 pricing). */}
      <Offers offers={offers} />
      {lineup.length > 0 ? <Lineup lineup={lineup} /> : null}

      <section className="container home-section" aria-labelledby="home-tools">
        <h2 id="home-tools" className="home-section__title">
          {t('home.toolsTitle')}
        </h2>
        <ul className="tool-grid">
          {TOOLS.map((tool) => (
            <li key={tool.key} className="card card--link tool-card">
              <a className="card__link" href={href(tool.path)}>
                <svg className="tool-card__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                  <path d={ICONS[tool.icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className="card__title">{t(`page.${tool.key}.title`)}</span>
                <span className="card__text">{t(`page.${tool.key}.intro`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="container home-section home-split" aria-labelledby="home-owners">
        <div>
          <h2 id="home-owners" className="home-section__title">
            {t('home.ownersTitle')}
          </h2>
          <p className="home-section__text">{t('home.ownersText')}</p>
          <ul className="link-list">
            {OWNERS.map((item) => (
              <li key={item.key}>
                <a href={href(item.path)}>{t(`page.${item.key}.title`)}</a>
              </li>
            ))}
          </ul>
        </div>
        <RetailerTeaser retailer={retailer} zip={zip} />
      </section>
    </>
  );
}
