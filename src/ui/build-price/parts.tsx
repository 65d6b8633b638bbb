/**
 * Small pieces the steps share: the step section (its heading takes focus when the step changes), the choice form
 * that works without script and hands the island the chosen button with script, step links that send the step's
 * event, the vehicle's picture and the amounts.
 */
import { useCallback, useDeferredValue, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { Build } from '#domain/build-price/build.ts';
import { drawingPath, type ConfiguratorData, type View } from '#domain/build-price/data.ts';
import { accessoryLook } from '#domain/imagery/accessory-art.ts';
import { canonicalLooks } from '#domain/imagery/image-paths.ts';
import { stepEvent, type BuildChoices } from '#domain/build-price/replay.ts';
import type { Step } from '#domain/build-price/url.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { usePage, useVehicleImage } from '#ui/components/page-context.tsx';
import type { BuildController } from './use-build.ts';

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
      {signed ? `+${formatDollars(amount)}` : formatDollars(amount)}
    </data>
  );
}

/** Follows a step link inside the island; a modified click (new tab) is left to the browser. */
export function useStepLink(controller: BuildController) {
  return (step: Step) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    controller.send(stepEvent(step));
  };
}

/** The looks of the build's accessories that show on the car (canonical, joined by `.`; empty without any). */
export function buildLooks(build: Build): string {
  const looks = [...build.accessories.standard, ...build.accessories.added, ...build.accessories.included].map((item) => accessoryLook(item.code)).filter((look) => look !== null);
  return canonicalLooks(looks).join('.');
}

/** The address of the build's picture from one view: exterior views in the paint, the interior in its colour. */
export function pictureAddress(build: Build, data: ConfiguratorData, view: View, looks: string = buildLooks(build)): string | null {
  const exterior = build.colors.exterior;
  if (!exterior) return null;
  const interior = view === 'interior' ? build.colors.interior : null;
  if (view === 'interior' && !interior) return drawingPath(data.model.bodyStyle, 'front', exterior.rgb, looks ? looks.split('.') : []);
  return drawingPath(data.model.bodyStyle, view, interior ? interior.rgb : exterior.rgb, looks ? looks.split('.') : []);
}

/**
 * Fetches pictures before they are shown, each address once per page: the drawing is fetched and its SVG parsed
 * (`decode()`), so that the frames which show it after a choice have only to draw it. Used for what the visitor is
 * reaching for: the turntable's neighbouring angles, the colour chip under the pointer or the focus.
 */
export function usePictureWarmer(): (addresses: readonly (string | null)[]) => void {
  const vehicleImage = useVehicleImage();
  const fetched = useRef(new Set<string>());
  return useCallback(
    (addresses) => {
      for (const address of addresses) {
        if (!address) continue;
        const src = vehicleImage(address);
        if (fetched.current.has(src)) continue;
        fetched.current.add(src);
        const image = new Image();
        image.decoding = 'async';
        image.src = src;
        // A picture that fails here fails again where it is shown, which has its own fallback.
        image.decode().catch(() => undefined);
      }
    },
    [vehicleImage],
  );
}

/**
 * The drawing of the build in its exterior colour (the cabin in its interior colour), from the chosen view, with the
 * accessories that change its look. The picture follows a choice in a deferred render: the frame that answers a click
 * shows the chip checked and the new price, and the new picture (a fetch, an SVG parse and a raster) follows in the
 * frames after it instead of delaying that one. `view` shows another view than the build's.
 */
export function VehiclePicture({ build, data, eager = false, view: shown }: { build: Build; data: ConfiguratorData; eager?: boolean; view?: View }) {
  const { t } = usePage();
  const vehicleImage = useVehicleImage();
  const exterior = useDeferredValue(build.colors.exterior);
  const interior = useDeferredValue(build.colors.interior);
  const view = useDeferredValue(shown ?? build.colors.view);
  const looks = useDeferredValue(buildLooks(build));
  if (!exterior) return null;
  const address = pictureAddress({ ...build, colors: { ...build.colors, exterior, interior } }, data, view, looks);
  if (!address) return null;
  const color = view === 'interior' && interior ? interior.name : exterior.name;
  return (
    <img
      className="bp-picture"
      src={vehicleImage(address)}
      alt={t('bp.colors.imageAlt', { year: data.year, model: data.model.name, trim: build.trim?.name ?? '', color, view: t(`bp.view.${view}`) })}
      width={960}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
}
