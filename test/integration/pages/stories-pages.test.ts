import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '#db/schema.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { flatText } from '../../support/html.ts';

const LIST = '/owners/dear-halden/stories.html';
const STORY = (id: string, prefix = '') => `${prefix}/owners/dear-halden/stories/${id}.html`;

let t: TestApp;
beforeAll(async () => {
  // Nothing kept: the tests publish and remove stories between requests.
  // A database of its own on PostgreSQL too: these tests unpublish a demo story and then remove them all.
  t = await createTestApp({ BRAND_NAME: 'Halden', PAGE_CACHE_LIVE_TTL_S: 0 }, { ownDatabase: true });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: { host: 'www.example.test' } });
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

describe('the stories page', () => {
  it('lists the published stories newest first, each linking to its page, with a search form that needs no script', async () => {
    const response = await get(LIST);
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    const text = flatText(html);
    expect(text).toContain('Stories from Dear Halden');
    expect(text).toContain('7 stories');
    expect(text).toContain('Maria G. · Minneapolis, Minnesota');
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain(`action="${LIST}"`);
    const input = /<input[^>]*name="q"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('maxLength="100"');
    const links = [...html.matchAll(/href="(\/owners\/dear-halden\/stories\/S[0-9A-Z]{10}\.html)"/g)].map((match) => match[1]);
    expect(links[0]).toBe(STORY('SDEM0000001'));
    expect(links).toHaveLength(7);
    // The Spanish and Chinese stories say which language they are written in.
    expect(html).toMatch(/<article[^>]*lang="es"/);
    expect(text).toContain('Written in Español');
    // No script at all: the page is a list of links and a GET form.
    expect(response.body).not.toMatch(/<script[^>]*type="module"/);
  });

  it('searches on the server, and says when nothing matches', async () => {
    const found = flatText(main((await get(`${LIST}?q=robotics`)).body));
    expect(found).toContain('1 story matches “robotics”');
    expect(found).toContain('Our Morrow carried the whole robotics team');
    expect(found).toContain('Show all stories');
    const none = await get(`${LIST}?q=zzqxv`);
    expect(none.statusCode).toBe(200);
    expect(flatText(main(none.body))).toContain('No stories match “zzqxv”');
    expect(none.body).toMatch(/<meta name="robots" content="noindex/);
    const tooLong = await get(`${LIST}?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(flatText(main(tooLong.body))).toContain('at most 100 characters');
  });

  it('pages the list with links', async () => {
    const html = main((await get(`${LIST}?page=1`)).body);
    expect(html).not.toContain('aria-label="Story pages"');
    // 7 stories fit one page of 12; a page beyond the last shows a way back.
    const beyond = flatText(main((await get(`${LIST}?page=3`)).body));
    expect(beyond).toContain('Go to the first page');
  });

  it('is written in Spanish and Chinese under their prefixes', async () => {
    const es = flatText(main((await get(`/es${LIST}`)).body));
    expect(es).toContain('Historias de Querido Halden');
    expect(es).toContain('Buscar en las historias');
    expect(es).toContain('Escrita en English');
    const zh = flatText(main((await get(`/zh${LIST}?q=${encodeURIComponent('大峡谷')}`)).body));
    expect(zh).toContain('有 1 个故事与“大峡谷”相符');
    expect(zh).toContain('带着爸爸去看大峡谷');
  });

  it('is linked from the letter form’s page', async () => {
    const html = (await get('/owners/dear-halden.html')).body;
    expect(html).toContain(`href="${LIST}"`);
    expect(flatText(html)).toContain('Read the letters other owners have shared');
  });
});

describe('a story page', () => {
  it('shows the whole story, its author by first name and initial, and the link to its video', async () => {
    const response = await get(STORY('SDEM0000001'));
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).toMatch(/<h1[^>]*>Three hundred thousand miles and still going<\/h1>/);
    const text = flatText(html);
    expect(text).toContain('Maria G. · Minneapolis, Minnesota · Published October 20, 2026');
    expect(text).toContain('The odometer passed 300,000 miles on Highway 61');
    expect(html).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=aqz-KE-bpKQ" rel="nofollow ugc noopener noreferrer">Watch the video on YouTube/);
    expect(response.body).toContain('<title>Three hundred thousand miles and still going');
  });

  it('marks a story written in another language, in every language of the site', async () => {
    const html = main((await get(STORY('SDEM0000004', '/es'))).body);
    expect(html).toMatch(/<h1[^>]*lang="zh"[^>]*>带着爸爸去看大峡谷<\/h1>/);
    expect(flatText(html)).toContain('Wei · Phoenix, Arizona');
    expect(html).toContain('href="/es/owners/dear-halden/stories.html"');
  });

  it('is not found for an unknown, malformed or unpublished story', async () => {
    await t.database.db.update(stories).set({ status: 'unpublished', publishedAt: null }).where(eq(stories.id, 'SDEM0000006'));
    for (const url of [STORY('SZZZZZZZZZZ'), STORY('sdem0000001'), '/owners/dear-halden/stories/SDEM0000001.htm', STORY('SDEM0000006')]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect(flatText(main((await get(LIST)).body))).not.toContain('Mi primer carro');
  });
});

describe('with no published story', () => {
  it('says there are no stories yet and invites a letter', async () => {
    await t.database.db.delete(stories);
    const html = main((await get(LIST)).body);
    expect(flatText(html)).toContain('No stories yet');
    expect(html).toContain('href="/owners/dear-halden.html"');
    expect(html).not.toContain('stories__list');
  });
});
