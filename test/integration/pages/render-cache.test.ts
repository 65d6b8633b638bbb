// The render cache keys a page by the visitor context it shows: a cached page made for one visitor is never served to another.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.ts';
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => t.close());
const cookie = (zip: string) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), zipCode: zip }))}`;
it('the build summary and the all-vehicles page follow each visitor, cached or not', async () => {
  const url = '/build/2026/all-categories/VNTA/SPRT/summary';
  for (const [zip, state] of [['10001', 'NY'], ['90012', 'CA'], ['10001', 'NY'], ['', 'KS']] as const) {
    const page = await t.app.inject({ url, headers: zip ? { cookie: cookie(zip) } : {} });
    expect(page.body, zip).toContain(`Destination &amp; delivery (${state})`);
  }
  for (const zip of ['10001', '90012', '10001']) {
    const page = await t.app.inject({ url: '/vehicles/all-vehicles.html', headers: { cookie: cookie(zip) } });
    expect(page.body).toContain(zip);
  }
});
