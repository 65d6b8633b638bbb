/** Disclaimers by numeric id and language; the whole table is small and read-mostly, so it is cached in-process. */
import { asc } from 'drizzle-orm';
import type { Language } from '#domain/i18n/languages.ts';
import type { Disclaimer } from '#domain/platform/disclaimers.ts';
import type { Database } from '#db/client.ts';
import { disclaimers } from '#db/schema.ts';
import { versionedSnapshot } from './versioned-snapshot.ts';

export type { Disclaimer };

export interface DisclaimerInput {
  id: number;
  label: Record<Language, string>;
  content: Record<Language, string>;
}

export function disclaimerRepository(db: Database) {
  async function load(): Promise<Map<string, Disclaimer>> {
    const rows = await db.select().from(disclaimers).orderBy(asc(disclaimers.id));
    return new Map(rows.map((row) => [`${row.lang}:${row.id}`, { id: row.id, label: row.label, content: row.content }]));
  }
  // No version query: the table changes only through replaceAll (the seed), which forgets the copy.
  const cache = versionedSnapshot({ load });

  return {
    async byId(id: number, lang: Language): Promise<Disclaimer | null> {
      return (await cache.get()).get(`${lang}:${id}`) ?? null;
    },
    async all(lang: Language): Promise<Disclaimer[]> {
      const prefix = `${lang}:`;
      return [...(await cache.get()).entries()].filter(([key]) => key.startsWith(prefix)).map(([, value]) => value);
    },
    async byIds(ids: readonly number[], lang: Language): Promise<Disclaimer[]> {
      const found = await Promise.all(ids.map((id) => this.byId(id, lang)));
      return found.filter((item): item is Disclaimer => item !== null);
    },
    /** Replaces every disclaimer (the seed uses it inside its transaction). */
    async replaceAll(items: readonly DisclaimerInput[]): Promise<void> {
      await db.delete(disclaimers);
      const rows = items.flatMap((item) =>
        (Object.keys(item.label) as Language[]).map((lang) => ({
          id: item.id,
          lang,
          label: item.label[lang],
          content: item.content[lang],
        })),
      );
      if (rows.length > 0) await db.insert(disclaimers).values(rows);
      cache.invalidate();
    },
    clearCache(): void {
      cache.invalidate();
    },
  };
}
