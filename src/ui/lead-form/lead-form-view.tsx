/**
 * The lead form as the visitor sees it: the required-fields note, the attached vehicle, the fields in their grid,
 * the hidden values and the bot trap, the service error, the submit button and the thank-you. It renders the
 * controller's state (use-lead-form.ts) and hands every event back to it.
 */
import { useId, type RefObject } from 'react';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import { Modal } from '#ui/components/modal.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Toggletip } from '#ui/components/toggletip.tsx';
import { AttachedVehicle } from './attached-vehicle.tsx';
import { FieldInput } from './field-input.tsx';
import { text, type LeadFormProps } from './types.ts';
import type { LeadFormController } from './use-lead-form.ts';

/**
 * The grid's cells: most fields take one cell (half the width from md up, or all of it when full-width); a state
 * select followed by its ZIP field (layout type stateZip) share one cell, side by side.
 */
function cells(fields: readonly FieldConfig[]): FieldConfig[][] {
  const out: FieldConfig[][] = [];
  for (const field of fields) {
    const last = out[out.length - 1];
    const pairs = field.layout?.type === 'stateZip' && field.layout.position === 'right' && last?.length === 1 && last[0]?.layout?.type === 'stateZip';
    if (pairs && last) last.push(field);
    else out.push([field]);
  }
  return out;
}

function cellClass(cell: readonly FieldConfig[]): string {
  const first = cell[0];
  const full = cell.length === 1 && first !== undefined && (first.isFullWidth === true || first.component === 'textarea');
  return ['lead-form__cell', full ? 'lead-form__cell--full' : '', cell.length > 1 ? 'lead-form__cell--pair' : '', first?.modifier ? `lead-form__cell--${first.modifier}` : ''].filter(Boolean).join(' ');
}

export interface LeadFormViewProps {
  form: FormDefinition;
  controller: LeadFormController;
  formRef: RefObject<HTMLFormElement | null>;
  vehicles: LeadFormProps['vehicles'];
  links: Record<string, string>;
  retailers: LeadFormProps['retailers'];
  vehicleView: LeadFormProps['vehicleView'];
  charities?: LeadFormProps['charities'];
}

export function LeadFormView({ form, controller, formRef, vehicles, links, retailers, vehicleView, charities }: LeadFormViewProps) {
  const { t, lang } = usePage();
  const href = useHref();
  const formId = useId();
  const { values, errors, status, pending, attached, visible, errorFor, wizard } = controller;
  const grid = (fields: readonly FieldConfig[]) => (
    <div className="lead-form__grid">
      {cells(fields).map((cell) => (
        <div
          key={cell.map((field) => field.name).join('+')}
          className={cellClass(cell)}
          data-when={cell[0]?.visibleWhen ? `${cell[0].visibleWhen.field}=${cell[0].visibleWhen.value}` : undefined}
        >
          {cell.map((field) => (
            <div key={field.name} className="lead-form__field">
              <FieldInput field={field} controller={controller} vehicles={vehicles} links={links} retailers={retailers} pinned={vehicleView?.retailer} charities={charities} />
              {field.tooltipConfig ? <Toggletip text={t(field.tooltipConfig.text)} topic={t(field.options?.props?.label ?? field.name)} /> : null}
              {errorFor(field) && typeof errors[field.name]?.params?.supportUrl === 'string' ? (
                <p className="field__hint">
                  <a href={href(String(errors[field.name]?.params?.supportUrl))}>{t('form.supportLink')}</a>
                </p>
              ) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
  const nextStep = wizard.active && !wizard.last;
  return (
    <>
      <form
        ref={formRef}
        className="lead-form"
        method="post"
        action={form.endpoint}
        encType={form.fields.some((field) => field.component === 'file') ? 'multipart/form-data' : undefined}
        onSubmit={(event) => void controller.submit(event)}
        noValidate
        aria-describedby={`${formId}-note`}
      >
        <p id={`${formId}-note`} className="lead-form__note">
          {t('form.requiredNote')}
        </p>
        {controller.draftRestored ? (
          <p className="lead-form__draft" role="status">
            <span>{t('form.draft.restored')}</span>
            <button type="button" className="button button--text" onClick={controller.startOver}>
              {t('form.draft.startOver')}
            </button>
          </p>
        ) : null}
        {attached ? <AttachedVehicle view={attached} error={controller.attachedError} onRemove={controller.removeVehicle} /> : null}
        {wizard.steps.length === 0 ? (
          grid(visible)
        ) : (
          // A wizard's steps: each a group named by its title; hydrated, only the current one shows.
          wizard.steps.map((step, index) => (
            <fieldset key={step.name} className="lead-form__step" hidden={wizard.active && wizard.current !== index}>
              <legend className="lead-form__legend">
                {/* The step count shows once the wizard runs; its line is kept from the first paint (unseen, and not
                    read out) so the fields do not move down when it appears. Without script every step shows and no
                    count is needed: the stylesheet leaves it out. */}
                <span className={wizard.active ? 'lead-form__progress' : 'lead-form__progress lead-form__progress--waiting needs-script'} aria-hidden={wizard.active ? undefined : true}>
                  {t('form.step.progress', { step: index + 1, total: wizard.steps.length })}
                </span>
                <span className="lead-form__step-title">{t(step.title)}</span>
              </legend>
              {grid(visible.filter((field) => step.fields.includes(field.name)))}
            </fieldset>
          ))
        )}
        {form.fields
          .filter((field) => field.component === 'hidden')
          .map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={text(values[field.name])} />
          ))}
        {/* The hidden picker's value still goes with the form (the vehicle of interest, as the server derived it). */}
        {form.fields.filter(controller.pickerHidden).map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={text(values[field.name])} />
        ))}
        {/* A field people never see or reach; bots fill it, and the server then stores nothing. */}
        <div className="lead-form__trap" aria-hidden="true">
          <label htmlFor={`${formId}-website`}>Website</label>
          <input id={`${formId}-website`} name="website_url" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {status.kind === 'error' ? (
          <p className="lead-form__error" role="alert">
            {t('form.error.service')}
          </p>
        ) : null}
        <input type="hidden" name="lang" value={lang} />
        <div className="lead-form__actions">
          {wizard.active && wizard.current > 0 ? (
            <button type="button" className="button button--secondary button--large" onClick={wizard.back} disabled={pending}>
              {t('form.step.back')}
            </button>
          ) : null}
          {/* A wizard's step before the last goes on to the next one (Enter in a field does the same). */}
          {/* aria-disabled, not disabled, while sending: a disabled button drops the focus to the page, and the thank-you
              dialog would then give it back to the page rather than to this button (submit ignores a second press). */}
          <button type="submit" className="button button--primary button--large" aria-disabled={pending || undefined} aria-busy={pending}>
            {pending ? (
              <>
                <span className="spinner spinner--sm" aria-hidden="true" /> {t('form.sending')}
              </>
            ) : nextStep ? (
              t('form.step.next')
            ) : (
              t(`form.${form.name}.submit`)
            )}
          </button>
        </div>
        {status.kind === 'success' ? (
          <p className="lead-form__success" role="status">
            {t('form.received', { id: status.confirmationId })}
          </p>
        ) : null}
      </form>
      {form.thankYou ? (
        <Modal open={controller.thanksOpen} onClose={controller.closeThanks} title={t(form.thankYou.title)}>
          <p>{t(form.thankYou.text)}</p>
          {status.kind === 'success' ? <p className="lead-form__confirmation">{t('form.received', { id: status.confirmationId })}</p> : null}
        </Modal>
      ) : null}
    </>
  );
}
