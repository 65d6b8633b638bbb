import { describe, expect, it } from 'vitest';
import { runSteps, type Steps } from '#domain/platform/steps.ts';
import { createZipIndex, zipIndexSteps } from '#server/geo/zip-index.ts';
import { createSlicer, runInSlices } from './time-slices.ts';

/** Steps that each keep the thread busy for `ms`, answering how many ran. */
function* busySteps(count: number, ms: number): Steps<number> {
  for (let step = 0; step < count; step++) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      /* busy */
    }
    yield;
  }
  return count;
}

/** The longest gap between the event loop's turns while `work` runs (a 0 ms timer re-armed on every turn). */
async function longestGap<T>(work: () => Promise<T>): Promise<{ result: T; gapMs: number; turns: number }> {
  let gapMs = 0;
  let turns = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
    turns += 1;
    if (running) setTimeout(tick, 0);
  };
  tick();
  const result = await work();
  running = false;
  // The turn that ends the work's last gap.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { result, gapMs, turns };
}

describe('work in slices', () => {
  it('answers what the steps return, as running them at once does', async () => {
    expect(runSteps(busySteps(5, 0))).toBe(5);
    expect(await runInSlices(busySteps(5, 0))).toBe(5);
  });

  it('lets the event loop turn between slices: no gap much longer than a slice while 200 ms of work runs', async () => {
    const { result, gapMs, turns } = await longestGap(() => runInSlices(busySteps(100, 2), 8));
    expect(result).toBe(100);
    // Slices of 8 ms of 2 ms steps: a slice ends after at most 10 ms (the bound leaves room for a loaded machine).
    expect(turns).toBeGreaterThanOrEqual(15);
    expect(gapMs).toBeLessThan(80);
    // The same work at once is one gap of 200 ms.
    const atOnce = await longestGap(async () => runSteps(busySteps(100, 2)));
    expect(atOnce.gapMs).toBeGreaterThan(190);
  });

  it('pauses an async loop only when its slice has run out', async () => {
    const pause = createSlicer(50);
    const started = performance.now();
    let turned = false;
    setImmediate(() => (turned = true));
    await pause();
    expect(turned).toBe(false);
    while (performance.now() - started < 60) {
      /* the slice runs out */
    }
    await pause();
    expect(turned).toBe(true);
  });

  it('builds the ZIP index in steps with the same answers as at once', async () => {
    const places = [
      { zipCode: '10001', city: 'New York', state: 'NY', latitude: 40.7484, longitude: -73.9967 },
      { zipCode: '02108', city: 'Boston', state: 'MA', latitude: 42.3576, longitude: -71.0684 },
      { zipCode: '10002', city: 'NEW YORK', state: 'NY', latitude: 40.7152, longitude: -73.9877 },
    ];
    const atOnce = createZipIndex(places);
    const inSlices = await runInSlices(zipIndexSteps(places));
    expect([...inSlices.all()]).toEqual([...atOnce.all()]);
    expect(inSlices.lookup('02108')).toEqual(atOnce.lookup('02108'));
    expect(inSlices.suggest('new')).toEqual(atOnce.suggest('new'));
    expect(inSlices.townSize({ city: 'New York', state: 'NY' })).toBe(2);
    expect(inSlices.nearest(42.36, -71.07)?.zipCode).toBe('02108');
  });
});
