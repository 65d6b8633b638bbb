/**
 * The all-vehicles lineup with its filters. From lg the filters sit beside the grid and apply at once; on phones
 * and tablets they open in a "Filters" dialog with Apply and Reset, and closing it without applying keeps the
 * filters the visitor had.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_FILTERS,
  PRICE_RANGE,
  activeFilters,
  filterLineup,
  normaliseFilters,
  removeFilter,
  type ActiveFilter,
  type LineupFilters,
} from '#domain/catalog/lineup-filter.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { Button } from '#ui/components/button.tsx';
import { Modal } from '#ui/components/modal.tsx';
import { useHref, usePage, useVehicleImage } from '#ui/components/page-context.tsx';
import { Pill, PillList } from '#ui/components/pill.tsx';
import { defineIsland } from './define.ts';

export interface LineupVehicle {
  code: string;
  name: string;
  slug: string;
  year: number;
  tagline: string;
  startingMsrp: number;
  mpgCity: number | null;
  mpgHighway: number | null;
  rangeMiles: number | null;
  seating: number;
  typeCodes: { code: string; name: string }[];
  image: string;
  hasHybridTrim: boolean;
}

export interface AllVehiclesProps {
  vehicles: LineupVehicle[];
  categories: { code: string; name: string }[];
}

function FilterFields({ filters, onChange, idPrefix, categories }: { filters: LineupFilters; onChange: (next: LineupFilters) => void; idPrefix: string; categories: AllVehiclesProps['categories'] }) {
  const { t } = usePage();
  const toggle = (code: string, checked: boolean) =>
    onChange({ ...filters, categories: checked ? [...filters.categories, code] : filters.categories.filter((item) => item !== code) });
  const price = (key: 'minPrice' | 'maxPrice', value: number) => onChange(normaliseFilters({ ...filters, [key]: value }));
  return (
    <>
      <fieldset className="filters__group">
        <legend className="filters__legend">{t('allVehicles.filters.category')}</legend>
        {categories.map((category) => (
          <label key={category.code} className="filters__check">
            <input
              type="checkbox"
              name="category"
              value={category.code}
              checked={filters.categories.includes(category.code)}
              onChange={(event) => toggle(category.code, event.target.checked)}
            />
            <span>{category.name}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="filters__group">
        <legend className="filters__legend">{t('allVehicles.filters.price')}</legend>
        <div className="filters__range">
          <label htmlFor={`${idPrefix}-min`}>{t('allVehicles.filters.minPrice')}</label>
          <output htmlFor={`${idPrefix}-min`} className="filters__value">
            {formatDollars(filters.minPrice)}
          </output>
          <input
            id={`${idPrefix}-min`}
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={filters.minPrice}
            aria-valuetext={formatDollars(filters.minPrice)}
            onChange={(event) => price('minPrice', Number(event.target.value))}
          />
        </div>
        <div className="filters__range">
          <label htmlFor={`${idPrefix}-max`}>{t('allVehicles.filters.maxPrice')}</label>
          <output htmlFor={`${idPrefix}-max`} className="filters__value">
            {filters.maxPrice === PRICE_RANGE.max ? t('allVehicles.filters.andAbove', { price: formatDollars(PRICE_RANGE.max) }) : formatDollars(filters.maxPrice)}
          </output>
          <input
            id={`${idPrefix}-max`}
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={filters.maxPrice}
            aria-valuetext={formatDollars(filters.maxPrice)}
            onChange={(event) => price('maxPrice', Number(event.target.value))}
          />
        </div>
      </fieldset>
    </>
  );
}

function VehicleCard({ vehicle, eager }: { vehicle: LineupVehicle; eager: boolean }) {
  const { t } = usePage();
  const vehicleImage = useVehicleImage();
  const href = useHref();
  const efficiency =
    vehicle.rangeMiles !== null
      ? t('allVehicles.card.range', { miles: vehicle.rangeMiles })
      : vehicle.mpgCity !== null && vehicle.mpgHighway !== null
        ? t('allVehicles.card.mpg', { city: vehicle.mpgCity, highway: vehicle.mpgHighway })
        : null;
  return (
    <li className="vehicle-card">
      <a className="vehicle-card__link" href={href(`/vehicles/${vehicle.slug}.html`)}>
        <img className="vehicle-card__image" src={vehicleImage(vehicle.image)} alt="" width={1600} height={900} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <span className="vehicle-card__year">{vehicle.year}</span>
        <span className="vehicle-card__name">{vehicle.name}</span>
        <span className="vehicle-card__tagline">{vehicle.tagline}</span>
        <span className="vehicle-card__price">
          {t('allVehicles.card.startingAt')} <strong>{formatDollars(vehicle.startingMsrp)}</strong>
        </span>
        <span className="vehicle-card__specs">
          {efficiency ? <span>{efficiency}</span> : null}
          <span>{t('allVehicles.card.seats', { seats: vehicle.seating })}</span>
        </span>
      </a>
      <a className="vehicle-card__build button button--secondary" href={href(`/build/${vehicle.year}/all-categories/${vehicle.code}`)}>
        {t('allVehicles.card.build', { name: vehicle.name })}
      </a>
    </li>
  );
}

function AllVehicles({ vehicles, categories }: AllVehiclesProps) {
  const { t } = usePage();
  const id = useId();
  const [filters, setFilters] = useState<LineupFilters>(DEFAULT_FILTERS);
  const [draft, setDraft] = useState<LineupFilters>(DEFAULT_FILTERS);
  const [open, setOpen] = useState(false);
  const shown = filterLineup(vehicles, filters);
  const pills = activeFilters(filters);

  const pillText = (pill: ActiveFilter) => {
    if (pill.filterType === 'category') return categories.find((category) => category.code === pill.value)?.name ?? pill.value;
    const [min = 0, max = 0] = pill.value.split('-').map(Number);
    return t('allVehicles.filters.pricePill', { min: formatDollars(min), max: max === PRICE_RANGE.max ? `${formatDollars(max)}+` : formatDollars(max) });
  };
  const openModal = () => {
    setDraft(filters);
    setOpen(true);
  };
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setFilters(normaliseFilters(draft));
    setOpen(false);
  };

  return (
    <div className="lineup">
      <aside className="lineup__sidebar" aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`} className="lineup__sidebar-title">
          {t('allVehicles.filters.title')}
        </h2>
        <form className="filters" onSubmit={(event) => event.preventDefault()}>
          <FilterFields filters={filters} onChange={setFilters} idPrefix={`${id}-side`} categories={categories} />
          <Button variant="text" type="button" onClick={() => setFilters(DEFAULT_FILTERS)}>
            {t('allVehicles.filters.reset')}
          </Button>
        </form>
      </aside>
      <div className="lineup__main">
        <div className="lineup__toolbar">
          <p className="lineup__count" role="status">
            {t('allVehicles.count', { count: shown.length, total: vehicles.length })}
          </p>
          <Button variant="secondary" className="lineup__filters-button" onClick={openModal} aria-haspopup="dialog">
            {t('allVehicles.filters.title')}
            {pills.length ? ` (${pills.length})` : ''}
          </Button>
        </div>
        {pills.length > 0 ? (
          <PillList label={t('allVehicles.filters.active')} className="lineup__pills">
            {pills.map((pill) => (
              <Pill
                key={`${pill.filterType}-${pill.value}`}
                text={pillText(pill)}
                value={pill.value}
                filterType={pill.filterType}
                showRemove
                onRemove={(value, filterType) => setFilters(removeFilter(filters, { value, filterType: filterType as ActiveFilter['filterType'] }))}
              />
            ))}
          </PillList>
        ) : null}
        {shown.length ? (
          <ul className="vehicle-grid">
            {shown.map((vehicle, index) => (
              // The first row is in view on arrival: load it at once rather than after layout.
              <VehicleCard key={vehicle.code} vehicle={vehicle} eager={index < 3} />
            ))}
          </ul>
        ) : (
          <div className="lineup__empty">
            <p className="lineup__empty-title">{t('allVehicles.noResults')}</p>
            <p>{t('allVehicles.noResultsHelp')}</p>
            <Button variant="secondary" onClick={() => setFilters(DEFAULT_FILTERS)}>
              {t('allVehicles.filters.reset')}
            </Button>
          </div>
        )}
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('allVehicles.filters.title')}
        className="filters-modal"
        footer={
          <>
            <Button variant="text" type="button" onClick={() => setDraft(DEFAULT_FILTERS)}>
              {t('allVehicles.filters.reset')}
            </Button>
            <Button type="submit" form={`${id}-modal-form`}>
              {t('allVehicles.filters.apply')}
            </Button>
          </>
        }
      >
        <form id={`${id}-modal-form`} className="filters" onSubmit={apply}>
          <FilterFields filters={draft} onChange={setDraft} idPrefix={`${id}-modal`} categories={categories} />
        </form>
      </Modal>
    </div>
  );
}

export const island = defineIsland({ tag: 'x-all-vehicles', module: 'all-vehicles', Component: AllVehicles });
