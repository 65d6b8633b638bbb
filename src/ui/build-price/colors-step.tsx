/** The colors step: the picture from the chosen view (a turntable with script), the exterior colours the trim offers and their interiors. */
import { findTrim, selectColors, trimColors, type Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData, View } from '#domain/build-price/data.ts';
import { choicesOf } from '#domain/build-price/replay.ts';
import { useState } from 'react';
import { isExteriorView, type ExteriorView } from '#domain/imagery/image-paths.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { Amount, ChoiceForm, pictureAddress, StepSection, usePictureWarmer, VehiclePicture } from './parts.tsx';
import { Turntable } from './turntable.tsx';
import { useFeedbackFirst, useHydrated, type BuildController } from './use-build.ts';

export function ColorsStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const hydrated = useHydrated();
  // The angle the Exterior choice goes back to after a look inside.
  const [lastExterior, setLastExterior] = useState<ExteriorView>('front');
  const build = controller.build;
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return null;
  const colors = trimColors(data, trim);
  const exterior = colors.find((color) => color.code === build.colors.exterior?.code);
  const choices = choicesOf(build);
  const send = (exteriorCode: string, interior?: string | null, view?: View) =>
    controller.send({ type: 'SELECT_COLORS', exterior: exteriorCode, interior: interior ?? null, ...(view ? { view } : {}) });
  const setView = (view: View) => {
    if (view === 'interior' && isExteriorView(build.colors.view)) setLastExterior(build.colors.view);
    if (exterior) send(exterior.code, build.colors.interior?.code, view);
  };
  const onChoose = (_name: string, _value: string, form: HTMLFormElement) => {
    const values = new FormData(form);
    const field = (name: string) => { const value = values.get(name); return typeof value === 'string' ? value : ''; };
    send(field('ext'), field('int') || null, (values.get('view') as View | null) ?? undefined);
  };
  return (
    <StepSection id="colors" heading={t('bp.heading.colors')}>
      {controller.snapshot.context.problem === 'color' || !exterior ? (
        <p className="bp-alert" role="alert">
          {t('bp.problem.color')}
        </p>
      ) : null}
      <ChoiceForm action={controller.stepHref('colors')} choices={choices} omit={['ext', 'int', 'view']} onChoose={onChoose} className="bp-colors">
        <figure className="bp-colors__stage">
          {build.colors.view !== 'interior' ? <Turntable build={build} data={data} onView={setView} interactive={hydrated} viewHref={(view) => controller.stepHref('colors', { ...choices, view })} /> : <VehiclePicture build={build} data={data} eager />}
          <figcaption className="bp-colors__caption">
            {exterior ? exterior.name : ''}
            {build.colors.interior ? ` · ${build.colors.interior.name}` : ''}
          </figcaption>
        </figure>
        {/* The same two choices with and without script (nine radios without it moved the page once it started):
            the outside, at the angle it was left, or the cabin. Without script the turntable's arrows are links. */}
        <fieldset className="bp-views">
          <legend className="visually-hidden">{t('bp.colors.view')}</legend>
          {(['exterior', 'interior'] as const).map((side) => (
            <label key={side} className="bp-views__option">
              <input
                type="radio"
                name="view"
                value={side === 'interior' ? 'interior' : isExteriorView(build.colors.view) ? build.colors.view : lastExterior}
                checked={(build.colors.view === 'interior') === (side === 'interior')}
                onChange={() => setView(side === 'interior' ? 'interior' : lastExterior)}
              />
              <span>{t(`bp.turntable.${side}`)}</span>
            </label>
          ))}
        </fieldset>
        <ColorSwatches controller={controller} data={data} colors={colors} />
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {t('bp.colors.apply')}
          </button>
        )}
      </ChoiceForm>
    </StepSection>
  );
}

/**
 * The exterior and interior chips, a component of their own: a chip is checked (and the legends name its colour) in
 * the click's frame by re-rendering only these, and the price and the picture follow (useFeedbackFirst).
 */
function ColorSwatches({ controller, data, colors }: { controller: BuildController; data: ConfiguratorData; colors: ReturnType<typeof trimColors> }) {
  const { t } = usePage();
  const [preview, choose] = useFeedbackFirst<Build['colors']>(controller);
  const build = controller.build;
  const shown = preview ?? build.colors;
  const shownExterior = colors.find((color) => color.code === shown.exterior?.code);
  /** A chip: the colours the machine will choose for it (an exterior's default interior), shown first. */
  const pick = (exteriorCode: string, interior: string | null) =>
    choose(selectColors(build, data, exteriorCode, interior).colors, { type: 'SELECT_COLORS', exterior: exteriorCode, interior });
  // The picture a chip would show, fetched while the pointer rests on it or the focus reaches it, before the choice.
  const warmPictures = usePictureWarmer();
  const warm = (exteriorCode: string, interior: string | null) => warmPictures([pictureAddress(selectColors(build, data, exteriorCode, interior), data, build.colors.view)]);
  return (
    <>
      <fieldset className="bp-swatches">
        <legend className="bp-swatches__legend">
          {t('bp.colors.exterior')}: <strong>{shownExterior?.name ?? '—'}</strong>
        </legend>
        <div className="bp-swatches__list">
          {colors.map((color) => (
            <label key={color.code} className="bp-swatch" title={color.name} onPointerEnter={() => warm(color.code, null)} onPointerDown={() => warm(color.code, null)}>
              <input
                type="radio"
                name="ext"
                value={color.code}
                checked={color.code === shownExterior?.code}
                onChange={() => pick(color.code, null)}
                onFocus={() => warm(color.code, null)}
                className="bp-swatch__input"
              />
              <img className="bp-swatch__chip" src={color.colorChip} alt="" width={48} height={48} />
              <span className="bp-swatch__name">{color.name}</span>
              <span className="bp-swatch__price">{color.msrp > 0 ? <Amount amount={color.msrp} signed /> : t('bp.noCost')}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {shownExterior ? (
        <fieldset className="bp-swatches">
          <legend className="bp-swatches__legend">
            {t('bp.colors.interior')}: <strong>{shown.interior?.name ?? '—'}</strong>
          </legend>
          <div className="bp-swatches__list">
            {shownExterior.interiorColors.map((interior) => (
              <label key={interior.code} className="bp-swatch" title={interior.name} onPointerEnter={() => warm(shownExterior.code, interior.code)} onPointerDown={() => warm(shownExterior.code, interior.code)}>
                <input
                  type="radio"
                  name="int"
                  value={interior.code}
                  checked={interior.code === shown.interior?.code}
                  onChange={() => pick(shownExterior.code, interior.code)}
                  onFocus={() => warm(shownExterior.code, interior.code)}
                  className="bp-swatch__input"
                />
                <img className="bp-swatch__chip" src={interior.colorChip} alt="" width={48} height={48} />
                <span className="bp-swatch__name">{interior.name}</span>
                <span className="bp-swatch__price">{t('bp.included')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
