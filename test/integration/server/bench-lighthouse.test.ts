/** The Lighthouse bench's median run (bench/lighthouse.ts, LIGHTHOUSE_RUNS): one whole run, the one in the middle. */
import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseRow } from '../../../bench/lighthouse.ts';

const run = (lcpMs: number | null, tbtMs: number | null, extra: Partial<LighthouseRow> = {}) => ({ name: 'page', lcpMs, tbtMs, score: 100, error: undefined, ...extra }) as unknown as LighthouseRow;

describe('the median Lighthouse run', () => {
  it('is the run closest to the median LCP and TBT, whole', () => {
    const runs = [run(2105, 34, { score: 99 }), run(1290, 30), run(1310, 40), run(1250, 160, { score: 98 }), run(1302, 28)];
    const median = medianRun(runs);
    // Medians: LCP 1,302 ms, TBT 34 ms. The second run is 12 ms (0.9 %) and 4 ms (of at least 50) from them; the fifth
    // is at the LCP median but 6 ms from the TBT one; the first and fourth are each far off in one of the two.
    expect(median).toBe(runs[1]);
    expect(medianRun([run(2105, 34, { score: 99 })])).toEqual(run(2105, 34, { score: 99 }));
  });

  it('leaves out runs that failed unless every run did', () => {
    const failed = run(null, null, { error: 'NO_FCP' } as Partial<LighthouseRow>);
    expect(medianRun([failed, run(1400, 20), failed])).toEqual(run(1400, 20));
    expect(medianRun([failed])).toBe(failed);
    expect(medianRun([])).toBeNull();
  });
});
