/** Loads the demo brand from `catalog/` into the database; a second run with the same files changes nothing. */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CategoriesFile, FeaturesFile, ModelFile, RegionsFile } from '#domain/catalog/catalog-schema.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import type { Database } from './client.ts';
import { SEED_VERSION_KEY } from './repositories/catalog.ts';
import { createRepositories } from './repositories/index.ts';

export const CATALOG_DIR = fileURLToPath(new URL('../../catalog/', import.meta.url));

const localized = z.object({ en: z.string().min(1), es: z.string().min(1), zh: z.string().min(1) });
const DisclaimersFile = z.array(z.object({ id: z.number().int().nonnegative(), label: localized, content: localized }));

export interface SeedResult {
  changed: boolean;
  version: string;
}

async function readJson<T extends z.ZodType>(dir: string, file: string, schema: T, hash: ReturnType<typeof createHash>): Promise<z.infer<T>> {
  const raw = await readFile(`${dir}${file}`, 'utf8');
  hash.update(`${file}\n${raw}\n`);
  const parsed = schema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`catalog/${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Reads and validates every catalog file; the hash of their contents is the seed version. */
export async function readCatalog(dir = CATALOG_DIR) {
  const hash = createHash('sha256');
  const disclaimers = await readJson(dir, 'disclaimers.json', DisclaimersFile, hash);
  const categories = await readJson(dir, 'categories.json', CategoriesFile, hash);
  const features = await readJson(dir, 'features.json', FeaturesFile, hash);
  const regions = await readJson(dir, 'regions.json', RegionsFile, hash);
  const modelFiles = (await readdir(`${dir}models`)).filter((file) => file.endsWith('.json')).sort();
  const models: z.infer<typeof ModelFile>[] = [];
  for (const file of modelFiles) models.push(await readJson(dir, `models/${file}`, ModelFile, hash));
  const order = new Map(categories.map((category) => [category.code, category.activeOrder]));
  const starting = (model: (typeof models)[number]) => Math.min(...model.years.flatMap((year) => year.trims.map((trim) => trim.msrp)));
  models.sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      (order.get(a.categories[0] ?? '') ?? 99) - (order.get(b.categories[0] ?? '') ?? 99) ||
      starting(a) - starting(b),
  );
  const catalog: Omit<Catalog, 'version'> = { categories, features, regions, models };
  return { version: hash.digest('hex').slice(0, 16), disclaimers, catalog };
}

export async function seedDatabase(db: Database, dir = CATALOG_DIR): Promise<SeedResult> {
  const data = await readCatalog(dir);
  const current = await createRepositories(db).meta.get(SEED_VERSION_KEY);
  if (current === data.version) return { changed: false, version: data.version };
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx as unknown as Database);
    await repos.disclaimers.replaceAll(data.disclaimers);
    await repos.catalog.replaceAll(data.catalog);
    await repos.meta.set(SEED_VERSION_KEY, data.version);
  });
  return { changed: true, version: data.version };
}
