/** The home page: hero, the main shopping tools, owners' shortcuts and the retailer teaser. */
import { DisclaimerMarker } from '../components/disclaimer-marker.tsx';
import { HeroArt } from '../components/hero-art.tsx';
import { useHref, usePage } from '../components/page-context.tsx';

const TOOLS = [
  { key: 'specialOffers', path: '/shopping-tools/special-offers.html', icon: 'tag' },
  { key: 'localInventory', path: '/vehicle-info/local-inventory.html', icon: 'grid' },
  { key: 'certifiedPreOwned', path: '/vehicle-info/certified-pre-owned/certified-pre-owned.html', icon: 'shield' },
  { key: 'paymentCalculator', path: '/shopping-tools/payment-calculator.html', icon: 'calc' },
] as const;

const OWNERS = [
  { key: 'scheduleService', path: '/owners/schedule-service.html' },
  { key: 'recalls', path: '/owners/recalls.html' },
  { key: 'vehicleResources', path: '/owners/vehicle-resources.html' },
  { key: 'manualsWarranties', path: '/owners/manuals-and-warranties.html' },
] as const;

const ICONS: Record<(typeof TOOLS)[number]['icon'], string> = {
  tag: 'M4 12 12 4h8v8l-8 8Z M16 8h.01',
  grid: 'M4 4h7v7H4Z M13 4h7v7h-7Z M4 13h7v7H4Z M13 13h7v7h-7Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6Z M8.5 12l2.5 2.5 4.5-5',
  calc: 'M6 3h12v18H6Z M9 7h6 M9 12h.01 M12 12h.01 M15 12h.01 M9 16h.01 M12 16h.01 M15 16h.01',
};

export function HomePage() {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <section className="home-hero">
        <HeroArt />
        <div className="container home-hero__content">
          <p className="home-hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 className="home-hero__title">{t('home.title')}</h1>
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
      </section>

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

      <section className="home-band" aria-labelledby="home-offers">
        <div className="container home-band__inner">
          <div>
            <h2 id="home-offers" className="home-band__title">
              {t('home.offersTitle')}
              <DisclaimerMarker id="3" />
            </h2>
            <p className="home-band__text">
              {t('home.offersText')}
              <DisclaimerMarker id="1" />
            </p>
          </div>
          <a className="button button--primary button--large" href={href('/shopping-tools/special-offers.html')}>
            {t('home.offersCta')}
          </a>
        </div>
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
        <div className="retailer-teaser">
          <h2 className="home-section__title">{t('home.retailerTitle')}</h2>
          <p className="home-section__text">{t('home.retailerText')}</p>
          <form className="retailer-teaser__form" action={href('/find/a-retailer.html')} method="get">
            <label htmlFor="home-zip" className="field__label">
              {t('home.retailerZipLabel')}
            </label>
            <div className="retailer-teaser__row">
              <input id="home-zip" className="field__input" name="zip" inputMode="numeric" autoComplete="postal-code" pattern="[0-9]{5}" maxLength={5} />
              <button className="button button--primary" type="submit">
                {t('home.retailerCta')}
              </button>
            </div>
          </form>
        </div>
      </section>
    </>
  );
}
