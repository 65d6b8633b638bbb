/** Loads the demo brand from `catalog/` into the database; a second run with the same files changes nothing. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Database } from './client.ts';
import { createRepositories } from './repositories/index.ts';

export const CATALOG_DIR = fileURLToPath(new URL('../../catalog/', import.meta.url));
const SEED_VERSION_KEY = 'seed_version';

const localized = z.object({ en: z.string().min(1), es: z.string().min(1), zh: z.string().min(1) });
const DisclaimersFile = z.array(z.object({ id: z.number().int().nonnegative(), label: localized, content: localized }));

/** The catalog files the seed reads, in a fixed order so their hash is the seed version. */
const FILES = ['disclaimers.json'] as const;

export interface SeedResult {
  changed: boolean;
  version: string;
}

export async function readCatalog(dir = CATALOG_DIR) {
  const texts = await Promise.all(FILES.map((file) => readFile(`${dir}${file}`, 'utf8')));
  const hash = createHash('sha256');
  texts.forEach((text, index) => hash.update(`${FILES[index]}\n${text}\n`));
  return {
    version: hash.digest('hex').slice(0, 16),
    disclaimers: DisclaimersFile.parse(JSON.parse(texts[0] ?? '[]')),
  };
}

export async function seedDatabase(db: Database, dir = CATALOG_DIR): Promise<SeedResult> {
  const catalog = await readCatalog(dir);
  const current = await createRepositories(db).meta.get(SEED_VERSION_KEY);
  if (current === catalog.version) return { changed: false, version: catalog.version };
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx as unknown as Database);
    await repos.disclaimers.replaceAll(catalog.disclaimers);
    await repos.meta.set(SEED_VERSION_KEY, catalog.version);
  });
  return { changed: true, version: catalog.version };
}
