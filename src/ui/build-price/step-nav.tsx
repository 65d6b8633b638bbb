/** Back and Next at the foot of a step, to the neighbouring steps the machine can open now. */
import { choicesOf } from '#domain/build-price/replay.ts';
import { neighbours, ribbonLinks } from '#domain/build-price/ribbon.ts';
import type { Step } from '#domain/build-price/url.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { useStepLink } from './parts.tsx';
import type { BuildController } from './use-build.ts';

/** Back and Next at the foot of a step. */
export function StepNav({ controller }: { controller: BuildController }) {
  const { t } = usePage();
  const follow = useStepLink(controller);
  const { previous, next } = neighbours(controller.step);
  const links = ribbonLinks(controller.snapshot.context, controller.step);
  const canGo = (step: Step | null) => step !== null && links.find((link) => link.step === step)?.active === true;
  const choices = choicesOf(controller.build);
  return (
    <div className="bp-stepnav">
      {previous && canGo(previous) ? (
        <a className="button button--secondary" href={controller.stepHref(previous, choices)} onClick={follow(previous)}>
          {t('bp.nav.back', { step: t(`bp.step.${previous}`) })}
        </a>
      ) : (
        <span />
      )}
      {next && canGo(next) ? (
        <a className="button button--primary" href={controller.stepHref(next, choices)} onClick={follow(next)}>
          {t('bp.nav.next', { step: t(`bp.step.${next}`) })}
        </a>
      ) : null}
    </div>
  );
}
