/** The repositories: the only code that touches SQL. */
import type { Database } from '../client.ts';
import { catalogRepository } from './catalog.ts';
import { disclaimerRepository } from './disclaimers.ts';
import { leadsRepository } from './leads.ts';
import { metaRepository } from './meta.ts';
import { retailersRepository } from './retailers.ts';
import { savedBuildsRepository } from './saved-builds.ts';

export function createRepositories(db: Database) {
  return {
    meta: metaRepository(db),
    catalog: catalogRepository(db),
    disclaimers: disclaimerRepository(db),
    savedBuilds: savedBuildsRepository(db),
    retailers: retailersRepository(db),
    leads: leadsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
