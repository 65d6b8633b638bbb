/**
 * The dear{brand} stories (docs/decisions/029-stories-beside-their-leads.md): written with their lead (`insertStory`
 * inside `leads.create`'s transaction), read by the public services only when published, and published or taken
 * down by the digital team (`npm run stories`). Every public read filters on `status = 'published'` here, so no
 * caller can forget it.
 */
import { and, asc, count, desc, eq, inArray, isNull, like, type SQL } from 'drizzle-orm';
import type { Language } from '#domain/i18n/languages.ts';
import type { StoryDraft } from '#domain/stories/stories.ts';
import type { Database } from '#db/client.ts';
import { stories, type StorySource, type StoryStatus } from '#db/schema.ts';

export interface NewStory extends StoryDraft {
  id: string;
  source: StorySource;
  searchText: string;
  leadId?: string | null;
  submittedAt?: Date;
  /** Only the demo seed writes a story already published. */
  publishedAt?: Date | null;
}

export interface StoryRecord {
  id: string;
  leadId: string | null;
  source: StorySource;
  lang: Language;
  title: string;
  body: string;
  firstName: string;
  lastInitial: string;
  city: string;
  state: string;
  mediaLink: string | null;
  status: StoryStatus;
  submittedAt: Date;
  publishedAt: Date | null;
  reviewedAt: Date | null;
}

/** A published story as the public reads it: nothing about its lead or its review. */
export type PublishedStory = Omit<StoryRecord, 'leadId' | 'status' | 'reviewedAt' | 'publishedAt' | 'source'> & { publishedAt: Date };

export interface PublishedPage {
  total: number;
  stories: PublishedStory[];
}

/** What a moderation step did: changed the story, found it already so, or found no such story. */
export type ModerationResult = 'changed' | 'unchanged' | 'missing';

const publicColumns = {
  id: stories.id,
  lang: stories.lang,
  title: stories.title,
  body: stories.body,
  firstName: stories.firstName,
  lastInitial: stories.lastInitial,
  city: stories.city,
  state: stories.state,
  mediaLink: stories.mediaLink,
  submittedAt: stories.submittedAt,
  publishedAt: stories.publishedAt,
};

const allColumns = { ...publicColumns, leadId: stories.leadId, source: stories.source, status: stories.status, reviewedAt: stories.reviewedAt };

/** A LIKE pattern that finds `term` anywhere: its own %, _ and \ matched as themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const published = eq(stories.status, 'published');

/** A row read with `publicColumns` under the `published` filter: its language is one of ours and its date is set (the check constraint). */
const asPublished = (row: object) => row as PublishedStory;

/** Writes a story (in the caller's transaction, when given one). */
export async function insertStory(db: Pick<Database, 'insert'>, story: NewStory): Promise<void> {
  const publishedAt = story.publishedAt ?? null;
  await db.insert(stories).values({
    ...story,
    leadId: story.leadId ?? null,
    publishedAt,
    status: publishedAt ? 'published' : 'unpublished',
    reviewedAt: publishedAt,
  });
}

export function storiesRepository(db: Database) {
  /** One page of the published stories (those holding every term, when given), newest published first, and how many there are. */
  async function publishedPage(options: { page: number; pageSize: number; terms?: readonly string[] }): Promise<PublishedPage> {
    const where: SQL | undefined = and(published, ...(options.terms ?? []).map((term) => like(stories.searchText, containsPattern(term))));
    const [rows, totals] = await Promise.all([
      db
        .select(publicColumns)
        .from(stories)
        .where(where)
        .orderBy(desc(stories.publishedAt), desc(stories.id))
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize),
      db.select({ total: count() }).from(stories).where(where),
    ]);
    return { total: Number(totals[0]?.total ?? 0), stories: rows.map(asPublished) };
  }

  return {
    publishedPage,

    /** A published story, or null for an unknown or unpublished id. */
    async publishedById(id: string): Promise<PublishedStory | null> {
      const rows = await db
        .select(publicColumns)
        .from(stories)
        .where(and(eq(stories.id, id), published))
        .limit(1);
      return rows[0] ? asPublished(rows[0]) : null;
    },

    /** Any story, whatever its status (for the digital team). */
    async find(id: string): Promise<StoryRecord | null> {
      const rows = await db.select(allColumns).from(stories).where(eq(stories.id, id)).limit(1);
      return (rows[0] as StoryRecord | undefined) ?? null;
    },

    /** The stories waiting for the team's decision (unpublished, never reviewed), oldest first. */
    async pending(limit = 100): Promise<StoryRecord[]> {
      const rows = await db
        .select(allColumns)
        .from(stories)
        .where(and(eq(stories.status, 'unpublished'), isNull(stories.reviewedAt)))
        .orderBy(asc(stories.submittedAt), asc(stories.id))
        .limit(limit);
      return rows as StoryRecord[];
    },

    /** Publishes a story: from now on it is listed and found (its publication date is now). */
    async publish(id: string, now: Date): Promise<ModerationResult> {
      const changed = await db
        .update(stories)
        .set({ status: 'published', publishedAt: now, reviewedAt: now })
        .where(and(eq(stories.id, id), eq(stories.status, 'unpublished')))
        .returning({ id: stories.id });
      if (changed.length > 0) return 'changed';
      return (await db.select({ id: stories.id }).from(stories).where(eq(stories.id, id)).limit(1)).length > 0 ? 'unchanged' : 'missing';
    },

    /** Takes a story down (or declines a pending one): it is no longer listed or found, and no longer pending. */
    async unpublish(id: string, now: Date): Promise<ModerationResult> {
      const before = await db.select({ status: stories.status, reviewedAt: stories.reviewedAt }).from(stories).where(eq(stories.id, id)).limit(1);
      const row = before[0];
      if (!row) return 'missing';
      if (row.status === 'unpublished' && row.reviewedAt) return 'unchanged';
      await db.update(stories).set({ status: 'unpublished', publishedAt: null, reviewedAt: now }).where(eq(stories.id, id));
      return 'changed';
    },

    /** The demo seed's stories replaced by `list` (stories sent through the forms are never touched). */
    async replaceDemo(list: readonly NewStory[]): Promise<void> {
      await db.delete(stories).where(eq(stories.source, 'demo'));
      const ids = list.map((story) => story.id);
      // A demo id that a real story already holds would fail the insert: it is left out rather than failing the seed.
      const taken = ids.length ? new Set((await db.select({ id: stories.id }).from(stories).where(inArray(stories.id, ids))).map((row) => row.id)) : new Set<string>();
      for (const story of list) if (!taken.has(story.id)) await insertStory(db, { ...story, source: 'demo' });
    },
  };
}

export type StoriesRepository = ReturnType<typeof storiesRepository>;
