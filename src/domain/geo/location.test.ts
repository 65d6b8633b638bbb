import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ZIP,
  GEO_POLL_INTERVAL_MS,
  GEO_POLL_TIMEOUT_MS,
  externalGeoZip,
  geolocationAllowed,
  geolocationBlocked,
  initialZipState,
  resolveVisitorZip,
  setZip,
  waitForExternalZip,
} from './location.ts';
import { GEO_ERRORS } from './geolocation.ts';

describe('Zip state', () => {
  it('starts from a stored ZIP, or empty, with status prompt', () => {
    expect(initialZipState('64105')).toEqual({ zipCode: '64105', oldZipCode: '', geoZipCode: '', geoLocation: null, geoStatus: 'prompt', error: null });
    expect(initialZipState(null).zipCode).toBe('');
    expect(initialZipState('nope').zipCode).toBe('');
  });

  it('ignores setting an empty ZIP or the current one (same state back)', () => {
    const state = initialZipState('64105');
    expect(setZip(state, '')).toBe(state);
    expect(setZip(state, '   ')).toBe(state);
    expect(setZip(state, null)).toBe(state);
    expect(setZip(state, '64105')).toBe(state);
    expect(setZip(state, '64105-1234')).toBe(state);
    expect(setZip(state, 'abcde')).toBe(state);
  });

  it('keeps the previous ZIP as oldZipCode', () => {
    expect(setZip(initialZipState('64105'), '90210')).toMatchObject({ zipCode: '90210', oldZipCode: '64105' });
  });

  it('allow on a geolocation success, block on any error', () => {
    const position = { latitude: 39.0997, longitude: -94.5786, accuracy: 20, altitude: null };
    const allowed = geolocationAllowed(initialZipState(null), position, '64106');
    expect(allowed).toMatchObject({ zipCode: '64106', geoZipCode: '64106', geoLocation: position, geoStatus: 'allow', error: null });
    const blocked = geolocationBlocked(allowed, { ...GEO_ERRORS.denied });
    expect(blocked).toMatchObject({ zipCode: '64106', geoStatus: 'block', error: { code: 3, message: 'Access to the geolocation was denied by the page' } });
  });
});

describe('the external geo object', () => {
  it("gives its Zip only when its Country is 'united states', in any letter case", () => {
    expect(externalGeoZip({ Zip: '64105', Country: 'united states' })).toBe('64105');
    expect(externalGeoZip({ Zip: '64105', Country: 'UNITED STATES' })).toBe('64105');
    expect(externalGeoZip({ Zip: '64105', Country: ' United States ' })).toBe('64105');
    expect(externalGeoZip({ Zip: 64105, Country: 'United States' })).toBe('64105');
    expect(externalGeoZip({ Zip: 'H2X 1Y4', Country: 'canada' })).toBeNull();
    expect(externalGeoZip({ Zip: '64105', Country: 'US' })).toBeNull();
    expect(externalGeoZip({ Zip: '', Country: 'united states' })).toBeNull();
    expect(externalGeoZip('64105')).toBeNull();
    expect(externalGeoZip(null)).toBeNull();
  });
});

describe('waiting for the external geo object (every 500 ms, up to 10 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 500 ms and uses the object once it appears', async () => {
    const page: { geo?: unknown } = {};
    const read = vi.fn(() => page.geo);
    const result = waitForExternalZip(read);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(GEO_POLL_INTERVAL_MS - 1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    page.geo = { Zip: '64105', Country: 'United States' };
    await vi.advanceTimersByTimeAsync(GEO_POLL_INTERVAL_MS);
    await expect(result).resolves.toBe('64105');
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up after 10 s (21 reads: at 0, 500 … 10 000 ms)', async () => {
    const read = vi.fn(() => undefined);
    let settled: string | null | undefined;
    void waitForExternalZip(read).then((zip) => {
      settled = zip;
    });
    await vi.advanceTimersByTimeAsync(GEO_POLL_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(read).toHaveBeenCalledTimes(GEO_POLL_TIMEOUT_MS / GEO_POLL_INTERVAL_MS + 1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(21);
  });

  it('stops at once for an object outside the United States, and when aborted', async () => {
    await expect(waitForExternalZip(() => ({ Zip: 'SW1A', Country: 'United Kingdom' }))).resolves.toBeNull();
    const controller = new AbortController();
    const read = vi.fn(() => undefined);
    const waiting = waitForExternalZip(read, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await expect(waiting).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('survives a reader that throws', async () => {
    let calls = 0;
    const waiting = waitForExternalZip(() => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
      return { Zip: '73301', Country: 'united states' };
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBe('73301');
  });
});

describe('resolveVisitorZip: stored ZIP, else the external object, else the default 66952', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses a stored ZIP without reading the external object', async () => {
    const read = vi.fn();
    await expect(resolveVisitorZip('90210', read)).resolves.toEqual({ zipCode: '90210', source: 'stored' });
    expect(read).not.toHaveBeenCalled();
  });

  it('uses the external object that arrives after 2 s', async () => {
    const page: { geo?: unknown } = {};
    const result = resolveVisitorZip(null, () => page.geo);
    await vi.advanceTimersByTimeAsync(2_000);
    page.geo = { Zip: '64105', Country: 'united states' };
    await vi.advanceTimersByTimeAsync(GEO_POLL_INTERVAL_MS);
    await expect(result).resolves.toEqual({ zipCode: '64105', source: 'external' });
  });

  it('falls back to the default ZIP after 10 s without an object', async () => {
    const result = resolveVisitorZip('', () => undefined);
    await vi.advanceTimersByTimeAsync(GEO_POLL_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ zipCode: DEFAULT_ZIP, source: 'default' });
    expect(DEFAULT_ZIP).toBe('66952');
  });
});
