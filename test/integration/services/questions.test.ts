import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionsAnswer } from '#domain/content/questions.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });

describe('GET /services/questions', () => {
  it("answers a page's FAQ items in the page's order, each with its answer and where it is answered", async () => {
    const response = await get('/services/questions?page=airbagRecall');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const body = response.json<QuestionsAnswer>();
    expect(body.lang).toBe('en');
    expect(body.total).toBe(6);
    expect(body.questions.map((item) => item.question)).toEqual([
      'Is it safe to drive my vehicle before the repair?',
      'How long does the repair take?',
      'Does the repair cost anything?',
      'I bought my vehicle used. Is it covered?',
      'I already paid for this repair. Can I be reimbursed?',
      'How can I tell whether the repair has been done?',
    ]);
    expect(body.questions[0]).toEqual({
      id: body.questions[0]?.id,
      question: 'Is it safe to drive my vehicle before the repair?',
      answer:
        'Yes, the vehicle can be driven. Until the repair is done, watch the PASSENGER AIR BAG indicator: if it shows OFF when an adult sits in front, that passenger should ride in the back seat.',
      page: { key: 'airbagRecall', title: 'Front passenger air bag recall' },
      url: `/owners/recalls/airbag-recall.html#${body.questions[0]?.id}`,
    });
  });

  it('gives the same items, with the same ids, as the accordion the page renders', async () => {
    const body = (await get('/services/questions?page=airbagRecall')).json<QuestionsAnswer>();
    const html = (await get('/owners/recalls/airbag-recall.html')).body;
    const ids = [...html.matchAll(/<[^>]+data-search-faq[^>]*\bid="([^"]+)"|<[^>]+\bid="([^"]+)"[^>]*data-search-faq/g)].map((match) => match[1] ?? match[2]);
    expect(ids).toEqual(body.questions.map((item) => item.id));
    for (const item of body.questions) expect(html).toContain(item.question.replaceAll("'", '&#x27;'));
  });

  it('answers in Spanish and Chinese with the localised page address', async () => {
    const es = (await get('/services/questions?page=airbagRecall&lang=es')).json<QuestionsAnswer>();
    expect(es.lang).toBe('es');
    expect(es.questions[0]?.question).toBe('¿Es seguro manejar mi vehículo antes de la reparación?');
    expect(es.questions[0]?.url).toMatch(/^\/es\/owners\/recalls\/airbag-recall\.html#/);
    const zh = (await get('/services/questions?page=airbagRecall&lang=zh')).json<QuestionsAnswer>();
    expect(zh.total).toBe(6);
    expect(zh.questions[0]?.url).toMatch(/^\/zh\/owners\/recalls\/airbag-recall\.html#/);
    expect(zh.questions[0]?.question).toMatch(/\p{Script=Han}/u);
  });

  it('finds the questions that hold every word, those with the words in the question first, across pages', async () => {
    const body = (await get('/services/questions?q=repair%20cost')).json<QuestionsAnswer>();
    expect(body.questions[0]?.question).toBe('Does the repair cost anything?');
    for (const item of body.questions) expect(`${item.question} ${item.answer}`.toLowerCase()).toMatch(/repair/);
    const typed = (await get('/services/questions?q=reimb')).json<QuestionsAnswer>();
    expect(typed.questions.map((item) => item.question)).toContain('I already paid for this repair. Can I be reimbursed?');
    const all = (await get('/services/questions?limit=50')).json<QuestionsAnswer>();
    expect(new Set(all.questions.map((item) => item.page.key)).size).toBeGreaterThan(1);
    const limited = (await get('/services/questions?limit=2')).json<QuestionsAnswer>();
    expect(limited.questions).toHaveLength(2);
    expect(limited.total).toBe(all.total);
    expect((await get('/services/questions?q=zzyzx')).json<QuestionsAnswer>()).toEqual({ lang: 'en', total: 0, questions: [] });
  });

  it('is documented in the OpenAPI document under the spec\'s name, with its answer\'s schema', async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { summary?: string; responses?: Record<string, unknown> } }> }>();
    const operation = document.paths['/services/questions']?.get;
    expect(operation?.summary).toMatch(/^Questions: /);
    expect(JSON.stringify(operation?.responses?.['200'])).toContain('"questions"');
  });

  it('refuses an unknown page, a bad limit and an over-long query with the error object', async () => {
    const unknown = await get('/services/questions?page=noSuchPage');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No page with questions has this key', code: 'NOT_FOUND', reason: 'page: noSuchPage' });
    for (const url of ['/services/questions?limit=0', '/services/questions?limit=51', `/services/questions?q=${'a'.repeat(101)}`, '/services/questions?page=../x', '/services/questions?lang=fr']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ code: string }>().code, url).toBe('BAD_REQUEST');
    }
  });
});

describe('the customer support page’s FAQ search box', () => {
  it('answers ?faq= on the server with the questions the service matches, each linking to where it is answered', async () => {
    const service = (await get('/services/questions?q=VIN&lang=es&limit=10')).json<QuestionsAnswer>();
    expect(service.total).toBeGreaterThan(1);
    const response = await get('/es/support/customer-support.html?faq=VIN');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`${service.total} preguntas coinciden con “VIN”.`);
    for (const item of service.questions) expect(html).toContain(`href="${item.url.replace(/&/g, '&amp;')}"`);
    // The box is a GET form back to the page, so it works without script.
    const form = /<form class="faq-search__form"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toMatch(/ action="\/es\/support\/customer-support\.html#[^"]+"/);
    expect(html).toMatch(/<input[^>]* name="faq"[^>]* value="VIN"/);
  });

  it('says when nothing matches, and shows no results before a search', async () => {
    const none = await get('/support/customer-support.html?faq=zeppelin');
    expect(none.body).toContain('No question matches “zeppelin”. Try other words, or send us a message below.');
    const before = await get('/support/customer-support.html');
    expect(before.body).toContain('Search the questions');
    expect(before.body).not.toContain('faq-search__results');
  });
});
