/**
 * The compare tray of the inventory results: the "Compare" boxes on the cards (server-rendered, part of a GET form
 * that works without script) become picks kept for the session across result pages and filter changes. At most
 * three: a fourth box is refused (unticked again, and the tray says why in a live region). The tray lists the
 * picks with a remove button each and links to the compare page once two are chosen.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { addPick, COMPARE_LIMIT, compareQuery, compareStorageKey, parsePicks, removePick, type ComparePick } from '#domain/inventory/compare-picks.ts';
import { readFromSession, saveToSession } from '#domain/storage/session.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { defineIsland } from './define.ts';

export interface InventoryCompareProps {
  kind: 'new' | 'cpo';
  /** The compare page's address without language prefix. */
  comparePath: string;
}

/** The results' compare boxes (outside the island: they belong to the no-script form). */
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"][form="inventory-compare"][name="vin"]')];
/** The pick a compare box stands for: its VIN, title and what tells it apart (colour, stock number). */
const pickOf = (box: HTMLInputElement): ComparePick => {
  const { title, color, stock } = box.dataset;
  return { vin: box.value, title: title ?? box.value, ...(color ? { color } : {}), ...(stock ? { stock } : {}) };
};
const storage = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The picks of one kind of search, kept in session storage and shared with every component that reads them. */
function picksStore(key: string) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; picks: ComparePick[] } = { raw: null, picks: NONE };
  const raw = () => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (): ComparePick[] => {
      const now = raw();
      if (now !== cached.raw) {
        const saved = readFromSession(storage(), key);
        cached = { raw: now, picks: saved.error ? NONE : parsePicks(saved.data) };
      }
      return cached.picks;
    },
    set(picks: ComparePick[]) {
      saveToSession(storage(), key, picks);
      for (const listener of listeners) listener();
    },
  };
}

const NONE: ComparePick[] = [];

/** Whether the tray is folded: kept in session storage (in memory where storage is refused), the same on every page. */
const folding = (() => {
  const key = 'inventory-compare-collapsed';
  const listeners = new Set<() => void>();
  let value: boolean | null = null;
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: (): boolean => {
      if (value === null) {
        try {
          value = storage()?.getItem(key) === '1';
        } catch {
          value = false;
        }
      }
      return value;
    },
    set: (next: boolean) => {
      value = next;
      try {
        storage()?.setItem(key, next ? '1' : '0');
      } catch {
        /* storage refused: the choice lasts this page */
      }
      for (const listener of listeners) listener();
    },
  };
})();
const stores = new Map<string, ReturnType<typeof picksStore>>();
const storeFor = (key: string) => stores.get(key) ?? stores.set(key, picksStore(key)).get(key)!;

function InventoryCompare({ kind, comparePath }: InventoryCompareProps) {
  const { t } = usePage();
  const href = useHref();
  const store = storeFor(compareStorageKey(kind));
  // The server renders no picks (it cannot see the session); the browser's are read once the island is live.
  const picks = useSyncExternalStore(store.subscribe, store.get, () => NONE);
  const [refused, setRefused] = useState(false);
  // Folded to its head and actions, the tray leaves the results nearly the whole screen; the choice lasts the visit.
  const collapsed = useSyncExternalStore(folding.subscribe, folding.get, () => false);
  const setCollapsed = folding.set;

  // Boxes ticked before the island woke up join the saved picks; the no-script button gives way to the tray.
  useEffect(() => {
    let next = store.get();
    for (const box of boxes()) if (box.checked) next = addPick(next, pickOf(box)).picks;
    if (next !== store.get()) store.set(next);
    const form = document.getElementById('inventory-compare');
    if (form) form.hidden = true;
    return () => {
      if (form) form.hidden = false;
    };
  }, [store]);

  // The boxes show the picks (those of earlier pages too).
  useEffect(() => {
    const chosen = new Set(picks.map((pick) => pick.vin));
    for (const box of boxes()) box.checked = chosen.has(box.value);
  }, [picks]);

  useEffect(() => {
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.getAttribute('form') !== 'inventory-compare' || box.name !== 'vin') return;
      if (!box.checked) {
        setRefused(false);
        store.set(removePick(store.get(), box.value));
        return;
      }
      const result = addPick(store.get(), pickOf(box));
      if (result.refused) box.checked = false;
      setRefused(result.refused);
      store.set(result.picks);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [store]);

  const stockOf = (stock: string) => `${t('inventory.card.stock')} ${stock}`;
  // "2027 Tarn Base · Glacier White Pearl · Stock # N270022": two of one trim are told apart by name too.
  const nameOf = (pick: ComparePick) => [pick.title, pick.color, pick.stock ? stockOf(pick.stock) : undefined].filter(Boolean).join(' · ');

  const remove = (vin: string) => {
    setRefused(false);
    store.set(removePick(picks, vin));
  };

  return (
    <section className={`compare-tray${picks.length > 0 ? ' compare-tray--open' : ''}${collapsed ? ' compare-tray--collapsed' : ''}`} aria-labelledby="compare-tray-title" hidden={picks.length === 0 && !refused}>
      <div className="container compare-tray__inner">
        <div className="compare-tray__head">
          <h2 id="compare-tray-title" className="compare-tray__title">
            {t('inventory.tray.title')}
          </h2>
          <p className="compare-tray__count" aria-live="polite">
            {refused ? <strong className="compare-tray__refused">{t('inventory.tray.full', { count: COMPARE_LIMIT })}</strong> : t('inventory.tray.count', { count: picks.length, max: COMPARE_LIMIT })}
          </p>
          <button type="button" className="compare-tray__toggle" aria-expanded={!collapsed} aria-controls="compare-tray-picks" onClick={() => setCollapsed(!collapsed)}>
            {t(collapsed ? 'inventory.tray.show' : 'inventory.tray.hide')}
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d={collapsed ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
        <ul className="compare-tray__picks" id="compare-tray-picks" role="list" hidden={collapsed}>
          {picks.map((pick) => (
            <li key={pick.vin} className="compare-tray__pick">
              <span className="compare-tray__text">
                <span className="compare-tray__name">
                  {pick.title}
                  {pick.stock ? <span className="compare-tray__stock"> · {stockOf(pick.stock)}</span> : null}
                </span>
                {pick.color ? <span className="compare-tray__detail">{pick.color}</span> : null}
              </span>
              <button type="button" className="compare-tray__remove" onClick={() => remove(pick.vin)} aria-label={t('inventory.tray.remove', { vehicle: nameOf(pick) })}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          {picks.length >= 2 ? (
            <a className="button button--primary button--small" href={`${href(comparePath)}?${compareQuery(picks)}`}>
              {t('inventory.tray.compare', { count: picks.length })}
            </a>
          ) : (
            <p className="compare-tray__hint">{t('inventory.tray.more')}</p>
          )}
          <button type="button" className="button button--text button--small" onClick={() => {
              setRefused(false);
              store.set([]);
            }}>
            {t('inventory.tray.clear')}
          </button>
        </div>
      </div>
    </section>
  );
}

export const island = defineIsland<InventoryCompareProps>({ tag: 'x-inventory-compare', module: 'inventory-compare', Component: InventoryCompare });
