/**
 * The retailer finder (and, filtered to certified collision, the collision-center finder): search by ZIP or city
 * with suggestions, "use my location", a list with distance, hours and services beside a US map whose pins follow
 * the list. The server renders the first results (a GET form without script); the island searches in place.
 *
 * Honest distances: only retailers within the answer's radius are counted and shown as near the place; the others
 * are listed apart under a heading that says they are far away, and when none is near the spec's radius message
 * says so. A ZIP code of a US territory (no retailers there) gets its own message and a link to customer support.
 * The search lives in `useRetailerSearch`, the list's state in `useFinderResults`, the views in src/ui/retailers.
 */
import { useRef } from 'react';
import { FinderFilters } from '#ui/retailers/finder-filters.tsx';
import { FinderResults } from '#ui/retailers/finder-results.tsx';
import { FinderSearch } from '#ui/retailers/finder-search.tsx';
import type { RetailerFinderProps } from '#ui/retailers/finder-types.ts';
import { useFinderResults } from '#ui/retailers/use-finder-results.ts';
import { useRetailerSearch } from '#ui/retailers/use-retailer-search.ts';
import { defineIsland } from './define.ts';

export { listMessage, RADIUS_MILES, type FinderMessage, type RetailerFinderProps } from '#ui/retailers/finder-types.ts';

export function RetailerFinder(props: RetailerFinderProps) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const search = useRetailerSearch(props, statusRef);
  const results = useFinderResults(search.list, props);
  return (
    <div className="finder" aria-busy={search.loading}>
      <FinderSearch search={search} />
      {props.mode === 'all' ? <FinderFilters services={props.services} filters={results.filters} setFilters={results.setFilters} /> : null}
      <FinderResults search={search} results={results} statusRef={statusRef} />
    </div>
  );
}

export const island = defineIsland<RetailerFinderProps>({ tag: 'x-retailer-finder', module: 'retailer-finder', Component: RetailerFinder });
