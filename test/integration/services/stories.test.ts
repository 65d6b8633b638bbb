import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '#db/repositories/stories.ts';
import { leads, stories } from '#db/schema.ts';
import { DEAR_BRAND_FORM, SHARE_STORY_FORM } from '#domain/forms/definitions.ts';
import type { StoriesAnswer, StoryAnswer, StorySearchAnswer } from '#domain/stories/stories.ts';
import { parseCommand, run } from '../../../scripts/stories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { GIF, multipartBody, validCase } from '../../support/form-cases.ts';

let t: TestApp;
beforeAll(async () => {
  // A database of its own on PostgreSQL too: it publishes a letter for a while, which the stories pages would count.
  t = await createTestApp({ BRAND_NAME: 'Halden', LEADS_RATE_LIMIT: 'off', LEADS_WORKER: 'off' }, { ownDatabase: true });
});
afterAll(async () => t?.close());

const BASE = '/services/dearhalden';
const DEMO_COUNT = 7;
const get = (url: string) => t.app.inject({ url });
const list = async (query = '') => (await get(`${BASE}/stories${query}`)).json<StoriesAnswer>();
const search = async (q: string, extra = '') => (await get(`${BASE}/search?q=${encodeURIComponent(q)}${extra}`)).json<StorySearchAnswer>();

/** Runs the moderation command line against the test database; answers what it printed and its exit code. */
async function moderate(...argv: string[]): Promise<{ code: number; printed: string }> {
  const lines: string[] = [];
  const code = await run(parseCommand(argv), t.app.repositories.stories, (line) => lines.push(line));
  return { code, printed: lines.join('\n') };
}

/** Sends the letter form as the island does; answers the lead's confirmation id and the story id it got. */
async function sendLetter(overrides: Record<string, string>, form = DEAR_BRAND_FORM, endpoint = `${BASE}/story`): Promise<{ leadId: string; storyId: string }> {
  const { values } = validCase(form, 'private.person@example.com');
  const response = await t.app.inject({ method: 'POST', url: endpoint, headers: { ...SAME_ORIGIN, accept: 'application/json' }, payload: { ...values, lang: 'en', ...overrides } });
  expect(response.statusCode, response.body).toBe(201);
  const leadId = response.json<{ confirmationId: string }>().confirmationId;
  const [row] = await t.database.db.select({ id: stories.id }).from(stories).where(eq(stories.leadId, leadId));
  expect(row, 'the story row of the lead').toBeDefined();
  return { leadId, storyId: row!.id };
}

describe('GET /services/dear{brand}/stories', () => {
  it('lists the published stories newest first, a page at a time, with the page counts', async () => {
    const first = await list('?pageSize=3');
    expect(first).toMatchObject({ lang: 'en', page: 1, pageSize: 3, total: DEMO_COUNT, pageCount: 3 });
    expect(first.stories.map((story) => story.id)).toEqual(['SDEM0000001', 'SDEM0000002', 'SDEM0000003']);
    const dates = (await list('?pageSize=24')).stories.map((story) => story.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const third = await list('?pageSize=3&page=3');
    expect(third.stories.map((story) => story.id)).toEqual(['SDEM0000007']);
    expect((await list('?page=100')).stories).toEqual([]);
    const response = await get(`${BASE}/stories`);
    expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
  });

  it("shows an author by first name and the surname's initial, with the story's page in the language asked", async () => {
    const [story] = (await list('?pageSize=1')).stories;
    expect(story).toMatchObject({ id: 'SDEM0000001', author: 'Maria G.', city: 'Minneapolis', state: 'MN', lang: 'en', url: '/owners/dear-halden/stories/SDEM0000001.html' });
    expect(story?.excerpt.length).toBeLessThanOrEqual(281);
    expect((await list('?lang=es&pageSize=1')).stories[0]?.url).toBe('/es/owners/dear-halden/stories/SDEM0000001.html');
    expect((await list('?lang=zh&pageSize=1')).stories[0]?.url).toBe('/zh/owners/dear-halden/stories/SDEM0000001.html');
    // A Chinese surname's first character is most often the whole surname: no initial is shown.
    expect((await get(`${BASE}/story/SDEM0000004`)).json<StoryAnswer>().story.author).toBe('Wei');
  });

  it('bounds the page size and the page number', async () => {
    for (const query of ['?pageSize=25', '?pageSize=0', '?page=0', '?page=101', '?page=x', '?lang=fr']) {
      const response = await get(`${BASE}/stories${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /services/dear{brand}/story/{id}', () => {
  it('answers a published story in full', async () => {
    const response = await get(`${BASE}/story/SDEM0000002?lang=es`);
    expect(response.statusCode).toBe(200);
    const { lang, story } = response.json<StoryAnswer>();
    expect(lang).toBe('es');
    expect(story).toMatchObject({ id: 'SDEM0000002', lang: 'es', title: 'El Tarn que cruzó la sierra en plena nevada', author: 'José R.', url: '/es/owners/dear-halden/stories/SDEM0000002.html' });
    expect(story.text).toContain('«la aventura del Tarn»');
  });

  it('answers 404 with the error object for an unknown or malformed id', async () => {
    for (const id of ['SZZZZZZZZZZ', 'nope', 'SDEM0000001%27--']) {
      const response = await get(`${BASE}/story/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Story not found', code: 'NOT_FOUND' });
    }
  });
});

describe('GET /services/dear{brand}/search', () => {
  it("finds published stories by words of their title, text or city, folding case and accents, in every language's script", async () => {
    expect((await search('robotics')).stories.map((story) => story.id)).toEqual(['SDEM0000003']);
    expect((await search('KAYAK maine')).stories.map((story) => story.id)).toEqual(['SDEM0000007']);
    expect((await search('boulder')).stories.map((story) => story.id)).toEqual(['SDEM0000005']);
    // "cruzo" finds "cruzó"; a word's start finds it ("nev" → "nevada").
    expect((await search('cruzo nev')).stories.map((story) => story.id)).toEqual(['SDEM0000002']);
    expect((await search('大峡谷')).stories.map((story) => story.id)).toEqual(['SDEM0000004']);
    expect((await search('大峡谷', '&lang=zh')).stories[0]?.url).toBe('/zh/owners/dear-halden/stories/SDEM0000004.html');
    expect(await search('zzqxv')).toMatchObject({ q: 'zzqxv', total: 0, pageCount: 0, stories: [] });
  });

  it('reads wildcards and punctuation as text, and a query without words finds nothing', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    // Words never hold them, and the pattern escapes them anyway.
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('bounds the query, the words that count and the results', async () => {
    for (const query of ['', '?q=', `?q=${'a'.repeat(101)}`, '?q=x&pageSize=25', '?q=x&page=101']) {
      const response = await get(`${BASE}/search${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    // Only the first 8 words count: a ninth that matches nothing changes nothing.
    expect((await search('the and of a in to it was zzqxv')).total).toBeGreaterThan(0);
    const paged = await search('the', '&pageSize=2');
    expect(paged.stories).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
  });
});

describe('stories sent with the forms, and their moderation', () => {
  it('keeps a letter as an unpublished story: not listed, not found, not served, until the team publishes it', async () => {
    const { leadId, storyId } = await sendLetter({ firstName: 'Gwendolyn', lastName: 'Quackenbush', storyTitle: 'Snowplow pancakes', storyText: 'Our Tarn met a snowplow named Pancake.', storyCity: 'Fargo', state: 'ND' });
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, storyId));
    expect(row).toMatchObject({ leadId, source: 'dearBrand', status: 'unpublished', publishedAt: null, firstName: 'Gwendolyn', lastInitial: 'Q', city: 'Fargo', state: 'ND', mediaLink: 'https://youtu.be/dQw4w9WgXcQ' });
    // The lead keeps the person's details; the story never holds them.
    expect(JSON.stringify(row)).not.toMatch(/Quackenbush|private\.person/);
    const [lead] = await t.database.db.select({ values: leads.values }).from(leads).where(eq(leads.id, leadId));
    expect(lead?.values.lastName).toBe('Quackenbush');

    expect((await list('?pageSize=24')).stories.map((story) => story.id)).not.toContain(storyId);
    expect((await search('pancake')).total).toBe(0);
    expect((await get(`${BASE}/story/${storyId}`)).statusCode).toBe(404);
    expect((await moderate('list-pending')).printed).toContain(storyId);

    expect(await moderate('publish', storyId.toLowerCase())).toEqual({ code: 0, printed: `${storyId} is now published.` });
    const listed = await list('?pageSize=1');
    expect(listed.total).toBe(DEMO_COUNT + 1);
    expect(listed.stories[0]).toMatchObject({ id: storyId, title: 'Snowplow pancakes', author: 'Gwendolyn Q.', city: 'Fargo', state: 'ND', lang: 'en' });
    expect((await search('pancake fargo')).stories.map((story) => story.id)).toEqual([storyId]);
    const served = await get(`${BASE}/story/${storyId}`);
    expect(served.statusCode).toBe(200);
    expect(served.body).not.toMatch(/Quackenbush|private\.person|@example\.com|L[0-9A-Z]{10}/);
    expect((await moderate('list-pending')).printed).not.toContain(storyId);
    expect((await moderate('publish', storyId)).printed).toBe(`${storyId} was already published; nothing changed.`);

    expect(await moderate('unpublish', storyId)).toEqual({ code: 0, printed: `${storyId} is now unpublished.` });
    expect((await get(`${BASE}/story/${storyId}`)).statusCode).toBe(404);
    expect((await search('pancake')).total).toBe(0);
    expect((await list()).total).toBe(DEMO_COUNT);
    // Taken down is a decision: it does not come back to the pending list.
    expect((await moderate('list-pending')).printed).not.toContain(storyId);
  });

  it('keeps a share-your-story submission as a story too, and never publishes an uploaded file', async () => {
    const { storyId } = await sendLetter({ storyTitle: 'Shared with the other owners' }, SHARE_STORY_FORM, '/bin/services/shareyourstory/submit');
    expect((await t.app.repositories.stories.find(storyId))?.source).toBe('shareStory');

    const { values } = validCase(DEAR_BRAND_FORM, 'someone@example.com');
    delete values.media;
    const boundary = 'stories-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/story`,
      headers: { ...SAME_ORIGIN, accept: 'application/json', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody({ ...values, lang: 'es', storyTitle: 'Con foto' }, [{ name: 'media', filename: 'foto.gif', type: 'image/gif', content: GIF }], boundary),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(stories).where(eq(stories.leadId, response.json<{ confirmationId: string }>().confirmationId));
    expect(row).toMatchObject({ lang: 'es', title: 'Con foto', mediaLink: null, status: 'unpublished' });
  });

  it('refuses what the command line does not understand, and says when a story does not exist', async () => {
    expect(() => parseCommand([])).toThrow(/usage/);
    expect(() => parseCommand(['publish'])).toThrow(/one story id/);
    expect(() => parseCommand(['publish', 'L0123456789'])).toThrow(/not a story id/);
    expect(() => parseCommand(['list-pending', '--limit', '0'])).toThrow(/--limit/);
    expect(await moderate('publish', 'SZZZZZZZZZZ')).toEqual({ code: 1, printed: 'No story SZZZZZZZZZZ.' });
    expect((await moderate('show', 'SDEM0000003')).printed).toContain('six teenagers'.replace('six', 'Six'));
  });

  it('offers no public way to publish: the story routes answer GET only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${BASE}/story/SDEM0000001`, headers: SAME_ORIGIN, payload: { status: 'published' } });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('the OpenAPI document', () => {
  it("names the story services with the spec's words and documents their answers", async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { summary?: string; responses?: Record<string, unknown> }; post?: { summary?: string } }> }>();
    expect(document.paths[`${BASE}/stories`]?.get?.summary).toMatch(/^Stories: /);
    expect(document.paths[`${BASE}/search`]?.get?.summary).toMatch(/^Story search: /);
    expect(document.paths[`${BASE}/story/{id}`]?.get?.summary).toMatch(/^Story: /);
    expect(document.paths[`${BASE}/story`]?.post?.summary).toMatch(/^Story: submit the dearBrand form/);
    expect(JSON.stringify(document.paths[`${BASE}/stories`]?.get?.responses?.['200'])).toContain('"publishedAt"');
  });
});
