/**
 * Up to three inventory vehicles side by side: a table whose columns are the vehicles and whose rows are what can
 * differ (price, colour, packages, mileage, retailer …), each row headed so a screen reader names the pair it reads.
 */
import { formatDollars, formatMiles } from '#domain/i18n/format.ts';
import type { ReactNode } from 'react';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import type { VehicleDetail } from './vehicle-page.tsx';

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
    <>
      <SectionHero eyebrow={t('nav.section.shopping')} title={t(`page.${pageKey}.title`)} intro={t(`page.${pageKey}.intro`)} />
      <div className="container page-body inventory-compare">
        <p className="inventory-vehicle__back">
          <a href={href(backPath)}>{t('inventory.compare.back')}</a>
        </p>
        {dropped ? <p className="notice">{t('inventory.compare.limit', { count: 3 })}</p> : null}
        {vehicles.length > 0 ? (
          <p>
            <a className="button button--secondary button--small" href={`/services/inventory/pdf/compare?${vehicles.map((vehicle) => `vin=${vehicle.vin}`).join('&')}&lang=${lang}`} type="application/pdf">
              {t('pdf.downloadComparison')}
            </a>
          </p>
        ) : null}
        {vehicles.length === 0 ? (
          <div className="inventory__empty">
            <h2 className="inventory__empty-title">{t('inventory.compare.empty')}</h2>
            <p>{t('inventory.compare.emptyHelp')}</p>
          </div>
        ) : (
          <div className="inventory-compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="inventory-compare__table">
              <caption id="compare-caption" className="visually-hidden">
                {t(`page.${pageKey}.title`)}
              </caption>
              <thead>
                <tr>
                  <td />
                  {vehicles.map((vehicle) => (
                    <th key={vehicle.vin} scope="col">
                      <img src={vehicle.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />
                      <a href={href(`/vehicle-info/local-inventory/vehicle.html?vin=${vehicle.vin}`)}>{title(vehicle)}</a>
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
        )}
      </div>
    </>
  );
}
