/**
 * Saved Build & Price configurations, each under a token that is the only way to read it back.
 *
 * The token is the build's content hash (SHA-256 of its canonical JSON, 128 bits in base64url): the same build saved
 * again gets the same token and the same row, so posting one build a thousand times stores it once. A token reveals
 * nothing a guesser does not already have — to compute it one must already know the whole build — and a build holds no
 * personal data. Builds not opened for a while are deleted by `deleteUnopened` (the scheduled clean-up of
 * src/server/services/vehicles.ts); opening or saving a build moves its `last_opened_at` on, at most once a day.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { SavedBuildInput, type SavedBuild } from '#domain/build-price/saved-build.ts';
import type { Database } from '#db/client.ts';
import { savedBuilds } from '#db/schema.ts';

/** JSON with every object's keys sorted: one text per build, whatever order its fields arrived in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The token of a build: 16 bytes of its content hash in base64url (22 characters). */
export function buildToken(data: SavedBuild): string {
  return createHash('sha256').update(canonicalJson(data)).digest().subarray(0, 16).toString('base64url');
}

/** How stale `last_opened_at` may get before an open writes it again: one write a day per build at most. */
const TOUCH_AFTER = sql`interval '1 day'`;

export function savedBuildsRepository(db: Database) {
  return {
    /**
     * Stores a build (already validated by the caller) and answers its token once the row is written. Saving a build
     * that is already stored writes nothing new, only marks it opened.
     */
    async save(data: SavedBuild): Promise<string> {
      const token = buildToken(data);
      await db
        .insert(savedBuilds)
        .values({ token, data })
        .onConflictDoUpdate({ target: savedBuilds.token, set: { lastOpenedAt: sql`now()` }, setWhere: lt(savedBuilds.lastOpenedAt, sql`now() - ${TOUCH_AFTER}`) });
      return token;
    },

    /**
     * The build saved under `token`, or null; reading it counts as opening it. The stored JSON is parsed again because
     * it was written by an earlier version of the code: a row whose shape no longer fits is treated as gone.
     */
    async find(token: string): Promise<SavedBuild | null> {
      const rows = await db.select({ data: savedBuilds.data }).from(savedBuilds).where(eq(savedBuilds.token, token)).limit(1);
      const row = rows[0];
      if (!row) return null;
      await db
        .update(savedBuilds)
        .set({ lastOpenedAt: sql`now()` })
        .where(and(eq(savedBuilds.token, token), lt(savedBuilds.lastOpenedAt, sql`now() - ${TOUCH_AFTER}`)));
      const parsed = SavedBuildInput.safeParse(row.data);
      return parsed.success ? parsed.data : null;
    },

    /** Deletes the builds neither saved nor opened for `days` days; answers how many went. */
    async deleteUnopened(days: number): Promise<number> {
      const deleted = await db
        .delete(savedBuilds)
        .where(lt(savedBuilds.lastOpenedAt, sql`now() - make_interval(days => ${days})`))
        .returning({ token: savedBuilds.token });
      return deleted.length;
    },
  };
}
