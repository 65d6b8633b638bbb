/**
 * One request at a time for a box that asks the server while the visitor types (suggestions, a search as you
 * type): asking again replaces what was waiting for its pause or its answer, and `cancel` forgets both. So an answer
 * that arrives after the visitor moved on (a newer text, Escape, a search sent, the box left) is never shown, and
 * answers cannot land out of order. Whatever is waiting is cancelled when the component goes.
 */
import { useEffect, useState } from 'react';

export interface LatestRequest {
  /**
   * Runs `run` after `delayMs` without another ask (at once for 0), cancelling what was waiting. `run` gets the
   * request's signal: pass it to the fetch and show nothing once it is aborted.
   */
  schedule: (run: (signal: AbortSignal) => unknown, delayMs?: number) => void;
  /** Forgets the ask waiting for its pause and aborts the one waiting for its answer. */
  cancel: () => void;
}

/** The object behind the hook (exported for its tests). */
export function latestRequest(): LatestRequest {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };
  const start = (run: (signal: AbortSignal) => unknown) => {
    timer = null;
    controller = new AbortController();
    void run(controller.signal);
  };
  return {
    cancel,
    schedule: (run, delayMs = 0) => {
      cancel();
      if (delayMs > 0) timer = setTimeout(() => start(run), delayMs);
      else start(run);
    },
  };
}

export function useLatestRequest(): LatestRequest {
  // One for the component's life: the same object on every render.
  const [latest] = useState(latestRequest);
  useEffect(() => latest.cancel, [latest]);
  return latest;
}
