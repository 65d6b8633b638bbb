/**
 * Small pieces every step uses: the step section (its heading takes focus when the step changes), the choice form
 * that works without script and hands the island the chosen button with script, and the price lines.
 */
import type { FormEvent, ReactNode } from 'react';
import type { BuildChoices } from '#domain/build-price/replay.ts';
import { formatUsd } from '#domain/money.ts';
import { usePage } from '../components/page-context.tsx';

export const stepHeadingId = (step: string) => `bp-heading-${step}`;

/** The step's region; the island focuses its heading when the visitor moves to the step (not on first load). */
export function StepSection({ id, heading, intro, children }: { id: string; heading: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="bp-step" aria-labelledby={stepHeadingId(id)}>
      <h2 id={stepHeadingId(id)} className="bp-step__heading" tabIndex={-1}>
        {heading}
      </h2>
      {intro ? <div className="bp-step__intro">{intro}</div> : null}
      {children}
    </section>
  );
}

type ChoiceKey = 'tr' | 'ext' | 'int' | 'pkg' | 'acc' | 'view';

/** The current choices as the hidden fields of a GET form, minus the ones the form itself sets. */
function hiddenFields(choices: BuildChoices, omit: readonly ChoiceKey[], wcmmodeDisabled: boolean) {
  const fields: [ChoiceKey | 'wcmmode', string | null | undefined][] = [
    ['tr', choices.transmissionCode],
    ['ext', choices.exterior],
    ['int', choices.interior],
    ['pkg', choices.packageCode],
    ['acc', choices.accessories?.join(',')],
    ['view', choices.view === 'front' ? null : choices.view],
  ];
  return [...fields.filter(([name, value]) => value && !omit.includes(name as ChoiceKey)), ...(wcmmodeDisabled ? [['wcmmode', 'disabled'] as const] : [])].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value ?? ''} />
  ));
}

/**
 * A GET form to a step address carrying the build's choices: without script the browser submits it and the server
 * renders the result; with script the island takes the button that was pressed and sends the flow an event.
 */
export function ChoiceForm({
  action,
  choices,
  omit,
  onChoose,
  className,
  children,
  label,
}: {
  action: string;
  choices: BuildChoices;
  omit: readonly ChoiceKey[];
  onChoose: (name: string, value: string, form: HTMLFormElement) => void;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { wcmmodeDisabled } = usePage();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const name = submitter instanceof HTMLButtonElement ? submitter.name : '';
    const value = submitter instanceof HTMLButtonElement ? submitter.value : '';
    onChoose(name, value, event.currentTarget);
  };
  return (
    <form method="get" action={action.split('?')[0]} onSubmit={onSubmit} className={className} aria-label={label}>
      {hiddenFields(choices, omit, wcmmodeDisabled)}
      {children}
    </form>
  );
}

/** `^` / `^^` as a link to the note that explains it. */
export function PriceMarker({ marker }: { marker: '^' | '^^' }) {
  const { t } = usePage();
  return (
    <a className="bp-marker" href={marker === '^' ? '#bp-note-installed' : '#bp-note-part'} aria-label={t(marker === '^' ? 'bp.marker.installed' : 'bp.marker.partOnly')}>
      {marker}
    </a>
  );
}

export function Amount({ amount, signed = false }: { amount: number; signed?: boolean }) {
  return (
    <data className="bp-amount" value={String(amount)} lang="en-US">
      {signed ? `+${formatUsd(amount)}` : formatUsd(amount)}
    </data>
  );
}
