import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestRequest } from './use-latest-request.ts';

describe('one request at a time while the visitor types', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last ask, after its pause, and aborts the one already waiting for its answer', () => {
    const latest = latestRequest();
    const started: { text: string; signal: AbortSignal }[] = [];
    const ask = (text: string) => latest.schedule((signal) => started.push({ text, signal }), 180);
    ask('ta');
    vi.advanceTimersByTime(179);
    expect(started).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started.map((run) => run.text)).toEqual(['ta']);
    ask('tar');
    ask('tarn');
    // The answer for "ta" is no longer wanted as soon as the visitor types on.
    expect(started[0]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(180);
    expect(started.map((run) => run.text)).toEqual(['ta', 'tarn']);
    expect(started[1]?.signal.aborted).toBe(false);
  });

  it('cancel forgets the ask waiting for its pause and aborts the one waiting for its answer', () => {
    const latest = latestRequest();
    const started: AbortSignal[] = [];
    latest.schedule((signal) => started.push(signal));
    expect(started).toHaveLength(1);
    latest.schedule((signal) => started.push(signal), 100);
    expect(started[0]?.aborted).toBe(true);
    latest.cancel();
    vi.advanceTimersByTime(1_000);
    expect(started).toHaveLength(1);
    latest.schedule((signal) => started.push(signal));
    latest.cancel();
    expect(started[1]?.aborted).toBe(true);
  });
});
