/**
 * Background work in slices (decision 041): a server builds its indexes after it starts listening, and a build that
 * held the event loop until done would leave every request — /healthz included — waiting for it (on PGlite the search
 * index's page renders never wait for I/O, so nothing else ran for 2.5 s after listen). Between slices of at most
 * `SLICE_MS` the loop answers what arrived (a `setImmediate` turn runs after the poll phase).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '#domain/platform/steps.ts';

/** The longest a slice of background work holds the event loop (a step already begun finishes first). */
export const SLICE_MS = 8;

/** A pause for async loops: resolves at once while the current slice lasts, else after the event loop's next turn. */
export function createSlicer(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/** Runs `steps` a slice at a time and answers the result. */
export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  const pause = createSlicer(sliceMs);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await pause();
  }
}
