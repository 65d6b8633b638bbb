/**
 * Build & Price: the configurator from model to summary. The server renders it for the step in the address (every
 * choice a link or a form, so it works without script); hydrated, the flow machine takes over without reloads.
 */
import { memo, useEffect, useRef } from 'react';
import type { ConfiguratorData, LineupModel } from '#domain/build-price/data.ts';
import { usePage, usePageFlags, useHref } from '#ui/components/page-context.tsx';
import { AccessoriesStep } from '#ui/build-price/accessories-step.tsx';
import { stepHeadingId } from '#ui/build-price/parts.tsx';
import { ColorsStep } from '#ui/build-price/colors-step.tsx';
import { ModelStep } from '#ui/build-price/model-step.tsx';
import { PackagesStep } from '#ui/build-price/packages-step.tsx';
import { Ribbon } from '#ui/build-price/ribbon.tsx';
import { StepNav } from '#ui/build-price/step-nav.tsx';
import { TrimStep } from '#ui/build-price/trim-step.tsx';
import { BuildNotes, PriceAside, SummaryStep } from '#ui/build-price/summary-step.tsx';
import { useBuild, useDeferredController, type BuildStart } from '#ui/build-price/use-build.ts';
import { defineIsland } from './define.ts';

export interface BuildPriceProps {
  lineup: LineupModel[];
  categories: { code: string; name: string }[];
  data: ConfiguratorData | null;
  initial: BuildStart;
  authoritative: boolean;
  urlCodes: { modelCode: string | null; trimCode: string | null };
  notice: 'model-not-found' | 'build-not-found' | null;
}

function Notice({ notice }: { notice: NonNullable<BuildPriceProps['notice']> }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <div className="bp-notice" role="alert">
      <p>{t(notice === 'model-not-found' ? 'bp.notice.modelNotFound' : 'bp.notice.buildNotFound')}</p>
      {notice === 'model-not-found' ? (
        <a className="link" href={href('/build.html')}>
          {t('bp.notice.chooseModel')}
        </a>
      ) : null}
    </div>
  );
}

// The notes follow a choice: given the deferred controller, they skip the render that answers a click (see
// useDeferredController). The colour chips and accessory buttons show the choice in the click's own frame and hand the
// machine the event after that paint (useFeedbackFirst); the running price, the ribbon and the step links come in the
// render that follows, one frame later, and the notes after them.
const FollowingNotes = memo(BuildNotes);
const Aside = memo(PriceAside);

export function BuildPrice({ lineup, categories, data: initialData, initial, authoritative, urlCodes, notice }: BuildPriceProps) {
  const controller = useBuild({ data: initialData, initial, authoritative, urlCodes });
  const data = controller.snapshot.context.data;
  const { step, build } = controller;
  const following = useDeferredController(controller);
  const flags = usePageFlags();
  // The price panel shows beside every step but the summary once a trim is chosen (PriceAside draws nothing before).
  const withAside = step !== 'summary' && Boolean(build.trim && build.model);
  // Moving to another step moves focus to its heading, so screen readers announce where the visitor is.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(stepHeadingId(step))?.focus();
  }, [step]);
  return (
    <div className={['bp', build.trim ? 'bp--priced' : ''].join(' ')} data-step={step}>
      {flags.hideRibbon ? null : <Ribbon controller={controller} />}
      {notice ? <Notice notice={notice} /> : null}
      {/* The price panel's column is named here rather than found by the stylesheet (`:has(> .bp-aside)`): the panel
          comes after the step in the streamed page, and a first paint made before it arrived laid the step out over
          the whole width, then moved it (a desktop layout shift of 0.05 in CI). */}
      <div className={withAside ? 'bp__layout bp__layout--aside' : 'bp__layout'}>
        <div className="bp__main">
          {step === 'model' || !data ? <ModelStep controller={controller} lineup={lineup} categories={categories} /> : null}
          {step === 'trim' && data ? <TrimStep controller={controller} data={data} /> : null}
          {step === 'colors' && data ? <ColorsStep controller={controller} data={data} /> : null}
          {step === 'packages' && data ? <PackagesStep controller={controller} data={data} /> : null}
          {step === 'accessories' && data ? <AccessoriesStep controller={controller} data={data} /> : null}
          {step === 'summary' && data ? <SummaryStep controller={controller} data={data} /> : null}
          <StepNav controller={controller} />
          {following.build.trim ? <FollowingNotes build={following.build} /> : null}
        </div>
        {withAside ? <Aside controller={controller} /> : null}
      </div>
    </div>
  );
}

export const island = defineIsland<BuildPriceProps>({ tag: 'x-build-price', module: 'build-price', Component: BuildPrice });
