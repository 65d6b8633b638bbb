import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
interface Verdict {
  valid: boolean;
  message: string | null;
  key: string | null;
  rule: string | null;
  params: Record<string, string> | null;
}
const NOT_FOUND = 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.';

describe('GET /services/vehicles/vin/validate', () => {
  it('accepts a genuine VIN (2016 Subaru Impreza) with no message', async () => {
    const response = await get('/services/vehicles/vin/validate?vin=JF1GPAY67G8331894');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toEqual({ valid: true, message: null, key: null, rule: null, params: null });
  });

  it('accepts lower case and a check digit X (2024 Outback), and the jtmababa prefix (2024 Solterra)', async () => {
    for (const vin of ['4s4btgndxr3146983', '4S4BTGNDXR3146983', 'JTMABABA8RA060836']) {
      expect((await get(`/services/vehicles/vin/validate?vin=${vin}`)).json<Verdict>().valid, vin).toBe(true);
    }
  });

  it('rejects a wrong check digit with the not-valid message, its key and the support link', async () => {
    const body = (await get('/services/vehicles/vin/validate?vin=JF1GPAY68G8331894')).json<Verdict>();
    expect(body).toEqual({ valid: false, message: NOT_FOUND, key: 'formError-vin-checkDigit', rule: 'checkDigit', params: { supportUrl: '/support/customer-support.html' } });
  });

  it("rejects another maker's VIN for its prefix", async () => {
    const body = (await get('/services/vehicles/vin/validate?vin=19XFC1F7XGE028370')).json<Verdict>();
    expect(body.valid).toBe(false);
    expect(body.key).toBe('formError-vin-prefix');
    expect(body.message).toBe(NOT_FOUND);
  });

  it('rejects a short, an empty and an I/O/Q VIN with "Please enter a valid VIN."', async () => {
    for (const [vin, rule] of [
      ['JF1GPAY67', 'length'],
      ['', 'required'],
      ['JF1GPAY6OG8331894', 'pattern'],
    ] as const) {
      const response = await get(`/services/vehicles/vin/validate?vin=${vin}`);
      expect(response.statusCode, vin).toBe(200);
      expect(response.json<Verdict>()).toMatchObject({ valid: false, message: 'Please enter a valid VIN.', key: `formError-vin-${rule}`, rule });
    }
  });

  it('answers 400 with the error object when vin is missing or absurdly long', async () => {
    for (const url of ['/services/vehicles/vin/validate', `/services/vehicles/vin/validate?vin=${'A'.repeat(65)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<{ message: string; code: string; reason: string }>();
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'reason']);
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.reason).toContain('vin');
    }
  });

  it('is documented under the vehicles tag', async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    expect(document.paths['/services/vehicles/vin/validate']?.get?.tags).toEqual(['vehicles']);
  });
});
