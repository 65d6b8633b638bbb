/**
 * The results' order: a GET form (its button sorts without script); with script, choosing an order applies it.
 * The other parameters of the search go along as hidden fields, so sorting keeps the filters and place.
 */
import { SORTS } from '#domain/inventory/address.ts';
import type { InventorySort } from '#domain/inventory/types.ts';
import { SelectChevron } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { defineIsland } from './define.ts';

export interface InventorySortProps {
  /** The results page's address without language prefix or query. */
  action: string;
  sort: InventorySort;
  /** The orders this search can use (distance needs a ZIP, mileage a pre-owned search). */
  sorts: InventorySort[];
  /** The search's other parameters, kept as hidden fields. */
  keep: [string, string][];
}

function InventorySortControl({ action, sort, sorts, keep }: InventorySortProps) {
  const { t } = usePage();
  const href = useHref();
  const target = href(action);
  return (
    <form className="inventory-sort" method="get" action={target}>
      <label htmlFor="inventory-sort" className="inventory-sort__label">
        {t('inventory.sort.label')}
      </label>
      <span className="field__select">
        <select
          id="inventory-sort"
          name="sort"
          className="field__input field__input--select"
          defaultValue={sort}
          onChange={(event) => {
            const params = new URLSearchParams(keep);
            params.set('sort', event.target.value);
            window.location.assign(`${target}?${params.toString()}`);
          }}
        >
          {SORTS.filter((item) => sorts.includes(item)).map((item) => (
            <option key={item} value={item}>
              {t(`inventory.sort.${item}`)}
            </option>
          ))}
        </select>
        <SelectChevron />
      </span>
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button type="submit" className="button button--secondary button--small">
          {t('inventory.sort.apply')}
        </button>
      </noscript>
    </form>
  );
}

export const island = defineIsland<InventorySortProps>({ tag: 'x-inventory-sort', module: 'inventory-sort', Component: InventorySortControl });
