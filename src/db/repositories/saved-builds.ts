/** Saved Build & Price configurations, each under a random token that is the only way to read it back. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SavedBuildInput, type SavedBuild } from '#domain/build-price/saved-build.ts';
import type { Database } from '../client.ts';
import { savedBuilds } from '../schema.ts';

/** 16 random bytes: 128 bits, so tokens can be neither guessed nor enumerated; base64url makes them 22 characters. */
function newToken(): string {
  return randomBytes(16).toString('base64url');
}

export function savedBuildsRepository(db: Database) {
  return {
    /** Stores a build (already validated by the caller) and answers its token once the row is written. */
    async save(data: SavedBuild): Promise<string> {
      const token = newToken();
      await db.insert(savedBuilds).values({ token, data });
      return token;
    },

    /**
     * The build saved under `token`, or null. The stored JSON is parsed again because it was written by an
     * earlier version of the code: a row whose shape no longer fits is treated as gone, never passed on.
     */
    async find(token: string): Promise<SavedBuild | null> {
      const rows = await db.select({ data: savedBuilds.data }).from(savedBuilds).where(eq(savedBuilds.token, token)).limit(1);
      const row = rows[0];
      if (!row) return null;
      const parsed = SavedBuildInput.safeParse(row.data);
      return parsed.success ? parsed.data : null;
    },
  };
}
