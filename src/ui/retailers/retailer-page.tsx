/** One retailer: address, contact, hours, services, a map, awards and "love promise" stories, with AutoDealer JSON-LD. */
import { formatClock } from '#domain/i18n/format.ts';
import type { Retailer, RetailerStory } from '#domain/retailers/types.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { StaticMap } from '#ui/components/static-map.tsx';
import type { StaticMapImage } from '#domain/geo/static-map.ts';
import { shownPhone, telHref } from '#domain/retailers/call-tracking.ts';

export interface RetailerPageProps {
  retailer: Retailer;
  stories: RetailerStory[];
  /** The retailer's surroundings as a signed static map (RETAILER_PAGE_MAP). */
  map: StaticMapImage;
}

/** The retailer page's map: the retailer's town and the towns around it. */
export const RETAILER_PAGE_MAP = { zoom: 11, width: 600, height: 376 } as const;

const DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

function HoursTable({ retailer, department }: { retailer: Retailer; department: 'sales' | 'service' }) {
  const { t, lang } = usePage();
  return (
    <table className="retailer-hours">
      <caption>{t(`retailer.hours.${department}`)}</caption>
      <tbody>
        {DAYS.map((day) => {
          const slot = retailer.hours.find((item) => item.department === department && item.day === day);
          return (
            <tr key={day}>
              <th scope="row">{t(`retailer.day.${day}`)}</th>
              <td>{slot ? `${formatClock(slot.opens, lang)} – ${formatClock(slot.closes, lang)}` : t('finder.closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function retailerJsonLd(retailer: Retailer, brand: string, origin: string, path: string): string {
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${origin}${path}`,
    name: retailer.name,
    brand: { '@type': 'Brand', name: brand },
    url: `${origin}${path}`,
    telephone: retailer.phone,
    address: { '@type': 'PostalAddress', streetAddress: retailer.address.line1, addressLocality: retailer.address.city, addressRegion: retailer.address.state, postalCode: retailer.address.zipcode, addressCountry: 'US' },
    geo: { '@type': 'GeoCoordinates', latitude: retailer.latitude, longitude: retailer.longitude },
    openingHoursSpecification: retailer.hours
      .filter((slot) => slot.department === 'sales')
      .map((slot) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${days[slot.day]}`, opens: slot.opens, closes: slot.closes })),
    sameAs: [retailer.website],
  };
  // "<" escaped so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function RetailerPage({ retailer, stories, map, jsonLd }: RetailerPageProps & { jsonLd: string }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <section className="section-hero">
        <div className="container section-hero__inner">
          <p className="section-hero__eyebrow">
            <a href={href('/find/a-retailer.html')}>{t('page.findRetailer.title')}</a>
          </p>
          <h1 className="section-hero__title">{retailer.name}</h1>
          <p className="section-hero__intro">
            {retailer.address.city}, {retailer.address.state}
            {retailer.status === 'Inactive' ? ` · ${t('retailer.inactive')}` : ''}
          </p>
        </div>
      </section>
      <div className="container page-body retailer">
        <div className="retailer__grid">
          <section className="retailer__card" aria-labelledby="retailer-contact">
            <h2 id="retailer-contact">{t('retailer.contact')}</h2>
            <address>
              {retailer.address.line1}
              <br />
              {retailer.address.city}, {retailer.address.state} {retailer.address.zipcode}
            </address>
            <p className="retailer__links">
              <a href={telHref(shownPhone(retailer))}>{shownPhone(retailer)}</a>
              <a href={retailer.website} rel="noopener" target="_blank">
                {t('finder.website')}
                <span className="visually-hidden"> {t('finder.newWindow')}</span>
              </a>
              <a href={`https://www.google.com/maps/dir/?api=1&destination=${retailer.latitude},${retailer.longitude}`} rel="noopener" target="_blank">
                {t('finder.directions')}
                <span className="visually-hidden"> {t('finder.newWindow')}</span>
              </a>
            </p>
            <h3>{t('finder.servicesLabel')}</h3>
            <ul className="finder-card__services">
              {retailer.services.map((service) => (
                <li key={service}>{t(`finder.service.${service}`)}</li>
              ))}
            </ul>
          </section>
          <StaticMap className="retailer__map" map={map} alt={t('retailer.mapLabel', { name: retailer.name, city: retailer.address.city })} />
        </div>
        <div className="retailer__grid">
          <HoursTable retailer={retailer} department="sales" />
          <HoursTable retailer={retailer} department="service" />
        </div>
        {retailer.awards.length > 0 ? (
          <section aria-labelledby="retailer-awards">
            <h2 id="retailer-awards">{t('retailer.awards')}</h2>
            <ul className="retailer__awards">
              {retailer.awards.map((award) => (
                <li key={`${award.year}-${award.name}`}>
                  <strong>{award.year}</strong> {award.name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {stories.length > 0 ? (
          <section aria-labelledby="retailer-stories">
            <h2 id="retailer-stories">{t('retailer.stories')}</h2>
            {stories.map((story) => (
              <article key={story.id} className="retailer__story">
                <h3>{story.title}</h3>
                <p>{story.body}</p>
                <p className="retailer__byline">
                  {story.author} · <time dateTime={story.date}>{story.date}</time>
                </p>
              </article>
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}
