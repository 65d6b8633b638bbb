/**
 * A model's page: its drawing, starting price, highlights, trims, colours and specs, its year's connected services,
 * with schema.org Car data.
 */
import type { ConnectedServices } from '#domain/catalog/connected-services.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { DisclaimerMarker } from '#ui/components/disclaimer-marker.tsx';
import { useHref, usePage, useVehicleImage } from '#ui/components/page-context.tsx';

export interface ModelPageProps {
  code: string;
  name: string;
  year: number;
  tagline: string;
  description: string;
  highlights: string[];
  startingMsrp: number;
  image: string;
  categories: string[];
  trims: {
    code: string;
    name: string;
    msrp: number;
    mpgCity: number | null;
    mpgHighway: number | null;
    rangeMiles: number | null;
    horsepower: number;
    seating: number;
    drivetrain: string;
    engine: string;
    hybrid: boolean;
    wilderness: boolean;
  }[];
  colors: { code: string; name: string; msrp: number; chip: string }[];
}

/** schema.org Car data for search engines: the model with its trims as offers. */
export function carJsonLd(props: ModelPageProps, brand: string, origin: string, lang: Language): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${props.year} ${brand} ${props.name}`,
    brand: { '@type': 'Brand', name: brand },
    model: props.name,
    vehicleModelDate: String(props.year),
    description: props.description,
    image: `${origin}${props.image}`,
    inLanguage: lang,
    offers: props.trims.map((trim) => ({ '@type': 'Offer', name: trim.name, price: trim.msrp, priceCurrency: 'USD' })),
  };
  // "<" is escaped so the JSON can never close the script element it sits in.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The plans of the model year's connected service, each with its terms and features. */
function ConnectedServicesSection({ connected, model }: { connected: ConnectedServices; model: ModelPageProps }) {
  const { t } = usePage();
  return (
    <section aria-labelledby="model-connected" className="model-connected">
      <h2 id="model-connected" className="page-body__heading">
        {t('connected.title', { service: connected.service })}
      </h2>
      <p className="model-connected__intro">{t('connected.intro', { year: model.year, name: model.name })}</p>
      <ul className="model-connected__plans">
        {connected.plans.map((plan) => (
          <li key={plan.code} className="model-connected__plan">
            <h3 className="model-connected__name">{plan.name}</h3>
            <p className="model-connected__terms">{plan.terms}</p>
            <ul className="model-connected__features">
              {plan.features.map((feature) => (
                <li key={feature.code}>
                  <strong>{feature.name}</strong>
                  <span>{feature.description}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="model-connected__note">{t('connected.note')}</p>
    </section>
  );
}

export function ModelPage({ model, connected = null, jsonLd }: { model: ModelPageProps; connected?: ConnectedServices | null; jsonLd: string }) {
  const { t, brand, lang } = usePage();
  const vehicleImage = useVehicleImage();
  const href = useHref();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <section className="model-hero">
        <div className="container model-hero__inner">
          <div className="model-hero__text">
            <p className="section-hero__eyebrow">
              {model.year} {brand}
            </p>
            <h1 className="model-hero__title">{model.name}</h1>
            <p className="model-hero__tagline">{model.tagline}</p>
            <p className="model-hero__price">
              {t('model.startingAt')} <strong>{formatDollars(model.startingMsrp)}</strong>
              <DisclaimerMarker id="1" />
            </p>
            <p className="model-hero__actions">
              <a className="button button--primary button--large" href={href(`/build/${model.year}/all-categories/${model.code}`)}>
                {t('model.build')}
              </a>
              <a className="button button--ghost button--large" href={href(`/vehicle-info/local-inventory.html?model=${model.code}`)}>
                {t('model.inventory')}
              </a>
            </p>
          </div>
          <img className="model-hero__image" src={vehicleImage(model.image)} alt={t('model.imageAlt', { year: model.year, name: model.name })} width={1600} height={900} fetchPriority="high" />
        </div>
      </section>
      <div className="container page-body">
        <section aria-labelledby="model-overview" className="model-overview">
          <h2 id="model-overview" className="page-body__heading">
            {t('model.overview')}
          </h2>
          <p className="model-overview__description">{model.description}</p>
          <ul className="model-highlights">
            {model.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </section>

        <section>
          <h2 id="model-trims" className="page-body__heading">
            {t('model.trims')}
          </h2>
          <div className="table-scroll" role="region" aria-labelledby="model-trims" tabIndex={0}>
            <table className="spec-table">
              <thead>
                <tr>
                  <th scope="col">{t('model.trim')}</th>
                  <th scope="col">{t('model.msrp')}</th>
                  <th scope="col">{t('model.efficiency')}</th>
                  <th scope="col">{t('model.horsepower')}</th>
                  <th scope="col">{t('model.seating')}</th>
                  <th scope="col">{t('model.drivetrain')}</th>
                </tr>
              </thead>
              <tbody>
                {model.trims.map((trim) => (
                  <tr key={trim.code}>
                    <th scope="row">
                      {trim.name}
                      {trim.hybrid && !/hybrid/i.test(trim.name) ? <span className="tag">{t('model.hybrid')}</span> : null}
                      {trim.wilderness && !/wilderness/i.test(trim.name) ? <span className="tag tag--rugged">{t('model.wilderness')}</span> : null}
                      <span className="spec-table__engine">{trim.engine}</span>
                    </th>
                    <td>{formatDollars(trim.msrp)}</td>
                    <td>
                      {trim.rangeMiles !== null
                        ? t('allVehicles.card.range', { miles: trim.rangeMiles })
                        : t('allVehicles.card.mpg', { city: trim.mpgCity ?? 0, highway: trim.mpgHighway ?? 0 })}
                      <DisclaimerMarker id="2" />
                    </td>
                    <td>{trim.horsepower}</td>
                    <td>{trim.seating}</td>
                    <td>{trim.drivetrain}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="link-list">
            <li>
              <a href={href(`/compare/trims.html?model=${model.code}`)}>{t('model.compareTrims')}</a>
            </li>
            <li>
              <a href={`/services/vehicles/brochures/${model.year}/${model.code}?lang=${lang}`} type="application/pdf">
                {t('pdf.downloadBrochure')}
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="model-colors">
          <h2 id="model-colors" className="page-body__heading">
            {t('model.colors')}
          </h2>
          <ul className="color-list">
            {model.colors.map((color) => (
              <li key={color.code} className="color-list__item">
                <img src={color.chip} alt="" width={48} height={48} loading="lazy" decoding="async" />
                <span>{color.name}</span>
                {color.msrp > 0 ? <span className="color-list__price">+{formatDollars(color.msrp)}</span> : null}
              </li>
            ))}
          </ul>
        </section>

        {connected && connected.plans.length > 0 ? <ConnectedServicesSection connected={connected} model={model} /> : null}

        <section className="notice" aria-labelledby="model-next">
          <h2 id="model-next" className="notice__title">
            {t('model.nextTitle', { name: model.name })}
          </h2>
          <p className="notice__actions">
            <a className="button button--primary" href={href(`/build/${model.year}/all-categories/${model.code}`)}>
              {t('model.build')}
            </a>
            <a className="button button--secondary" href={href('/shopping-tools/special-offers.html')}>
              {t('model.offers')}
            </a>
            <a className="button button--secondary" href={href('/find/a-retailer.html')}>
              {t('nav.section.retailers')}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
