import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('hands the LEADS_* variables on as the leads section only, with the brand in the default sender', () => {
    const env = readEnv({ BRAND_NAME: 'Nordvik', LEADS_WORKER: 'off', LEADS_RATE_LIMIT: 'off', LEADS_WORKER_INTERVAL_MS: '50' });
    expect(env.leads).toMatchObject({ workerEnabled: false, rateLimit: null, workerIntervalMs: 50, mailFrom: '"Nordvik website" <no-reply@example.test>' });
    expect(Object.keys(env).filter((name) => name.startsWith('LEADS_'))).toEqual([]);
  });

  it('takes an empty LEADS_*, OFFERS_TODAY or INVENTORY_SCALE for unset, and any other empty value as it is', () => {
    const env = readEnv({ LEADS_WEBHOOK_URL: '', OFFERS_TODAY: '', INVENTORY_SCALE: '', AUTHOR_HOSTS: '' });
    expect(env.leads.webhookUrl).toBeNull();
    expect(env.OFFERS_TODAY).toBeUndefined();
    expect(env.INVENTORY_SCALE).toBe(1);
    expect(env.AUTHOR_HOSTS).toEqual([]);
  });

  it('reads the demo and test settings', () => {
    expect(readEnv({ OFFERS_TODAY: '2026-11-22', INVENTORY_SCALE: '0.1' })).toMatchObject({ OFFERS_TODAY: '2026-11-22', INVENTORY_SCALE: 0.1 });
  });

  it('stops on a wrong value with a message naming the variable', () => {
    expect(() => readEnv({ OFFERS_TODAY: '22/11/2026' })).toThrow(/OFFERS_TODAY/);
    expect(() => readEnv({ INVENTORY_SCALE: '0' })).toThrow(/INVENTORY_SCALE/);
    expect(() => readEnv({ LEADS_EXPORT_TOKEN: 'short' })).toThrow(/LEADS_EXPORT_TOKEN/);
  });
});
