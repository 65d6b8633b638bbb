/** The navigation ribbon's links ("Build & Price": Model, Trim, Colors, Packages, Accessories, Summary) with their flags. */
import type { Build } from './build.ts';
import { STEPS, type Step } from './url.ts';

export interface RibbonLink {
  step: Step;
  /** The visitor can go there now. */
  active: boolean;
  disabled: boolean;
  /** The step on screen. */
  current: boolean;
}

/** At the start only Model is active; Trim needs a model; the rest need a model and a trim (the flow's guards). */
export function ribbonLinks(build: Pick<Build, 'model' | 'trim'>, current: Step): RibbonLink[] {
  return STEPS.map((step) => {
    const active = step === 'model' || (step === 'trim' ? build.model !== null : build.model !== null && build.trim !== null);
    return { step, active, disabled: !active, current: step === current };
  });
}

/** The steps before and after one, for Back / Next. */
export function neighbours(step: Step): { previous: Step | null; next: Step | null } {
  const index = STEPS.indexOf(step);
  return { previous: STEPS[index - 1] ?? null, next: STEPS[index + 1] ?? null };
}
