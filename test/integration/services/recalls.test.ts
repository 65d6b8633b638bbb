import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#domain/validation/messages.ts';
import es from '../../../locales/es.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };
import type { RecallAnswer } from '#domain/recalls/view.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
type Answer = RecallAnswer & { message: string | null };

/** A 2026 Kestrel Hybrid: two open recalls. */
const KESTREL_HYBRID = 'JF2CECA16TG200000';
/** A 2026 Vanta Premium: no recall. */
const VANTA_PREMIUM = 'JF1JATR19TG123456';
/** A 2026 Kestrel Base whose one recall is repaired. */
const KESTREL_REPAIRED = 'JF2CACA19TG123456';

const NOT_FOUND = 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.';

describe('GET /services/vehicles/recalls/{vin}', () => {
  it('answers a VIN with open recalls: the vehicle decoded from it, each recall and the open count, and the last update', async () => {
    const response = await get(`/services/vehicles/recalls/${KESTREL_HYBRID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=3600');
    const body = response.json<Answer>();
    expect(body).toMatchObject({
      vin: KESTREL_HYBRID,
      lastUpdated: '2026-11-20',
      lastUpdatedLabel: 'Nov 20, 2026',
      ours: true,
      message: null,
      vehicle: { year: 2026, modelCode: 'KSTL', modelName: 'Kestrel', trimCode: 'HYB', trimName: 'Hybrid' },
      openCount: 2,
    });
    expect(body.recalls.map((recall) => [recall.campaign, recall.makerCampaign, recall.status, recall.completed])).toEqual([
      ['26V-512', 'HRC-2609', 'remedy-available', false],
      ['26V-377', 'HRC-2606', 'remedy-not-available', false],
    ]);
    expect(body.recalls[1]).toMatchObject({
      component: 'Hybrid propulsion system: inverter',
      risk: 'A loss of drive power while driving increases the risk of a crash.',
      affected: [
        { modelCode: 'KSTL', modelName: 'Kestrel', yearFrom: 2026, yearTo: 2026, trims: ['Hybrid'], serialFrom: '100000', serialTo: '999999' },
        { modelCode: 'SOLA', modelName: 'Solace', yearFrom: 2026, yearTo: 2026, trims: ['Hybrid'], serialFrom: '100000', serialTo: '999999' },
      ],
    });
  });

  it('reads the VIN in any case and answers in the language asked', async () => {
    const body = (await get(`/services/vehicles/recalls/${KESTREL_HYBRID.toLowerCase()}?lang=zh`)).json<Answer>();
    expect(body.vin).toBe(KESTREL_HYBRID);
    expect(body.lastUpdatedLabel).toBe('2026年11月20日');
    expect(body.recalls[0]?.component).toBe('倒车防护：后视摄像头');
    expect(body.recalls[0]?.reportedLabel).toBe('2026年9月14日');
  });

  it('answers a VIN of ours without recalls with none open', async () => {
    const body = (await get(`/services/vehicles/recalls/${VANTA_PREMIUM}`)).json<Answer>();
    expect(body).toEqual({
      vin: VANTA_PREMIUM,
      lastUpdated: '2026-11-20',
      lastUpdatedLabel: 'Nov 20, 2026',
      ours: true,
      message: null,
      vehicle: { year: 2026, modelCode: 'VNTA', modelName: 'Vanta', trimCode: 'PREM', trimName: 'Premium' },
      recalls: [],
      openCount: 0,
    });
  });

  it('lists a repaired recall as completed, with no open recall', async () => {
    const body = (await get(`/services/vehicles/recalls/${KESTREL_REPAIRED}`)).json<Answer>();
    expect(body.recalls.map((recall) => [recall.campaign, recall.completed])).toEqual([['26V-512', true]]);
    expect(body.openCount).toBe(0);
  });

  it('answers a valid VIN of another make with 200 and a clear "not a Halden vehicle"', async () => {
    for (const [vin, lang, message] of [
      ['JTMABABA8RA060836', 'en', 'This VIN is not a Halden vehicle.'],
      ['JF2SKARC9PH490439', 'es', 'Este VIN no corresponde a un vehículo Halden.'],
      ['4S4BTGNDXR3146983', 'zh', '此 VIN 不属于 Halden 车辆。'],
    ] as const) {
      const response = await get(`/services/vehicles/recalls/${vin}?lang=${lang}`);
      expect(response.statusCode, vin).toBe(200);
      expect(response.json<Answer>(), vin).toMatchObject({ vin, ours: false, message, vehicle: null, recalls: [], openCount: 0, lastUpdated: '2026-11-20' });
    }
  });

  it('answers an invalid VIN with 400 and the VIN rule’s exact message (the one the VIN validator gives)', async () => {
    for (const [vin, message] of [
      ['JF2CECA1', 'Please enter a valid VIN.'],
      ['JF2CECA16TG20000O', 'Please enter a valid VIN.'],
      ['JF2CECA17TG200000', NOT_FOUND],
      ['1M8GDM9AXKP042788', NOT_FOUND],
    ]) {
      const response = await get(`/services/vehicles/recalls/${vin}`);
      expect(response.statusCode, vin).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json(), vin).toEqual({ message, code: 'BAD_REQUEST', reason: `vin: ${message}` });
      const verdict = (await get(`/services/vehicles/vin/validate?vin=${vin}`)).json<{ message: string }>();
      expect(verdict.message, vin).toBe(message);
    }
    expect(ERROR_MESSAGES['vin-length']).toBe('Please enter a valid VIN.');
    expect(ERROR_MESSAGES['vin-checkDigit']).toBe(NOT_FOUND);
  });

  it('answers an invalid VIN in the language asked: Spanish and Chinese pages read the rule in their language', async () => {
    for (const [lang, message] of [
      ['es', es['formError-vin-length']],
      ['zh', zh['formError-vin-length']],
    ] as const) {
      const response = await get(`/services/vehicles/recalls/JF2CECA1?lang=${lang}`);
      expect(response.statusCode).toBe(400);
      expect(response.json(), lang).toEqual({ message, code: 'BAD_REQUEST', reason: `vin: ${message}` });
      expect(message).not.toBe('Please enter a valid VIN.');
    }
  });

  it('refuses an unknown language and a VIN far too long as bad requests', async () => {
    expect((await get(`/services/vehicles/recalls/${KESTREL_HYBRID}?lang=fr`)).statusCode).toBe(400);
    expect((await get(`/services/vehicles/recalls/${'A'.repeat(70)}`)).statusCode).toBe(400);
  });
});

describe('GET /services/vehicles/recalls/lastupdated', () => {
  it('answers the day the recall information was last updated, written in the language', async () => {
    expect((await get('/services/vehicles/recalls/lastupdated')).json()).toEqual({ lastUpdated: '2026-11-20', lastUpdatedLabel: 'Nov 20, 2026', campaigns: 10 });
    expect((await get('/services/vehicles/recalls/lastupdated?lang=es')).json()).toMatchObject({ lastUpdatedLabel: '20 nov 2026' });
  });

  it('is documented in the OpenAPI description with the by-VIN service', async () => {
    const paths = Object.keys((await get('/services/openapi.json')).json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/services/vehicles/recalls/{vin}');
    expect(paths).toContain('/services/vehicles/recalls/lastupdated');
    expect(paths).toContain('/services/vehicles/warranty/{year}/{modelCode}/{trimCode}');
  });
});
