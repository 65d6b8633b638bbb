import { describe, expect, it } from 'vitest';
import { RECHECK_MS, versionedSnapshot } from './versioned-snapshot.ts';

/** A stored version and a loader that count their calls; `fail` makes the next load (or version read) throw. */
function store(initial = 'v1') {
  const state = { version: initial, versionReads: 0, loads: 0, failLoad: false, failVersion: false };
  const snapshot = versionedSnapshot({
    version: async () => {
      state.versionReads += 1;
      if (state.failVersion) throw new Error('database away');
      return state.version;
    },
    load: async (version) => {
      state.loads += 1;
      await Promise.resolve();
      if (state.failLoad) throw new Error('load failed');
      return { version, load: state.loads };
    },
  });
  return { state, snapshot };
}

const T0 = 1_000_000;

describe('versionedSnapshot', () => {
  it('loads once for many concurrent callers', async () => {
    const { state, snapshot } = store();
    const values = await Promise.all(Array.from({ length: 10 }, () => snapshot.get(T0)));
    expect(state.loads).toBe(1);
    expect(state.versionReads).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual({ version: 'v1', load: 1 });
  });

  it('serves the copy without asking for the version until 30 s have passed, then checks once', async () => {
    const { state, snapshot } = store();
    const first = await snapshot.get(T0);
    expect(await snapshot.get(T0 + RECHECK_MS - 1)).toBe(first);
    expect(state.versionReads).toBe(1);
    const [a, b] = await Promise.all([snapshot.get(T0 + RECHECK_MS), snapshot.get(T0 + RECHECK_MS)]);
    expect(a).toBe(first);
    expect(b).toBe(first);
    expect(state.versionReads).toBe(2);
    expect(state.loads).toBe(1);
    // The check restarted the interval.
    expect(await snapshot.get(T0 + 2 * RECHECK_MS - 1)).toBe(first);
    expect(state.versionReads).toBe(2);
  });

  it('reloads when the stored version changed', async () => {
    const { state, snapshot } = store();
    await snapshot.get(T0);
    state.version = 'v2';
    expect(await snapshot.get(T0 + 1)).toEqual({ version: 'v1', load: 1 });
    expect(await snapshot.get(T0 + RECHECK_MS)).toEqual({ version: 'v2', load: 2 });
    expect(state.loads).toBe(2);
  });

  it('keeps no failed load: the next call loads again', async () => {
    const { state, snapshot } = store();
    state.failLoad = true;
    await expect(snapshot.get(T0)).rejects.toThrow('load failed');
    state.failLoad = false;
    expect(await snapshot.get(T0 + 1)).toEqual({ version: 'v1', load: 2 });
  });

  it('keeps serving the copy while the version cannot be read, and reports the error without a copy', async () => {
    const { state, snapshot } = store();
    state.failVersion = true;
    await expect(snapshot.get(T0)).rejects.toThrow('database away');
    state.failVersion = false;
    const copy = await snapshot.get(T0);
    state.failVersion = true;
    expect(await snapshot.get(T0 + RECHECK_MS)).toBe(copy);
    expect(await snapshot.get(T0 + RECHECK_MS + 1)).toBe(copy);
    expect(state.versionReads).toBe(3);
    expect(await snapshot.get(T0 + 2 * RECHECK_MS)).toBe(copy);
    expect(state.versionReads).toBe(4);
  });

  it('loads again after invalidate(), and a load in flight then is not kept', async () => {
    const { state, snapshot } = store();
    await snapshot.get(T0);
    snapshot.invalidate();
    const inFlight = snapshot.get(T0 + 1);
    snapshot.invalidate();
    expect(await inFlight).toEqual({ version: 'v1', load: 2 });
    expect(await snapshot.get(T0 + 2)).toEqual({ version: 'v1', load: 3 });
    expect(await snapshot.get(T0 + 3)).toEqual({ version: 'v1', load: 3 });
    expect(state.loads).toBe(3);
  });

  it('without a version query, loads once and keeps the value until invalidate()', async () => {
    let loads = 0;
    const snapshot = versionedSnapshot({ load: async () => ++loads });
    expect(await Promise.all([snapshot.get(T0), snapshot.get(T0)])).toEqual([1, 1]);
    expect(await snapshot.get(T0 + 10 * RECHECK_MS)).toBe(1);
    snapshot.invalidate();
    expect(await snapshot.get(T0 + 10 * RECHECK_MS)).toBe(2);
  });
});
