/** Reads and writes the database's own facts (app_meta). */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { appMeta } from '#db/schema.ts';

export function metaRepository(db: Database) {
  return {
    async get(key: string): Promise<string | null> {
      const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
      return rows[0]?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insert(appMeta)
        .values({ key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    },
  };
}
