/**
 * One vehicle of the inventory (new or certified pre-owned): its pictures in its colour, price, what it is built
 * with, the retailer that has it, and what to do next (contact the retailer, get a quote, estimate a payment).
 */
import { formatDay, formatDollars, formatMiles } from '#domain/i18n/format.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { PaymentEstimate } from '#ui/finance/payment-estimate.tsx';
import type { InventoryCard } from './inventory-page.tsx';
import { telHref } from '#domain/retailers/call-tracking.ts';
import { listingPriceLines } from '#domain/inventory/price-lines.ts';

export interface VehicleDetail extends InventoryCard {
  /** Front, side and rear drawings in the vehicle's colour. */
  views: { view: string; src: string }[];
  interiorName: string;
  transmissionName: string;
  packages: string[];
  accessories: string[];
  msrp: number;
  retailer: { name: string; line1: string; city: string; state: string; zipcode: string; phone: string };
}

export function InventoryVehiclePage({ vehicle, backPath }: { vehicle: VehicleDetail; backPath: string }) {
  const { t, lang } = usePage();
  const href = useHref();
  const title = `${vehicle.year} ${vehicle.modelName} ${vehicle.trimName}`;
  // The lead forms take the vehicle along: its VIN (the form shows it and the lead stores it) and its retailer.
  const formQuery = new URLSearchParams({ year: String(vehicle.year), model: vehicle.modelCode, trim: vehicle.trimCode, color: vehicle.colorCode, retailer: vehicle.retailerId, vin: vehicle.vin }).toString();
  const quote = `/shopping-tools/get-local-price.html?${formQuery}`;
  const testDrive = `/shopping-tools/schedule-a-test-drive.html?${formQuery}`;
  const contact = `/shopping-tools/contact-retailer.html?${new URLSearchParams({ retailer: vehicle.retailerId, vin: vehicle.vin }).toString()}`;
  const payment = `/shopping-tools/payment-calculator.html?${new URLSearchParams({ price: String(vehicle.price), year: String(vehicle.year), model: vehicle.modelCode, trim: vehicle.trimCode }).toString()}`;
  const certified = vehicle.certifiedOn ? formatDay(vehicle.certifiedOn, lang, 'long') : null;
  return (
    <div className="container page-body inventory-vehicle">
      <p className="inventory-vehicle__back">
        <a href={href(backPath)}>{t(vehicle.kind === 'cpo' ? 'inventory.vehicle.backCpo' : 'inventory.vehicle.back')}</a>
      </p>
      <div className="inventory-vehicle__layout">
        <div className="inventory-vehicle__gallery">
          {vehicle.views.map((view, index) => (
            <img key={view.view} src={view.src} alt={t('inventory.vehicle.viewAlt', { vehicle: title, view: t(`bp.view.${view.view}`) })} width={1600} height={900} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          ))}
        </div>
        <section className="inventory-vehicle__summary" aria-labelledby="vehicle-title">
          <p className={`inventory-card__status inventory-card__status--${vehicle.status} inventory-vehicle__status`}>{t(`inventory.status.${vehicle.status}`)}</p>
          <h1 id="vehicle-title" className="inventory-vehicle__title">
            {title}
          </h1>
          <dl className="inventory-vehicle__prices">
            {listingPriceLines(vehicle).map((line) => (
              <div key={line.label} className={line.total ? 'inventory-vehicle__price' : undefined}>
                <dt>{t(line.label)}</dt>
                <dd>{line.total ? <strong>{formatDollars(line.dollars)}</strong> : formatDollars(line.dollars)}</dd>
              </div>
            ))}
          </dl>
          <PaymentEstimate price={vehicle.price} calculatorQuery={new URLSearchParams({ year: String(vehicle.year), model: vehicle.modelCode, trim: vehicle.trimCode }).toString()} />
          <p className="inventory-vehicle__actions">
            <a className="button button--primary" href={href(contact)}>
              {t('inventory.card.contact')}
            </a>
            {vehicle.kind === 'new' ? (
              <a className="button button--secondary" href={href(quote)}>
                {t('inventory.card.quote')}
              </a>
            ) : null}
            <a className="button button--secondary" href={href(testDrive)}>
              {t('inventory.vehicle.testDrive')}
            </a>
            <a className="button button--text" href={href(payment)}>
              {t('inventory.vehicle.payment')}
            </a>
            <a className="button button--text" href={`/services/inventory/pdf/vehicle/${vehicle.vin}?lang=${lang}`} type="application/pdf">
              {t('pdf.downloadVehicle')}
            </a>
          </p>
          <h2 className="inventory-vehicle__heading">{t('inventory.vehicle.details')}</h2>
          <dl className="inventory-vehicle__facts">
            <div>
              <dt>{t('inventory.vehicle.exterior')}</dt>
              <dd>{vehicle.colorName}</dd>
            </div>
            <div>
              <dt>{t('inventory.vehicle.interior')}</dt>
              <dd>{vehicle.interiorName}</dd>
            </div>
            <div>
              <dt>{t('inventory.vehicle.transmission')}</dt>
              <dd>{vehicle.transmissionName}</dd>
            </div>
            {vehicle.mileage !== null ? (
              <div>
                <dt>{t('inventory.filter.mileage')}</dt>
                <dd>{t('inventory.card.mileage', { miles: formatMiles(vehicle.mileage, lang) })}</dd>
              </div>
            ) : null}
            {certified ? (
              <div>
                <dt>{t('inventory.vehicle.certifiedOn')}</dt>
                <dd>{certified}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('inventory.filter.feature')}</dt>
              <dd>{vehicle.packages.length ? vehicle.packages.join(', ') : t('inventory.vehicle.none')}</dd>
            </div>
            <div>
              <dt>{t('inventory.vehicle.accessories')}</dt>
              <dd>{vehicle.accessories.length ? vehicle.accessories.join(', ') : t('inventory.vehicle.none')}</dd>
            </div>
            <div>
              <dt>{t('inventory.card.vin')}</dt>
              <dd>{vehicle.vin}</dd>
            </div>
            <div>
              <dt>{t('inventory.card.stock')}</dt>
              <dd>{vehicle.stockNumber}</dd>
            </div>
          </dl>
          <h2 className="inventory-vehicle__heading">{t('inventory.vehicle.retailer')}</h2>
          <div className="inventory-vehicle__retailer">
            <p>
              <a href={href(`/find/retailers/${vehicle.retailerId}-${vehicle.retailerSlug}.html`)}>
                <strong>{vehicle.retailer.name}</strong>
              </a>
            </p>
            <p>
              {vehicle.retailer.line1}
              <br />
              {vehicle.retailer.city}, {vehicle.retailer.state} {vehicle.retailer.zipcode}
            </p>
            <p>
              <a href={telHref(vehicle.retailer.phone)}>{vehicle.retailer.phone}</a>
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}

/** The vehicle page without a VIN: where to choose a vehicle. */
export function NoVehicleChosen() {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={t('nav.section.shopping')} title={t('page.inventoryVehicle.title')} intro={t('inventory.vehicle.choose')} />
      <div className="container page-body">
        <p className="notice__actions">
          <a className="button button--primary" href={href('/vehicle-info/local-inventory.html')}>
            {t('page.localInventory.title')}
          </a>
          <a className="button button--secondary" href={href('/vehicle-info/certified-pre-owned/certified-pre-owned.html')}>
            {t('page.certifiedPreOwned.title')}
          </a>
        </p>
      </div>
    </>
  );
}
