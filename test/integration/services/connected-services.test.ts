import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedServices } from '#domain/catalog/connected-services.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const file = JSON.parse(readFileSync('catalog/connected-services.json', 'utf8')) as { features: { code: string; name: Record<string, string> }[] };
const featureName = (code: string, lang: string) => file.features.find((feature) => feature.code === code)?.name[lang];

describe('GET /services/vehicles/connectedservices/{year}/{modelCode}', () => {
  it('answers the Lumen EV’s 2027 plans with charging and no engine start, in Spanish', async () => {
    const response = await get('/services/vehicles/connectedservices/2027/LUMN?lang=es');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const body = response.json<ConnectedServices>();
    expect(body).toMatchObject({ service: 'Halden Connect', modelCode: 'LUMN', year: 2027, powertrain: 'electric' });
    expect(body.plans.map((plan) => [plan.name, plan.terms])).toEqual([
      ['Seguridad', 'Incluido durante 10 años'],
      ['Remoto', 'Incluido durante 5 años, luego $8.00/mes'],
      ['Conducción', 'Incluido durante 6 meses, luego $15.00/mes'],
    ]);
    const remote = body.plans[1]!.features.map((feature) => feature.code);
    expect(remote).toContain('CHARGE');
    expect(remote).not.toContain('START');
    expect(body.plans[1]!.features.find((feature) => feature.code === 'CHARGE')?.name).toBe(featureName('CHARGE', 'es'));
  });

  it('answers a 2026 gas model with that year’s terms, and the 2027 one with the new ones', async () => {
    const y2026 = (await get('/services/vehicles/connectedservices/2026/TARN')).json<ConnectedServices>();
    const y2027 = (await get('/services/vehicles/connectedservices/2027/TARN')).json<ConnectedServices>();
    expect(y2026.powertrain).toBe('gas');
    expect(y2026.plans.map((plan) => plan.terms)).toEqual(['Included for 10 years', '3 years included, then $8.00/month', '3 months included, then $20.00/month']);
    expect(y2027.plans.map((plan) => plan.monthlyPriceCents)).toEqual([null, 800, 1500]);
    expect(y2026.plans[1]!.features.map((feature) => feature.code)).toContain('START');
  });

  it('answers 404 for a model year the catalog does not have, and 400 for a bad code', async () => {
    const missing = await get('/services/vehicles/connectedservices/2026/LUMN');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'No data received from API', code: 'NOT_FOUND' });
    expect((await get('/services/vehicles/connectedservices/2027/lumen')).statusCode).toBe(400);
    expect((await get('/services/vehicles/connectedservices/year/LUMN')).statusCode).toBe(400);
  });

  it('is documented under vehicles with the spec’s words', async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { tags?: string[]; summary?: string } }> }>();
    const entry = document.paths['/services/vehicles/connectedservices/{year}/{modelCode}']?.get;
    expect(entry?.tags).toEqual(['vehicles']);
    expect(entry?.summary).toMatch(/^Connected services by year/);
  });
});

describe('the model page', () => {
  it('shows its year’s connected services, plan by plan, in the page’s language', async () => {
    const response = await get('/zh/vehicles/lumen.html');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('互联服务：Halden Connect');
    expect(html).toContain('<p class="model-connected__terms">免费 5 年，之后每月 $8.00</p>');
    expect(html).toContain(`<strong>${featureName('PLUGCHARGE', 'zh')}</strong>`);
    expect(html).not.toContain(`<strong>${featureName('START', 'zh')}</strong>`);
  });
});
