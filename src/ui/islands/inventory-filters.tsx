/**
 * The inventory filters. They are a GET form (so they work before any script, and every search has an address):
 * from lg they sit beside the results and a change applies at once; on phones and tablets a "Filters" button opens
 * them in a dialog with Apply Filters and Reset Filters, and closing it without applying keeps the filters the
 * visitor had. Applying loads the search's address, which the server renders: the box is ticked and the results
 * marked as updating in the click's frame, and the next page is asked for once that frame is painted
 * (src/ui/components/after-paint.ts).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { cleared, effectiveSort, filterCount, inventorySearch, MILEAGE_LIMITS, type ListFilter } from '#domain/inventory/address.ts';
import type { FacetValue, InventoryQuery } from '#domain/inventory/types.ts';
import { formatDollars, formatMiles, formatNumber } from '#domain/i18n/format.ts';
import { afterNextPaint } from '#ui/components/after-paint.ts';
import { Button } from '#ui/components/button.tsx';
import { SelectChevron } from '#ui/components/form-controls.tsx';
import { Modal } from '#ui/components/modal.tsx';
import { Spinner } from '#ui/components/spinner.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { defineIsland } from './define.ts';

export interface FacetGroup {
  filter: ListFilter;
  /** Its values with counts, labels already in the page's language. */
  values: FacetValue[];
}

export interface InventoryFiltersProps {
  /** The results page's address without language prefix or query. */
  action: string;
  query: InventoryQuery;
  groups: FacetGroup[];
  price: { min: number; max: number } | null;
}

const FIELD = { model: 'models', year: 'years', trim: 'trims', color: 'colors', feature: 'features' } as const;

/** The values a list filter has in a query, as strings. */
const chosen = (query: InventoryQuery, filter: ListFilter): string[] => (query[FIELD[filter]] ?? []).map(String);

function withValues(query: InventoryQuery, filter: ListFilter, values: string[]): InventoryQuery {
  const next: InventoryQuery = { ...query, page: 1 };
  if (filter === 'year') {
    if (values.length) next.years = values.map(Number);
    else delete next.years;
  } else if (values.length) next[FIELD[filter]] = values;
  else delete next[FIELD[filter]];
  return next;
}

function withNumber(query: InventoryQuery, name: 'priceMin' | 'priceMax' | 'mileageMax', value: string): InventoryQuery {
  const next: InventoryQuery = { ...query, page: 1 };
  const number = Number(value);
  if (value === '' || !Number.isFinite(number) || number < 0) delete next[name];
  else next[name] = Math.round(number);
  return next;
}

interface FieldsProps {
  query: InventoryQuery;
  groups: FacetGroup[];
  price: InventoryFiltersProps['price'];
  idPrefix: string;
  /** A box ticked or a mileage chosen. */
  onPick: (next: InventoryQuery) => void;
  /** A price typed (applied when the visitor leaves the field or presses Enter, not on every key). */
  onType: (next: InventoryQuery) => void;
  onLeave?: () => void;
}

function Fields({ query, groups, price, idPrefix, onPick, onType, onLeave }: FieldsProps) {
  const { t, lang } = usePage();
  return (
    <>
      {groups.map((group) => {
        const values = chosen(query, group.filter);
        return (
          <fieldset key={group.filter} className="filters__group">
            <legend className="filters__legend">{t(`inventory.filter.${group.filter}`)}</legend>
            {group.values.map((value) => {
              const checked = values.includes(value.value);
              return (
                <label key={value.value} className="filters__check">
                  <input
                    type="checkbox"
                    name={group.filter}
                    value={value.value}
                    checked={checked}
                    disabled={!checked && value.count === 0}
                    onChange={(event) => onPick(withValues(query, group.filter, event.target.checked ? [...values, value.value] : values.filter((item) => item !== value.value)))}
                  />
                  <span>{value.label}</span>
                  <span className="filters__count">
                    <span className="visually-hidden">{t('inventory.filter.countPrefix')}</span>
                    {formatNumber(value.count, lang)}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <fieldset className="filters__group">
        <legend className="filters__legend">{t('inventory.filter.price')}</legend>
        <div className="filters__pair">
          {(['priceMin', 'priceMax'] as const).map((name) => (
            <label key={name} htmlFor={`${idPrefix}-${name}`}>
              {t(`inventory.filter.${name}`)}
              <input
                id={`${idPrefix}-${name}`}
                className="field__input"
                type="number"
                name={name}
                inputMode="numeric"
                min={0}
                step={500}
                placeholder={price ? formatDollars(name === 'priceMin' ? price.min : price.max) : ''}
                value={query[name] ?? ''}
                onChange={(event) => onType(withNumber(query, name, event.target.value))}
                onBlur={onLeave}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {query.kind === 'cpo' ? (
        <fieldset className="filters__group">
          <legend className="filters__legend">{t('inventory.filter.mileage')}</legend>
          <label htmlFor={`${idPrefix}-mileage`} className="visually-hidden">
            {t('inventory.filter.mileageMax')}
          </label>
          <span className="field__select">
            <select id={`${idPrefix}-mileage`} className="field__input field__input--select" name="mileageMax" value={query.mileageMax ?? ''} onChange={(event) => onPick(withNumber(query, 'mileageMax', event.target.value))}>
              <option value="">{t('inventory.filter.anyMileage')}</option>
              {MILEAGE_LIMITS.map((limit) => (
                <option key={limit} value={limit}>
                  {t('inventory.filter.mileageUpTo', { miles: formatMiles(limit, lang) })}
                </option>
              ))}
            </select>
            <SelectChevron />
          </span>
        </fieldset>
      ) : null}
      {/* The search's place and order go with the filters. */}
      {query.zip ? <input type="hidden" name="zip" value={query.zip} /> : null}
      {query.zip && query.radius ? <input type="hidden" name="radius" value={query.radius} /> : null}
      {query.retailerId ? <input type="hidden" name="retailer" value={query.retailerId} /> : null}
      {query.sort ? <input type="hidden" name="sort" value={effectiveSort(query)} /> : null}
    </>
  );
}

function InventoryFilters({ action, query, groups, price }: InventoryFiltersProps) {
  const { t } = usePage();
  const href = useHref();
  const target = href(action);
  const id = useId();
  const [draft, setDraft] = useState<InventoryQuery>(query);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const go = (next: InventoryQuery) => {
    const search = inventorySearch(next);
    // The click's frame shows the box ticked; the results fade (and the status speaks) in the next, as the page loads.
    afterNextPaint(() => {
      flushSync(() => setLoading(true));
      window.location.assign(search ? `${target}?${search}` : target);
    });
  };
  // Back to this page from the back/forward cache: the results it shows are this page's again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLoading(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const count = filterCount(query);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setOpen(false);
    go(draft);
  };
  return (
    <div className="inventory-filters" aria-busy={loading || undefined}>
      {/* Present from the start (a live region announces changes); while the filtered page loads it is a small
          notice fixed at the foot of the screen, so nothing on the page moves and a phone shows it too. */}
      <p className="inventory-filters__status" role="status">
        {loading ? (
          <>
            <Spinner size="sm" decorative />
            {t('inventory.filter.loading')}
          </>
        ) : null}
      </p>
      <Button
        variant="secondary"
        className="inventory-filters__button"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(query);
          setOpen(true);
        }}
      >
        {t('inventory.filter.title')}
        {count ? ` (${count})` : ''}
      </Button>
      <aside className="inventory-filters__sidebar" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="inventory-filters__title">
          {t('inventory.filter.title')}
        </h2>
        {/* Without script the form is submitted with its button; with script each change applies at once. */}
        <form className="filters" method="get" action={target} onSubmit={(event) => (event.preventDefault(), go(draft))}>
          <Fields
            query={draft}
            groups={groups}
            price={price}
            idPrefix={`${id}-side`}
            onPick={(next) => {
              setDraft(next);
              go(next);
            }}
            onType={setDraft}
            onLeave={() => {
              if (draft.priceMin !== query.priceMin || draft.priceMax !== query.priceMax) go(draft);
            }}
          />
          <div className="filters__actions">
            <Button type="submit">{t('inventory.filter.apply')}</Button>
            <a className="button button--text" href={`${target}${inventorySearch(cleared(query)) ? `?${inventorySearch(cleared(query))}` : ''}`}>
              {t('inventory.filter.reset')}
            </a>
          </div>
        </form>
      </aside>
      <Modal
        open={open}
        onClose={() => {
          // Closing without applying keeps the filters the visitor had.
          setDraft(query);
          setOpen(false);
        }}
        title={t('inventory.filter.title')}
        className="filters-modal"
        footer={
          <>
            <Button variant="text" type="button" onClick={() => setDraft(cleared(draft))}>
              {t('inventory.filter.reset')}
            </Button>
            <Button type="submit" form={`${id}-modal-form`}>
              {t('inventory.filter.apply')}
            </Button>
          </>
        }
      >
        <form id={`${id}-modal-form`} className="filters" onSubmit={apply}>
          <Fields query={draft} groups={groups} price={price} idPrefix={`${id}-modal`} onPick={setDraft} onType={setDraft} />
        </form>
      </Modal>
    </div>
  );
}

export const island = defineIsland<InventoryFiltersProps>({ tag: 'x-inventory-filters', module: 'inventory-filters', Component: InventoryFilters });
