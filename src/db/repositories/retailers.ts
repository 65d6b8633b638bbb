/**
 * The retailer network's tables. The network is small (hundreds of rows) and read on every finder request, so it
 * is loaded whole and kept in-process with its spatial index, re-checked against the stored seed version at most
 * every 30 s (like the catalog) and reloaded — index included — when the seed changed it.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { NO_CALL_TRACKING, type CallTrackingNumbers } from '#domain/retailers/call-tracking.ts';
import { createRetailerIndex, type RetailerIndex } from '#domain/retailers/spatial-index.ts';
import type { Retailer, RetailerStory } from '#domain/retailers/types.ts';
import type { Database } from '#db/client.ts';
import { retailerStories, retailers } from '#db/schema.ts';
import { storedSeedVersion } from './catalog.ts';
import { versionedSnapshot } from './versioned-snapshot.ts';

export interface RetailerNetwork {
  /** The seed version the rows were read at. */
  version: string;
  retailers: Retailer[];
}

async function insertAll<T extends Record<string, unknown>>(db: Database, table: Parameters<Database['insert']>[0], rows: T[]) {
  // Slices keep each statement well under PostgreSQL's 65,535 bound parameters.
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500));
}

/** `callTracking`: the tracking numbers to show (src/domain/retailers/call-tracking.ts); none by default. */
export function retailersRepository(db: Database, callTracking: CallTrackingNumbers = NO_CALL_TRACKING) {
  /** The network as read at one seed version, and its spatial index once someone asks for it. */
  async function load(version: string): Promise<{ network: RetailerNetwork; index: RetailerIndex | null }> {
    const rows = await db.select().from(retailers).orderBy(asc(retailers.id));
    const network = {
      version,
      retailers: rows.map((row) => {
        const trackingPhone = callTracking.get(row.id);
        return {
          id: row.id,
          name: row.name,
          slug: row.slug,
          address: row.address,
          phone: row.phone,
          ...(trackingPhone ? { trackingPhone } : {}),
          website: row.website,
          latitude: row.latitude,
          longitude: row.longitude,
          timeZone: row.timeZone,
          hours: row.hours,
          services: row.services,
          status: row.status,
          awards: row.awards,
          optIns: row.optIns,
        };
      }),
    };
    return { network, index: null };
  }

  const snapshot = versionedSnapshot({ version: () => storedSeedVersion(db), load });
  const current = (now: number) => snapshot.get(now);

  return {
    /** The whole network with the seed version it was read at. */
    async network(now = Date.now()): Promise<RetailerNetwork> {
      return (await current(now)).network;
    },

    /** Every retailer (Active and Inactive), by id. */
    async all(now = Date.now()): Promise<Retailer[]> {
      return (await current(now)).network.retailers;
    },

    /** The spatial index over the current network, built once per data version. */
    async index(now = Date.now()): Promise<RetailerIndex> {
      const entry = await current(now);
      entry.index ??= createRetailerIndex(entry.network.retailers, entry.network.version);
      return entry.index;
    },

    async byId(id: string, now = Date.now()): Promise<Retailer | null> {
      return (await this.index(now)).byId(id);
    },

    /** A retailer's stories, newest first (read from the table each time: they are only shown on its own page). */
    async stories(id: string): Promise<RetailerStory[]> {
      const rows = await db.select().from(retailerStories).where(eq(retailerStories.dealerId, id)).orderBy(desc(retailerStories.date), asc(retailerStories.id));
      return rows.map((row) => ({ id: row.id, dealerId: row.dealerId, title: row.title, body: row.body, author: row.author, date: row.date }));
    },

    /** Replaces the whole network (the seed calls it inside its transaction). */
    async replaceAll(items: readonly Retailer[], stories: readonly RetailerStory[]): Promise<void> {
      await db.delete(retailers); // cascades to the stories
      await insertAll(
        db,
        retailers,
        items.map((item) => ({ ...item })),
      );
      await insertAll(
        db,
        retailerStories,
        stories.map((item) => ({ ...item })),
      );
      snapshot.invalidate();
    },
  };
}
