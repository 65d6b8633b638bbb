import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedTestDatabase, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTHOR_HOSTS: 'localhost' });
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers /healthz while the process runs and /readyz while the database answers', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('seeding', () => {
  it('changes nothing when run a second time', async () => {
    const again = await seedTestDatabase(t.database.db);
    expect(again.changed).toBe(false);
    const all = await t.app.repositories.disclaimers.all('en');
    expect(all.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('GET /services/disclaimers/{id}', () => {
  it('answers a disclaimer by numeric id, in the asked language, with the brand filled in', async () => {
    const response = await t.app.inject({ url: '/services/disclaimers/1?lang=es' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: number; label: string; content: string };
    expect(body.id).toBe(1);
    expect(body.label).toBe('Precios');
    expect(body.content).toContain('concesionario Halden');
  });

  it('refuses ids that are not digits only with 400, and unknown ids with 404', async () => {
    for (const id of ['abc', '1a', '-1', '1.5']) {
      const response = await t.app.inject({ url: `/services/disclaimers/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid disclaimer id', code: 'BAD_REQUEST', reason: 'Disclaimer ids are digits only' });
    }
    expect((await t.app.inject({ url: '/services/disclaimers/999' })).statusCode).toBe(404);
  });

  it('renders a page\'s markers as buttons that open their disclaimer dialog, numbered in order of use', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.body).toMatch(/<button type="button" class="disclaimer-marker__button" commandfor="disclaimer-3" command="show-modal"[^>]*aria-label="Disclaimer 1: Special offers">1<\/button>/);
    expect(response.body).toMatch(/commandfor="disclaimer-1" command="show-modal"[^>]*aria-label="Disclaimer 2: Pricing">2<\/button>/);
    expect(response.body).toContain('<dialog id="disclaimer-3" class="disclaimer-alert" aria-labelledby="disclaimer-3-title" closedby="any">');
    expect(response.body).toContain('<li id="footnote-1">MSRP excludes destination and delivery charges');
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy that allows no inline script but the head script (by its hash), and refuse framing', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    // The one inline script is in the page's head, and the policy names exactly its SHA-256.
    const inline = [...response.body.matchAll(/<script(?: id="head-script")?>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
    expect(csp).toMatch(new RegExp(`(^|;)\\s*script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    // It sits in the head, ahead of any stylesheet, image preload or module the build adds (a clean checkout's unbuilt
    // server has none), so that it listens before the first image can fail. (A font preload may come first.)
    const head = /<head>(.*)<\/head>/s.exec(response.body)?.[1] ?? '';
    const headScriptAt = head.indexOf('<script id="head-script">');
    expect(headScriptAt).toBeGreaterThan(0);
    for (const resource of head.matchAll(/<link rel="(?:stylesheet|modulepreload)"|<link rel="preload"[^>]* as="image"|<script type="module"/g)) {
      expect(resource.index).toBeGreaterThan(headScriptAt);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('send HSTS only when configured for TLS', async () => {
    expect((await t.app.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({ HSTS: 'true' });
    try {
      expect((await secure.app.inject({ url: '/' })).headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    } finally {
      await secure.close();
    }
  });
});

describe('content-system mode', () => {
  it('shows the editor banner on an author host with the edit flag, and nothing on the live site', async () => {
    const editor = await t.app.inject({ url: '/', headers: { host: 'localhost:3000', cookie: 'wcmmode=edit' } });
    expect(editor.body).toContain('data-mode="editor"');
    expect(editor.body).toContain('class="mode-banner"');
    const live = await t.app.inject({ url: '/', headers: { host: 'www.halden.example', cookie: 'wcmmode=edit' } });
    expect(live.body).toContain('data-mode="live"');
    expect(live.body).not.toContain('class="mode-banner"');
  });
});

describe('the catalog cache', () => {
  it('serves the in-process copy, and reloads once the stored seed version changes and 30 s have passed', async () => {
    const repository = t.app.repositories.catalog;
    const first = await repository.get();
    expect(await repository.get()).toBe(first);
    await t.app.repositories.meta.set('seed_version', 'changed-by-test');
    expect(await repository.get()).toBe(first);
    const later = await repository.get(Date.now() + 31_000);
    expect(later).not.toBe(first);
    expect(later.version).toBe('changed-by-test');
    expect(later.models.map((model) => model.code)).toEqual(first.models.map((model) => model.code));
    await t.app.repositories.meta.set('seed_version', first.version);
  });
});
