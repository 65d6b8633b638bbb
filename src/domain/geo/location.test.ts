import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ZIP,
  GEO_POLL_INTERVAL_MS,
  GEO_POLL_TIMEOUT_MS,
  externalGeoZip,
  followSavedZip,
  geolocationAllowed,
  geolocationBlocked,
  initialZipState,
  parseZipSession,
  resolveVisitorZip,
  setZip,
  waitForExternalZip,
  zipSession,
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
    // The place found is recorded; it becomes the visitor's ZIP only when saved.
    const allowed = geolocationAllowed(initialZipState('10001'), position, '64106');
    expect(allowed).toEqual({ zipCode: '10001', oldZipCode: '', geoZipCode: '64106', geoLocation: position, geoStatus: 'allow', error: null });
    const saved = followSavedZip(allowed, '64106');
    expect(saved).toMatchObject({ zipCode: '64106', oldZipCode: '10001', geoZipCode: '64106', geoStatus: 'allow' });
    const blocked = geolocationBlocked(saved, { ...GEO_ERRORS.denied });
    expect(blocked).toMatchObject({ zipCode: '64106', geoStatus: 'block', error: { code: 3, message: 'Access to the geolocation was denied by the page' } });
  });

  it('follows the saved ZIP: a new one keeps the old, the same one changes nothing, an expired one leaves none', () => {
    const state = initialZipState('10001');
    expect(followSavedZip(state, '10001')).toBe(state);
    expect(followSavedZip(state, '  10001 ')).toBe(state);
    const moved = followSavedZip(state, '64105');
    expect(moved).toMatchObject({ zipCode: '64105', oldZipCode: '10001' });
    expect(followSavedZip(moved, null)).toMatchObject({ zipCode: '', oldZipCode: '64105' });
    const none = initialZipState(null);
    expect(followSavedZip(none, undefined)).toBe(none);
  });

  it('keeps what geolocation answered for the session, and reads back only a well-formed copy', () => {
    const position = { latitude: 39.1, longitude: -94.58, accuracy: 12, altitude: null };
    const allowed = geolocationAllowed(initialZipState(null), position, '64106');
    expect(parseZipSession(JSON.stringify(zipSession(allowed)))).toEqual({ geoZipCode: '64106', geoLocation: position, geoStatus: 'allow', error: null });
    const blocked = geolocationBlocked(allowed, { ...GEO_ERRORS.timeout });
    expect(parseZipSession(JSON.stringify(zipSession(blocked)))).toMatchObject({ geoStatus: 'block', error: { code: 2, reason: 'timeout', message: 'Geolocation Timeout' } });
    const initial = { geoZipCode: '', geoLocation: null, geoStatus: 'prompt', error: null };
    for (const raw of [null, '', 'not json', '42', '{"geoStatus":"block"}', '{"geoStatus":"granted"}']) expect(parseZipSession(raw), String(raw)).toEqual(initial);
    expect(parseZipSession('{"geoStatus":"allow","geoZipCode":"abc","geoLocation":{"latitude":"x"}}')).toEqual({ ...initial, geoStatus: 'allow' });
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
