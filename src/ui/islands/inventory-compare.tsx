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
const stores = new Map<string, ReturnType<typeof picksStore>>();
const storeFor = (key: string) => stores.get(key) ?? stores.set(key, picksStore(key)).get(key)!;

function InventoryCompare({ kind, comparePath }: InventoryCompareProps) {
  const { t } = usePage();
  const href = useHref();
  const store = storeFor(compareStorageKey(kind));
  // The server renders no picks (it cannot see the session); the browser's are read once the island is live.
  const picks = useSyncExternalStore(store.subscribe, store.get, () => NONE);
  const [refused, setRefused] = useState(false);

  // Boxes ticked before the island woke up join the saved picks; the no-script button gives way to the tray.
  useEffect(() => {
    let next = store.get();
    for (const box of boxes()) if (box.checked) next = addPick(next, { vin: box.value, title: box.dataset.title ?? box.value }).picks;
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
      const result = addPick(store.get(), { vin: box.value, title: box.dataset.title ?? box.value });
      if (result.refused) box.checked = false;
      setRefused(result.refused);
      store.set(result.picks);
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, [store]);

  const remove = (vin: string) => {
    setRefused(false);
    store.set(removePick(picks, vin));
  };

  return (
    <section className={`compare-tray${picks.length > 0 ? ' compare-tray--open' : ''}`} aria-labelledby="compare-tray-title" hidden={picks.length === 0 && !refused}>
      <div className="container compare-tray__inner">
        <div className="compare-tray__head">
          <h2 id="compare-tray-title" className="compare-tray__title">
            {t('inventory.tray.title')}
          </h2>
          <p className="compare-tray__count" aria-live="polite">
            {refused ? <strong className="compare-tray__refused">{t('inventory.tray.full', { count: COMPARE_LIMIT })}</strong> : t('inventory.tray.count', { count: picks.length, max: COMPARE_LIMIT })}
          </p>
        </div>
        <ul className="compare-tray__picks" role="list">
          {picks.map((pick) => (
            <li key={pick.vin} className="compare-tray__pick">
              <span className="compare-tray__name">{pick.title}</span>
              <button type="button" className="compare-tray__remove" onClick={() => remove(pick.vin)} aria-label={t('inventory.tray.remove', { vehicle: pick.title })}>
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
