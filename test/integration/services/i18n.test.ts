import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /libs/cq/i18n/dict.{lang}.json', () => {
  for (const lang of ['en', 'es', 'zh']) {
    it(`serves the ${lang} dictionary exactly as locales/${lang}.json, cacheable, with an ETag`, async () => {
      const response = await t.app.inject({ url: `/libs/cq/i18n/dict.${lang}.json` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
      expect(response.json()).toEqual(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')));
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
      const again = await t.app.inject({ url: `/libs/cq/i18n/dict.${lang}.json`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  }

  it('answers 404 with the error object for an unknown locale', async () => {
    const response = await t.app.inject({ url: '/libs/cq/i18n/dict.fr.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Dictionary not found', code: 'NOT_FOUND', reason: 'No dictionary dict.fr.json' });
  });

  it('sends the dictionary compressed when the client accepts it', async () => {
    const response = await t.app.inject({ url: '/libs/cq/i18n/dict.en.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('GET /services/utility/language (the language lookup)', () => {
  it('turns an internal page path into the translated .html address', async () => {
    const cases = [
      ['/content/halden/en/support/customer-support', 'es', '/es/support/customer-support.html'],
      ['/content/halden/en/support/customer-support', 'zh', '/zh/support/customer-support.html'],
      ['/es/find/a-retailer.html', 'en', '/find/a-retailer.html'],
      ['/', 'zh', '/zh/'],
    ] as const;
    for (const [path, lang, expected] of cases) {
      const response = await t.app.inject({ url: '/services/utility/language', query: { path, lang } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ path: expected, lang });
    }
  });

  it('falls back to English for an unknown language', async () => {
    const response = await t.app.inject({ url: '/services/utility/language', query: { path: '/build', lang: 'fr' } });
    expect(response.json()).toEqual({ path: '/build.html', lang: 'en' });
  });

  it('refuses a missing or foreign path with 400 and the error object', async () => {
    for (const path of ['', '//evil.example/', 'https://evil.example', '/../../etc/passwd']) {
      const response = await t.app.inject({ url: '/services/utility/language', query: { path, lang: 'es' } });
      expect(response.statusCode, path).toBe(400);
      const body = response.json() as Record<string, string>;
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'reason']);
      expect(body.message).toBe('Invalid path');
    }
  });
});
