/**
 * A multi-step form (a wizard, DECISIONS.md): one step shows at a time and the address's hash names it. Opening the
 * form sets the hash to the first step's name; going on adds a history entry for the next step, so the browser's back
 * and forward buttons move between steps as the form's own Back button does. A hash that names a step the visitor has
 * not reached yet is put back to the step they are on; a hash that names no step (an anchor elsewhere on the page) is
 * left alone. Before hydration, and without script, every step shows (the form is one page of groups).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormStep } from '#domain/forms/types.ts';

export interface Wizard {
  /** True once the form walks step by step (hydrated and declared with steps). */
  active: boolean;
  steps: readonly FormStep[];
  /** The index of the step shown. */
  current: number;
  /** Whether the step shown is the last (its button sends the form). */
  last: boolean;
  /**
   * Shows the step at `index` and names it in the address (a new history entry when going forward). Once it shows,
   * `then` runs (to focus a field of the caller's choice); without it, the step's first field takes focus.
   */
  go: (index: number, then?: () => void) => void;
  /** Back one step, through the browser's history (as its back button does). */
  back: () => void;
  /** The index of the step holding a field, or -1. */
  stepOf: (fieldName: string) => number;
}

const hashOf = (step: FormStep | undefined) => (step ? `#${step.name}` : '');
const noSubscription = () => () => undefined;

/** False while hydrating (the render must equal the server's), true from the first render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `onShown(index)` runs after a step is shown by the visitor's move (to focus its first field). `start` is the step
 * the form opens at: the first, unless a submission without script came back with an error on a later one.
 */
export function useWizard(steps: readonly FormStep[] | undefined, onShown: (index: number) => void, start = 0): Wizard {
  const list = steps ?? [];
  // False while hydrating (the server's render shows every step), true from the first render after.
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(start);
  const currentRef = useRef(start);
  /** The furthest step the visitor has reached: forward moves through the history go no further. */
  const reached = useRef(start);
  const shownRef = useRef(onShown);
  useEffect(() => {
    shownRef.current = onShown;
  });

  /** What runs once the step being shown is committed (its group no longer hidden), so focus can land in it. */
  const afterShow = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const run = afterShow.current;
    afterShow.current = null;
    run?.();
  }, [current]);

  const show = useCallback((index: number, then?: () => void) => {
    currentRef.current = index;
    afterShow.current = then ?? (() => shownRef.current(index));
    setCurrent(index);
  }, []);

  useEffect(() => {
    if (list.length === 0) return undefined;
    // Opening the form: its first step, named in the address (replacing any other step's name a link brought).
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hashOf(list[start])}`);
    const onHash = () => {
      const index = list.findIndex((step) => hashOf(step) === window.location.hash);
      if (index < 0 || index === currentRef.current) return;
      if (index > reached.current) {
        window.history.replaceState(window.history.state, '', hashOf(list[currentRef.current]));
        return;
      }
      show(index);
    };
    window.addEventListener('popstate', onHash);
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('popstate', onHash);
      window.removeEventListener('hashchange', onHash);
    };
    // The steps are the form's declaration: they do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (index: number, then?: () => void) => {
    if (index === currentRef.current || index < 0 || index >= list.length) return;
    reached.current = Math.max(reached.current, index);
    if (index > currentRef.current) window.history.pushState(window.history.state, '', hashOf(list[index]));
    else window.history.replaceState(window.history.state, '', hashOf(list[index]));
    show(index, then);
  };

  return {
    active: hydrated && list.length > 0,
    steps: list,
    current,
    last: current >= list.length - 1,
    go,
    back: () => {
      if (currentRef.current > 0) window.history.back();
    },
    stepOf: (fieldName) => list.findIndex((step) => step.fields.includes(fieldName)),
  };
}
