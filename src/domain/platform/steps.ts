/**
 * Long work written as a generator that yields between its steps (a document indexed, a row read), so that one body
 * of code serves both who needs the result at once (`runSteps`) and a server that builds it in the background without
 * holding its event loop for long (src/server/time-slices.ts runs the steps in slices of a few milliseconds and
 * answers requests in between). A step must be short: a slice ends only between steps.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step at once and answers the result. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
