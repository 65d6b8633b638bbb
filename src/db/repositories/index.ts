/** The repositories: the only code that touches SQL. */
import type { Database } from '#db/client.ts';
import type { CallTrackingNumbers } from '#domain/retailers/call-tracking.ts';
import { catalogRepository } from './catalog.ts';
import { disclaimerRepository } from './disclaimers.ts';
import { inventoryRepository } from './inventory.ts';
import { leadsRepository } from './leads.ts';
import { metaRepository } from './meta.ts';
import { retailersRepository } from './retailers.ts';
import { savedBuildsRepository } from './saved-builds.ts';
import { storiesRepository } from './stories.ts';

export function createRepositories(db: Database, options: { callTracking?: CallTrackingNumbers } = {}) {
  const catalog = catalogRepository(db);
  return {
    meta: metaRepository(db),
    catalog,
    disclaimers: disclaimerRepository(db),
    savedBuilds: savedBuildsRepository(db),
    retailers: retailersRepository(db, options.callTracking),
    leads: leadsRepository(db),
    stories: storiesRepository(db),
    inventory: inventoryRepository(db, catalog),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
