/** The ribbon and the model, trim, colors and packages steps of Build & Price. */
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { findTrim, trimColors, type Build } from '#domain/build-price/build.ts';
import { drawingPath, VIEWS, type ConfiguratorData, type LineupModel, type TrimData, type View } from '#domain/build-price/data.ts';
import type { BuildContext } from '#domain/build-price/machine.ts';
import { choicesOf } from '#domain/build-price/replay.ts';
import { neighbours, ribbonLinks } from '#domain/build-price/ribbon.ts';
import { buildUrl, type Step } from '#domain/build-price/url.ts';
import { NOT_FOUND_IMAGE } from '#domain/imagery/image-paths.ts';
import { Modal } from '../components/modal.tsx';
import { useHref, usePage } from '../components/page-context.tsx';
import { Amount, ChoiceForm, StepSection } from './parts.tsx';
import { useHydrated, type BuildController } from './use-build.ts';

const STEP_EVENT = { model: 'MODEL', trim: 'TRIM', colors: 'COLORS', packages: 'PACKAGES', accessories: 'ACCESSORIES', summary: 'SUMMARY' } as const;

/** Follows a step link inside the island; a modified click (new tab) is left to the browser. */
export function useStepLink(controller: BuildController) {
  return (step: Step) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    controller.send({ type: STEP_EVENT[step] });
  };
}

export function Ribbon({ controller }: { controller: BuildController }) {
  const { t } = usePage();
  const headingId = useId();
  const follow = useStepLink(controller);
  const choices = choicesOf(controller.build);
  const listRef = useRef<HTMLOListElement>(null);
  // On a phone the ribbon scrolls sideways: keep the current step in view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('.is-current');
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16;
  }, [controller.step]);
  return (
    <nav className="bp-ribbon" aria-labelledby={headingId}>
      <p id={headingId} className="bp-ribbon__title">
        {t('bp.title')}
      </p>
      <ol className="bp-ribbon__list" ref={listRef}>
        {ribbonLinks(controller.build, controller.step).map((link, index) => (
          <li key={link.step} className={['bp-ribbon__item', link.current ? 'is-current' : '', link.disabled ? 'is-disabled' : ''].join(' ')}>
            {link.active ? (
              <a href={controller.stepHref(link.step, choices)} aria-current={link.current ? 'step' : undefined} onClick={follow(link.step)} data-step={link.step}>
                <span className="bp-ribbon__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="bp-ribbon__label">{t(`bp.step.${link.step}`)}</span>
              </a>
            ) : (
              <span aria-disabled="true" data-step={link.step}>
                <span className="bp-ribbon__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="bp-ribbon__label">{t(`bp.step.${link.step}`)}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back and Next at the foot of a step. */
export function StepNav({ controller }: { controller: BuildController }) {
  const { t } = usePage();
  const follow = useStepLink(controller);
  const { previous, next } = neighbours(controller.step);
  const links = ribbonLinks(controller.build, controller.step);
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

export function ModelStep({ controller, lineup, categories }: { controller: BuildController; lineup: LineupModel[]; categories: { code: string; name: string }[] }) {
  const { t, lang, wcmmodeDisabled } = usePage();
  const groups = categories.map((category) => ({ ...category, models: lineup.filter((model) => model.categories.some((item) => item.code === category.code)) })).filter((group) => group.models.length > 0);
  const current = controller.build.model?.code;
  const href = (model: LineupModel) => buildUrl({ lang, year: model.year, modelCode: model.code, step: 'trim', wcmmodeDisabled });
  const choose = (model: LineupModel) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void controller.selectModel(model);
  };
  return (
    <StepSection id="model" heading={t('bp.heading.model')}>
      {groups.map((group) => (
        <section key={group.code} className="bp-models" aria-labelledby={`bp-cat-${group.code}`}>
          <h3 id={`bp-cat-${group.code}`} className="bp-models__heading">
            {group.name}
          </h3>
          <ul className="bp-models__grid">
            {group.models.map((model) => (
              <li key={model.code} className={['bp-card', current === model.code ? 'is-selected' : ''].join(' ')}>
                <img className="bp-card__image" src={model.image} alt="" width={320} height={160} loading="lazy" decoding="async" />
                <h4 className="bp-card__title">
                  <span className="bp-card__year">{model.year}</span> {model.name}
                </h4>
                <p className="bp-card__price">
                  <span className="bp-card__label">{t('bp.startingAt')}</span> <Amount amount={model.startingMsrp} />
                </p>
                {controller.loadError === model.code ? (
                  <p className="bp-alert" role="alert">
                    {t('bp.loadError')}
                  </p>
                ) : null}
                <a
                  className="button button--primary bp-card__action"
                  href={href(model)}
                  onClick={choose(model)}
                  aria-busy={controller.loadingModel === model.code || undefined}
                  aria-label={t('bp.selectNamed', { name: `${model.year} ${model.name}` })}
                >
                  {controller.loadingModel === model.code ? t('bp.loading') : t('bp.select')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </StepSection>
  );
}

function TransmissionDialog({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const pending = controller.snapshot.context.pending;
  const open = controller.snapshot.matches({ trim: 'transmission' });
  const trim = findTrim(data, pending?.trimCode);
  return (
    <Modal
      open={open && trim !== undefined}
      onClose={() => controller.send({ type: 'CANCEL' })}
      title={t('bp.transmission.title')}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => controller.send({ type: 'CANCEL' })}>
            {t('bp.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => controller.send({ type: 'SELECT' })}>
            {t('bp.transmission.confirm')}
          </button>
        </>
      }
    >
      {trim ? (
        <fieldset className="bp-options">
          <legend className="bp-options__legend">{t('bp.transmission.legend', { trim: trim.name })}</legend>
          {trim.transmissions.map((transmission) => (
            <label key={transmission.code} className="bp-option">
              <input
                type="radio"
                name="transmission"
                value={transmission.code}
                checked={pending?.transmissionCode === transmission.code}
                onChange={() => controller.send({ type: 'CHANGE_TRANSMISSION', transmissionCode: transmission.code })}
              />
              <span className="bp-option__body">
                <span className="bp-option__name">{transmission.name}</span>
                <span className="bp-option__detail">{transmission.description}</span>
              </span>
              <span className="bp-option__price">{transmission.msrp > 0 ? <Amount amount={transmission.msrp} signed /> : t('bp.noCost')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </Modal>
  );
}

/**
 * Without script a trim of several transmissions offers them on its card, as radio buttons of the trim's own form
 * (with script the transmission dialog asks instead; the stylesheet hides these from the first paint).
 */
function TransmissionChoice({ trim, checked }: { trim: TrimData; checked: string | undefined }) {
  const { t } = usePage();
  return (
    <fieldset className="bp-options bp-gearbox">
      <legend className="bp-options__legend bp-gearbox__legend">{t('bp.transmission.legend', { trim: trim.name })}</legend>
      {trim.transmissions.map((transmission) => (
        <label key={transmission.code} className="bp-option">
          <input type="radio" name="tr" value={transmission.code} defaultChecked={transmission.code === checked} />
          <span className="bp-option__body">
            <span className="bp-option__name">{transmission.name}</span>
            <span className="bp-option__detail">{transmission.msrp > 0 ? <Amount amount={transmission.msrp} signed /> : t('bp.noCost')}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function TrimStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const href = useHref();
  const hydrated = useHydrated();
  const build = controller.build;
  const problem: BuildContext['problem'] = controller.snapshot.context.problem;
  const onChoose = (name: string, value: string) => {
    const trim = findTrim(data, value);
    if (name !== 'trim' || !trim) return;
    controller.send(trim.transmissions.length > 1 ? { type: 'SELECT_TRIM_WITH_MULTIPLE_TRANSMISSIONS', trimCode: trim.code } : { type: 'SELECT_TRIM_WITH_SINGLE_TRANSMISSION', trimCode: trim.code });
  };
  const year = data.year;
  return (
    <StepSection
      id="trim"
      heading={t('bp.heading.trim', { year, model: data.model.name })}
      intro={
        <a className="link" href={href(`/compare/trims.html?model=${data.model.code}`)}>
          {t('bp.trim.compare')}
        </a>
      }
    >
      {problem === 'transmission' ? (
        <p className="bp-alert" role="alert">
          {t('bp.problem.transmission')}
        </p>
      ) : null}
      <ul className="bp-trims">
        {data.trims.map((trim) => {
          const selected = build.trim?.code === trim.code;
          const transmission = trim.transmissions.find((item) => item.code === trim.defaultTransmission) ?? trim.transmissions[0];
          const multiple = trim.transmissions.length > 1;
          // Without script a trim's form lands on colours with the transmission its card says (the default if it has one).
          const action = controller.stepHref('colors', undefined, { ...build, trim: { code: trim.code, name: trim.name, price: trim.msrp, transmission: null, transmissionsSelection: [], modalTransmission: false } });
          return (
            <li key={trim.code} className={['bp-trim', selected ? 'is-selected' : ''].join(' ')}>
              <h3 className="bp-trim__name">{trim.name}</h3>
              <p className="bp-trim__price">
                <span className="bp-card__label">{t('bp.startingAt')}</span> <Amount amount={trim.msrp} />
              </p>
              <dl className="bp-trim__specs">
                <div>
                  <dt>{t('bp.trim.engine')}</dt>
                  <dd>{trim.specs.engine}</dd>
                </div>
                <div>
                  <dt>{trim.specs.rangeMiles ? t('bp.trim.range') : t('bp.trim.mpg')}</dt>
                  <dd>{trim.specs.rangeMiles ? t('bp.trim.rangeValue', { miles: trim.specs.rangeMiles }) : t('bp.trim.mpgValue', { city: trim.specs.mpgCity ?? '–', highway: trim.specs.mpgHighway ?? '–' })}</dd>
                </div>
                <div>
                  <dt>{t('bp.trim.power')}</dt>
                  <dd>{t('bp.trim.powerValue', { hp: trim.specs.horsepower })}</dd>
                </div>
                <div>
                  <dt>{t('bp.trim.drivetrain')}</dt>
                  <dd>{trim.specs.drivetrain}</dd>
                </div>
              </dl>
              <ul className="bp-trim__highlights">
                {trim.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="bp-trim__transmission">
                {multiple ? t('bp.trim.transmissions', { count: trim.transmissions.length }) : transmission?.name}
              </p>
              {/* A trim of several transmissions: its form sends the one chosen on the card (no script) instead of the default. */}
              <ChoiceForm action={action} choices={{ trimCode: trim.code, transmissionCode: multiple ? null : (transmission?.code ?? null) }} omit={[]} onChoose={onChoose}>
                {multiple && !hydrated ? <TransmissionChoice trim={trim} checked={(selected ? build.trim?.transmission?.code : undefined) ?? transmission?.code} /> : null}
                <button type="submit" name="trim" value={trim.code} className={['button', selected ? 'button--secondary' : 'button--primary'].join(' ')} aria-pressed={selected}>
                  <span>{selected ? t('bp.selected') : t('bp.select')}</span>
                  <span className="visually-hidden"> {trim.name}</span>
                </button>
              </ChoiceForm>
            </li>
          );
        })}
      </ul>
      <TransmissionDialog controller={controller} data={data} />
    </StepSection>
  );
}

/** The drawing of the build in its exterior colour, from the chosen side. */
export function VehiclePicture({ build, data, eager = false }: { build: Build; data: ConfiguratorData; eager?: boolean }) {
  const { t } = usePage();
  const exterior = build.colors.exterior;
  const view = build.colors.view;
  if (!exterior) return null;
  return (
    <img
      className="bp-picture"
      src={drawingPath(data.model.bodyStyle, view, exterior.rgb)}
      alt={t('bp.colors.imageAlt', { year: data.year, model: data.model.name, trim: build.trim?.name ?? '', color: exterior.name, view: t(`bp.view.${view}`) })}
      width={960}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

function chipFallback(event: { currentTarget: HTMLImageElement }) {
  if (!event.currentTarget.src.endsWith(NOT_FOUND_IMAGE)) event.currentTarget.src = NOT_FOUND_IMAGE;
}

export function ColorsStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const hydrated = useHydrated();
  const build = controller.build;
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return null;
  const colors = trimColors(data, trim);
  const exterior = colors.find((color) => color.code === build.colors.exterior?.code);
  const choices = choicesOf(build);
  const send = (exteriorCode: string, interior?: string | null, view?: View) =>
    controller.send({ type: 'SELECT_COLORS', exterior: exteriorCode, interior: interior ?? null, ...(view ? { view } : {}) });
  const onChoose = (_name: string, _value: string, form: HTMLFormElement) => {
    const values = new FormData(form);
    send(String(values.get('ext') ?? ''), String(values.get('int') ?? '') || null, (values.get('view') as View | null) ?? undefined);
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
          <VehiclePicture build={build} data={data} eager />
          <figcaption className="bp-colors__caption">
            {exterior ? exterior.name : ''}
            {build.colors.interior ? ` · ${build.colors.interior.name}` : ''}
          </figcaption>
        </figure>
        <fieldset className="bp-views">
          <legend className="visually-hidden">{t('bp.colors.view')}</legend>
          {VIEWS.map((view) => (
            <label key={view} className="bp-views__option">
              <input type="radio" name="view" value={view} checked={build.colors.view === view} onChange={() => exterior && send(exterior.code, build.colors.interior?.code, view)} />
              <span>{t(`bp.view.${view}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="bp-swatches">
          <legend className="bp-swatches__legend">
            {t('bp.colors.exterior')}: <strong>{exterior?.name ?? '—'}</strong>
          </legend>
          <div className="bp-swatches__list">
            {colors.map((color) => (
              <label key={color.code} className="bp-swatch" title={color.name}>
                <input type="radio" name="ext" value={color.code} checked={color.code === exterior?.code} onChange={() => send(color.code)} className="bp-swatch__input" />
                <img className="bp-swatch__chip" src={color.colorChip} alt="" width={48} height={48} onError={chipFallback} />
                <span className="bp-swatch__name">{color.name}</span>
                <span className="bp-swatch__price">{color.msrp > 0 ? <Amount amount={color.msrp} signed /> : t('bp.noCost')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {exterior ? (
          <fieldset className="bp-swatches">
            <legend className="bp-swatches__legend">
              {t('bp.colors.interior')}: <strong>{build.colors.interior?.name ?? '—'}</strong>
            </legend>
            <div className="bp-swatches__list">
              {exterior.interiorColors.map((interior) => (
                <label key={interior.code} className="bp-swatch" title={interior.name}>
                  <input
                    type="radio"
                    name="int"
                    value={interior.code}
                    checked={interior.code === build.colors.interior?.code}
                    onChange={() => send(exterior.code, interior.code)}
                    className="bp-swatch__input"
                  />
                  <img className="bp-swatch__chip" src={interior.colorChip} alt="" width={48} height={48} onError={chipFallback} />
                  <span className="bp-swatch__name">{interior.name}</span>
                  <span className="bp-swatch__price">{t('bp.included')}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {t('bp.colors.apply')}
          </button>
        )}
      </ChoiceForm>
    </StepSection>
  );
}

export function PackagesStep({ controller, data }: { controller: BuildController; data: ConfiguratorData }) {
  const { t } = usePage();
  const build = controller.build;
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return null;
  const choices = choicesOf(build);
  const onChoose = (name: string, value: string) => {
    if (name !== 'pkg') return;
    controller.send(value === 'none' ? { type: 'REMOVE_PACKAGE' } : { type: 'ADD_PACKAGE', code: value });
  };
  return (
    <StepSection id="packages" heading={t('bp.heading.packages')}>
      {trim.packages.length === 0 ? <p className="bp-empty">{t('bp.packages.none')}</p> : null}
      <ul className="bp-packages">
        {trim.packages.map((pkg) => {
          const selected = build.packages.selected?.code === pkg.code;
          return (
            <li key={pkg.code} className={['bp-package', selected ? 'is-selected' : ''].join(' ')}>
              <div className="bp-package__head">
                <h3 className="bp-package__name">{pkg.name}</h3>
                <Amount amount={pkg.msrp} />
              </div>
              {pkg.required ? <p className="bp-badge">{t('bp.packages.required')}</p> : pkg.default ? <p className="bp-badge bp-badge--soft">{t('bp.packages.recommended')}</p> : null}
              <p className="bp-package__includes">{t('bp.packages.includes')}</p>
              <ul className="bp-package__features">
                {pkg.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <ChoiceForm action={controller.stepHref('packages')} choices={choices} omit={['pkg']} onChoose={onChoose}>
                {selected ? (
                  <button type="submit" name="pkg" value="none" className="button button--secondary" aria-pressed="true" disabled={pkg.required}>
                    {pkg.required ? t('bp.packages.required') : t('bp.packages.remove')}
                    <span className="visually-hidden"> {pkg.name}</span>
                  </button>
                ) : (
                  <button type="submit" name="pkg" value={pkg.code} className="button button--primary" aria-pressed="false">
                    {t('bp.packages.add')}
                    <span className="visually-hidden"> {pkg.name}</span>
                  </button>
                )}
              </ChoiceForm>
            </li>
          );
        })}
      </ul>
    </StepSection>
  );
}
