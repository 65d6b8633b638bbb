/**
 * What the retailer finder shows of its list: the service filters, the results split by the answer's radius into
 * near and far (honest distances), a US territory's answer, the card or pin under the pointer, the hours re-judged
 * each minute, and the visitor's preferred retailer (saved here or in another tab).
 */
import { useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import type { Retailer, RetailerList, RetailerResult } from '#domain/retailers/contract.ts';
import { splitByRadius, type UsTerritory } from '#domain/retailers/radius.ts';
import type { RetailerService } from '#domain/retailers/types.ts';
import { readGeoData, savePreferredRetailer, subscribe } from '#ui/geo/geo-store.ts';
import { RADIUS_MILES } from './finder-types.ts';

export interface FinderResults {
  filters: RetailerService[];
  setFilters: Dispatch<SetStateAction<RetailerService[]>>;
  /** The list's results that offer every filtered service. */
  results: RetailerResult[];
  /** Within the radius, and beyond it (listed apart); both nearest first. */
  near: RetailerResult[];
  far: RetailerResult[];
  /** The radius of "near" for a search from a place; null when the list makes no claim of distance. */
  radius: number | null;
  /** The territory the searched ZIP is in, when nothing is near. */
  territory: UsTerritory | null;
  /** Retailers were found, all of them beyond the radius. */
  tooFar: boolean;
  active: string | null;
  setActive: (id: string | null) => void;
  now: number;
  preferredId: string | null;
  prefer: (retailer: Retailer) => void;
}

export function useFinderResults(list: RetailerList | null, initial: { now: number; preferredId: string | null }): FinderResults {
  const [filters, setFilters] = useState<RetailerService[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [now, setNow] = useState(initial.now);

  // Hours are re-judged each minute once the page is live (the first render matches the server's).
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // The preferred retailer as saved in this browser (it changes when the visitor picks one, here or in another tab);
  // until the store has one, what the server read from the cookie.
  const savedDealer = useSyncExternalStore(subscribe, () => readGeoData()?.selectedDealer ?? undefined, () => undefined);

  // A filter chip shows its new state in the next frame; the list (dozens of cards and the map) follows in a render
  // React may interrupt, so a tap is answered at once however long the list is (issue 18, INP).
  const shownFilters = useDeferredValue(filters);
  const results = useMemo(() => {
    const dealers = list?.dealers ?? [];
    return shownFilters.length === 0 ? dealers : dealers.filter((result) => shownFilters.every((item) => result.dealer.services.includes(item)));
  }, [list, shownFilters]);
  // Near: within the answer's radius (a search from a place). Everything else is far away and listed apart.
  const radius = list?.origin ? (list.radius ?? RADIUS_MILES) : null;
  const { near, far } = useMemo(() => splitByRadius(results, radius), [results, radius]);
  const territory = list?.territory && near.length === 0 ? list.territory : null;
  // The same function every render, so the memoised cards are not drawn again for a chip's urgent render.
  const prefer = useCallback((retailer: Retailer) => {
    savePreferredRetailer({ id: retailer.id, zipcode: retailer.address.zipcode, name: retailer.name, city: retailer.address.city, state: retailer.address.state });
  }, []);

  return {
    filters,
    setFilters,
    results,
    near,
    far,
    radius,
    territory,
    tooFar: !territory && radius !== null && near.length === 0 && far.length > 0,
    active,
    setActive,
    now,
    preferredId: savedDealer ?? initial.preferredId,
    prefer,
  };
}
