/** The navigation ribbon's links ("Build & Price": Model, Trim, Colors, Packages, Accessories, Summary) with their flags. */
import { canOpen, type BuildContext } from './machine.ts';
import { STEPS, type Step } from './url.ts';

export interface RibbonLink {
  step: Step;
  /** The visitor can go there now. */
  active: boolean;
  disabled: boolean;
  /** The step on screen. */
  current: boolean;
}

/** A step is a link when its event would open it: the machine's own step guards (`canOpen`), read from its context. */
export function ribbonLinks(context: Pick<BuildContext, 'build' | 'data'>, current: Step): RibbonLink[] {
  return STEPS.map((step) => {
    const active = canOpen(context, step);
    return { step, active, disabled: !active, current: step === current };
  });
}

/** The steps before and after one, for Back / Next. */
export function neighbours(step: Step): { previous: Step | null; next: Step | null } {
  const index = STEPS.indexOf(step);
  return { previous: STEPS[index - 1] ?? null, next: STEPS[index + 1] ?? null };
}
