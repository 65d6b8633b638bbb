/**
 * While the database is away, the in-memory catalog and retailer network keep serving: their periodic version check
 * (every 30 s) keeps the copy in hand when the database does not answer, and tries again after the next interval.
 * Without a copy there is nothing to serve, and the error goes to the caller. (test/resilience/pg-faults.test.ts
 * shows the same with a real PostgreSQL stopped under a running server.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { catalogRepository } from '#db/repositories/catalog.ts';
import { retailersRepository } from '#db/repositories/retailers.ts';
import { openTestDatabase } from '../../support/app.ts';

const LATER = 31_000;
let handle: DatabaseHandle | null = null;
afterEach(async () => {
  await handle?.close().catch(() => undefined);
  handle = null;
});

describe('copies of read-mostly data while the database is away', () => {
  it('the catalog copy serves past its re-check, and a repository without a copy reports the outage', async () => {
    handle = await openTestDatabase();
    const catalogs = catalogRepository(handle.db);
    const empty = catalogRepository(handle.db);
    const start = Date.now();
    const catalog = await catalogs.get(start);
    expect(catalog.models.length).toBeGreaterThan(0);
    await handle.close();
    expect(await catalogs.get(start + LATER)).toBe(catalog);
    expect(await catalogs.get(start + 2 * LATER)).toBe(catalog);
    await expect(empty.get(start + LATER)).rejects.toThrow();
  });

  it('the retailer network serves past its re-check', async () => {
    handle = await openTestDatabase();
    const retailers = retailersRepository(handle.db);
    const start = Date.now();
    const all = await retailers.all(start);
    expect(all.length).toBeGreaterThan(100);
    await handle.close();
    expect(await retailers.all(start + LATER)).toEqual(all);
    expect((await retailers.byId(all[0]!.id, start + 2 * LATER))?.id).toBe(all[0]!.id);
  });
});
