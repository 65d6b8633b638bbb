/**
 * The retailer finder island's props and messages: what the server renders the first results with
 * (src/server/pages/retailer-pages.tsx) and the island hydrates from.
 */
import type { RetailerList } from '#domain/retailers/contract.ts';
import { DEFAULT_RADIUS_MILES } from '#domain/retailers/radius.ts';
import type { RetailerService } from '#domain/retailers/types.ts';

/** Beyond this the spec's radius message tells the visitor the closest retailer is far away (answers name their own). */
export const RADIUS_MILES = DEFAULT_RADIUS_MILES;

/** Where the territory messages send the visitor (the site map's customer-support page). */
export const SUPPORT_PATH = '/support/customer-support.html';

export type FinderMessage = 'noResults' | 'noMatch' | 'invalidZip';

/** The message a list answer calls for: none when it has retailers or names a territory (which has a message of its own). */
export function listMessage(list: RetailerList): FinderMessage | null {
  return list.dealers.length === 0 && !list.territory ? 'noResults' : null;
}

export interface RetailerFinderProps {
  mode: 'all' | 'collision';
  query: string;
  list: RetailerList | null;
  message: FinderMessage | null;
  /** The services the filter offers (collision mode has its service fixed). */
  services: RetailerService[];
  /** When the server rendered the hours (so the first client render says the same). */
  now: number;
  preferredId: string | null;
}
