/**
 * Up to three inventory vehicles side by side: a table whose columns are the vehicles and whose rows are what can
 * differ (price, colour, packages, mileage, retailer …), each row headed so a screen reader names the pair it reads.
 * On a phone the row labels stay as a sticky first column beside two vehicles, and a third scrolls in by columns, with
 * "Vehicles 1–2 of 3" and previous/next buttons over the table (the compare-columns island); the heading is compact so
 * the vehicles' pictures and prices are on the first screen.
 */
import { formatDollars, formatMiles } from '#domain/i18n/format.ts';
import type { ReactNode } from 'react';
import { Island } from '#ui/components/island.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { island as columnsIsland } from '#ui/islands/compare-columns.tsx';
import type { VehicleDetail } from './vehicle-page.tsx';

/** How many vehicle columns a phone shows beside the labels; more scroll in. */
const PHONE_COLUMNS = 2;

export function InventoryComparePage({ pageKey, vehicles, backPath, dropped }: { pageKey: string; vehicles: VehicleDetail[]; backPath: string; dropped: boolean }) {
  const { t, lang } = usePage();
  const href = useHref();
  const title = (vehicle: VehicleDetail) => `${vehicle.year} ${vehicle.modelName} ${vehicle.trimName}`;
  const rows: [string, (vehicle: VehicleDetail) => ReactNode][] = [
    [vehicles[0]?.kind === 'cpo' ? 'inventory.card.price' : 'inventory.card.msrp', (vehicle) => <strong>{formatDollars(vehicle.price)}</strong>],
    ['inventory.compare.status', (vehicle) => t(`inventory.status.${vehicle.status}`)],
    ['inventory.vehicle.exterior', (vehicle) => vehicle.colorName],
    ['inventory.vehicle.interior', (vehicle) => vehicle.interiorName],
    ['inventory.vehicle.transmission', (vehicle) => vehicle.transmissionName],
    ['inventory.filter.feature', (vehicle) => (vehicle.packages.length ? vehicle.packages.join(', ') : t('inventory.vehicle.none'))],
    ['inventory.vehicle.accessories', (vehicle) => (vehicle.accessories.length ? vehicle.accessories.join(', ') : t('inventory.vehicle.none'))],
    ...(vehicles.some((vehicle) => vehicle.mileage !== null) ? [['inventory.filter.mileage', (vehicle: VehicleDetail) => (vehicle.mileage === null ? '—' : t('inventory.card.mileage', { miles: formatMiles(vehicle.mileage, lang) }))] as [string, (vehicle: VehicleDetail) => ReactNode]] : []),
    ['inventory.vehicle.retailer', (vehicle) => `${vehicle.retailer.name}, ${vehicle.retailer.city}, ${vehicle.retailer.state}`],
    ['inventory.card.vin', (vehicle) => vehicle.vin],
  ];
  return (
    <div className="container inventory-compare">
      <header className="inventory-compare__head">
        <p className="inventory-compare__back">
          <a href={href(backPath)}>{t('inventory.compare.back')}</a>
        </p>
        <h1 className="inventory-compare__title">{t(`page.${pageKey}.title`)}</h1>
        <p className="inventory-compare__intro">{t(`page.${pageKey}.intro`)}</p>
        {vehicles.length > 0 ? (
          <a className="button button--secondary button--small inventory-compare__pdf" href={`/services/inventory/pdf/compare?${vehicles.map((vehicle) => `vin=${vehicle.vin}`).join('&')}&lang=${lang}`} type="application/pdf">
            {t('pdf.downloadComparison')}
          </a>
        ) : null}
      </header>
      <div className="inventory-compare__body">
        {dropped ? <p className="notice">{t('inventory.compare.limit', { count: 3 })}</p> : null}
        {vehicles.length === 0 ? (
          <div className="inventory__empty">
            <h2 className="inventory__empty-title">{t('inventory.compare.empty')}</h2>
            <p>{t('inventory.compare.emptyHelp')}</p>
          </div>
        ) : (
          <>
          {vehicles.length > PHONE_COLUMNS ? <Island island={columnsIsland} props={{ scroller: 'compare-scroll', count: vehicles.length, shown: PHONE_COLUMNS }} load="visible" /> : null}
          <div className="inventory-compare__scroll" id="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0} data-columns={vehicles.length}>
            <table className="inventory-compare__table">
              <caption id="compare-caption" className="visually-hidden">
                {t(`page.${pageKey}.title`)}
              </caption>
              <thead>
                <tr>
                  <td />
                  {vehicles.map((vehicle) => (
                    <th key={vehicle.vin} scope="col">
                      <img src={vehicle.image} alt="" width={1600} height={900} decoding="async" />
                      <a href={href(`/vehicle-info/local-inventory/vehicle.html?vin=${vehicle.vin}`)}>{title(vehicle)}</a>
                      <span className="inventory-compare__color">{vehicle.colorName}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label}>
                    <th scope="row">{t(label)}</th>
                    {vehicles.map((vehicle) => (
                      <td key={vehicle.vin}>{cell(vehicle)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          </>
        )}
      </div>
    </div>
  );
}
