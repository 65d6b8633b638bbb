/**
 * One island for every lead form: it renders a form declared as data (src/domain/forms), checks fields with the
 * same rules the server re-runs (src/domain/validation), shows an error only once a field is dirty and invalid and
 * not while the visitor types, and walks initial → pending → success (thank-you, `form-complete`) or error.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import {
  emailServiceError,
  emailServiceVerdict,
  emailValidationUrl,
  errorText,
  shouldShowError,
  validateValues,
  validatesOnKeyup,
  zipLookupError,
  zipLookupUrl,
  zipLookupVerdict,
} from '#domain/validation/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import type { RetailerList } from '#domain/retailers/types.ts';
import { Modal } from '../components/modal.tsx';
import { FieldError as FieldErrorMessage, RadioGroup, RequiredMark, SelectField, TextField } from '../components/form-controls.tsx';
import { useHref, usePage } from '../components/page-context.tsx';
import { defineIsland } from './define.ts';

export interface VehicleChoice {
  year: number;
  code: string;
  name: string;
  trims: { code: string; name: string; colors: { code: string; name: string }[] }[];
}

export interface LeadFormProps {
  form: FormDefinition;
  values: Record<string, string>;
  /** Active model years for the vehicle-of-interest picker. */
  vehicles: VehicleChoice[];
}

type Status = { kind: 'initial' } | { kind: 'pending' } | { kind: 'success'; confirmationId: string } | { kind: 'error' };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function isRequired(field: FieldConfig): boolean {
  return field.options?.props?.required === true;
}

function RetailerPicker({ field, zip, value, error, onChange }: { field: FieldConfig; zip: string; value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = usePage();
  // The answer remembers which ZIP it was for, so "loading" is simply "no answer for this ZIP yet".
  const [answer, setAnswer] = useState<{ zip: string; list: RetailerList | null } | null>(null);
  useEffect(() => {
    if (!/^\d{5}$/.test(zip)) return;
    const controller = new AbortController();
    fetch(`/services/dealers/by/zip?zipcode=${zip}&count=5`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<RetailerList>) : null))
      .then((list) => setAnswer({ zip, list }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [zip]);
  const list = answer?.zip === zip ? answer.list : null;
  const loading = answer?.zip !== zip;
  const options = (list?.dealers ?? []).map((item) => ({
    value: item.dealer.id,
    label: `${item.dealer.name} — ${item.dealer.address.city}, ${item.dealer.address.state}`,
    hint: t('finder.distance', { miles: item.distance ?? 0 }),
  }));
  if (!/^\d{5}$/.test(zip)) {
    return (
      <fieldset className="field lead-form__retailer" aria-describedby={error ? `${field.id}-error` : undefined}>
        <legend className="field__label">
          {t(field.options?.props?.label ?? '')}
          {isRequired(field) ? <RequiredMark /> : null}
        </legend>
        <p className="field__hint">{t('form.retailer.needZip')}</p>
        <FieldErrorMessage id={`${field.id}-error`} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="lead-form__retailer" aria-busy={loading}>
      <RadioGroup legend={t(field.options?.props?.label ?? '')} name={field.name} options={options} value={value} onChange={onChange} error={error} required={isRequired(field)} id={field.id} />
      {loading ? <p className="field__hint">{t('form.retailer.loading')}</p> : null}
    </div>
  );
}

function VehiclePicker({ field, vehicles, value, error, onChange }: { field: FieldConfig; vehicles: VehicleChoice[]; value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = usePage();
  const [year = '', model = '', trim = '', color = ''] = value.split('|');
  const years = [...new Set(vehicles.map((item) => String(item.year)))].sort().reverse();
  const models = vehicles.filter((item) => String(item.year) === year);
  const chosen = models.find((item) => item.code === model);
  const trims = chosen?.trims ?? [];
  const colors = trims.find((item) => item.code === trim)?.colors ?? [];
  // Choosing an earlier level resets the ones after it (the spec's resetSiblingFields).
  const set = (parts: string[]) => onChange(parts.join('|'));
  return (
    <fieldset className="lead-form__vehicle">
      <legend className="field__label">
        {t(field.options?.props?.label ?? '')}
        {isRequired(field) ? <RequiredMark /> : null}
      </legend>
      <div className="lead-form__grid">
        <SelectField label={t('form.field.year')} id={`${field.id}-year`} value={year} onChange={(event) => set([event.target.value, '', '', ''])} options={years.map((item) => ({ value: item, label: item }))} placeholder={t('form.choose')} required={isRequired(field)} error={error && !year ? error : undefined} />
        <SelectField label={t('form.field.model')} id={`${field.id}-model`} value={model} onChange={(event) => set([year, event.target.value, '', ''])} options={models.map((item) => ({ value: item.code, label: item.name }))} placeholder={t('form.choose')} required={isRequired(field)} disabled={!year} error={error && year && !model ? error : undefined} />
        <SelectField label={t('form.field.trim')} id={`${field.id}-trim`} value={trim} onChange={(event) => set([year, model, event.target.value, ''])} options={trims.map((item) => ({ value: item.code, label: item.name }))} placeholder={t('form.any')} disabled={!model} />
        <SelectField label={t('form.field.color')} id={`${field.id}-color`} value={color} onChange={(event) => set([year, model, trim, event.target.value])} options={colors.map((item) => ({ value: item.code, label: item.name }))} placeholder={t('form.any')} disabled={!trim} />
      </div>
    </fieldset>
  );
}

/** The service check a field gets after its own rules pass, or null when it has none. */
function remoteCheck(field: FieldConfig, value: string): Promise<FieldError | null> | null {
  if (field.validation === 'zipCode') {
    return fetch(zipLookupUrl(value))
      .then(async (response) => zipLookupVerdict(response.status, response.status === 200 ? await response.json() : null))
      .catch(() => true)
      .then((valid) => (valid ? null : zipLookupError()));
  }
  if (field.validation === 'email') {
    return fetch(emailValidationUrl('web', value))
      .then(async (response) => emailServiceVerdict({ status: response.status, body: await response.json().catch(() => null) }))
      .catch(() => emailServiceVerdict(null))
      .then((valid) => (valid ? null : emailServiceError()));
  }
  return null;
}

export function LeadForm({ form, values: initialValues, vehicles }: LeadFormProps) {
  const { t, brand, lang } = usePage();
  const href = useHref();
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const [typing, setTyping] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const [status, setStatus] = useState<Status>({ kind: 'initial' });
  const [thanksOpen, setThanksOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const has = (key: string) => !t(key).startsWith('ERROR: Translation key not found');

  const visible = form.fields.filter((field) => field.component !== 'hidden' && field.options?.props?.isVisible !== false);
  const errors = useMemo(
    () => ({ ...validateValues(form.fields, values, { brand, values, required: false }), ...serverErrors }),
    [form.fields, values, brand, serverErrors],
  );
  const pending = status.kind === 'pending';

  const errorFor = (field: FieldConfig): string | undefined => {
    const error = errors[field.name];
    if (!error) return undefined;
    return shouldShowError({ dirty: dirty[field.name] === true, invalid: true, pending, typing: typing === field.name }) ? errorText(error, t, has) : undefined;
  };

  const change = (field: FieldConfig, value: string, keyup = false) => {
    setValues((current) => {
      const next = { ...current, [field.name]: value };
      for (const sibling of field.options?.resetSiblingFields ?? []) next[sibling] = '';
      return next;
    });
    setServerErrors(({ [field.name]: _gone, ...rest }) => rest);
    // While typing, a field shows its error only when it validates on keyup (validateOnChange, long enough, not a VIN).
    if (keyup && !validatesOnKeyup(field, value)) setTyping(field.name);
    else {
      setTyping(null);
      if (keyup) setDirty((current) => ({ ...current, [field.name]: true }));
    }
    if (!keyup) setDirty((current) => ({ ...current, [field.name]: true }));
  };

  const blur = (field: FieldConfig) => {
    setTyping(null);
    const value = values[field.name] ?? '';
    if (value !== '' || dirty[field.name]) setDirty((current) => ({ ...current, [field.name]: true }));
    // Remote checks once the value is well formed: the ZIP must be known to the geographic service, and the e-mail
    // service must accept the address (any failure of it counts as invalid, spec sections 5 and 7).
    const remote = value !== '' && !errors[field.name] ? remoteCheck(field, value) : null;
    remote
      ?.then((error) => {
        // The answer counts only if the visitor has not changed the value meanwhile.
        if (error && latestValues.current[field.name] === value) setServerErrors((current) => ({ ...current, [field.name]: error }));
      })
      .catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTyping(null);
    setDirty(Object.fromEntries(form.fields.map((field) => [field.name, true])));
    const invalid = visible.find((field) => errors[field.name]);
    if (invalid) {
      // The first invalid field takes focus, so its linked error is read out.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${invalid.name}"], #${CSS.escape(invalid.id)}, #${CSS.escape(invalid.id)}-year`)?.focus());
      return;
    }
    setStatus({ kind: 'pending' });
    const body = new URLSearchParams({ ...values, lang, website_url: (formRef.current?.elements.namedItem('website_url') as HTMLInputElement | null)?.value ?? '' });
    try {
      const response = await fetch(form.endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      if (response.status === 400) {
        const answer = (await response.json()) as { fields?: Record<string, FieldError> };
        setServerErrors(answer.fields ?? {});
        setStatus({ kind: 'initial' });
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      const { confirmationId } = (await response.json()) as { confirmationId: string };
      setStatus({ kind: 'success', confirmationId });
      setThanksOpen(true);
      window.dispatchEvent(new CustomEvent('form-complete', { detail: { form: form.name, confirmationId } }));
      (window.dataLayer ??= []).push({ event: 'form-complete', form: form.name });
    } catch {
      // Input stays as it was so the visitor can try again.
      setStatus({ kind: 'error' });
    }
  };

  const input = (field: FieldConfig) => {
    const label = t(field.options?.props?.label ?? field.name);
    const value = values[field.name] ?? '';
    const error = errorFor(field);
    const common = { id: field.id, name: field.name, label, required: isRequired(field), error };
    switch (field.component) {
      case 'textarea': {
        const max = field.options?.props?.maxLength;
        return (
          <div className="field lead-form__textarea">
            <label htmlFor={field.id} className="field__label">
              {label}
              {isRequired(field) ? <RequiredMark /> : null}
            </label>
            <textarea
              id={field.id}
              name={field.name}
              className="field__input"
              rows={5}
              value={value}
              onChange={(event) => change(field, event.target.value, true)}
              onBlur={() => blur(field)}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${field.id}-count`, error ? `${field.id}-error` : ''].filter(Boolean).join(' ')}
              aria-required={isRequired(field) || undefined}
            />
            {max ? (
              <p id={`${field.id}-count`} className="field__hint lead-form__count" aria-live="polite">
                {t('form.counter', { count: value.length, max })}
              </p>
            ) : null}
            <FieldErrorMessage id={`${field.id}-error`} error={error} />
          </div>
        );
      }
      case 'radio':
        return (
          <RadioGroup
            legend={label}
            name={field.name}
            id={field.id}
            inline
            required={isRequired(field)}
            error={error}
            value={value}
            onChange={(next) => change(field, next)}
            options={(field.options?.props?.choices ?? []).map((choice) => ({ value: choice.value, label: field.noTranslate ? choice.label : t(choice.label) }))}
          />
        );
      case 'select':
        return (
          <SelectField
            {...common}
            value={value}
            placeholder={t('form.choose')}
            onChange={(event) => change(field, event.target.value)}
            onBlur={() => blur(field)}
            options={(field.options?.props?.choices ?? []).map((choice) => ({ value: choice.value, label: field.noTranslate ? choice.label : t(choice.label) }))}
          />
        );
      case 'retailer':
        return <RetailerPicker field={field} zip={values.zipCode ?? ''} value={value} error={error} onChange={(next) => change(field, next)} />;
      case 'vehicle':
        return <VehiclePicker field={field} vehicles={vehicles} value={value} error={error} onChange={(next) => change(field, next)} />;
      case 'date':
        return <TextField {...common} type="date" value={value} min={new Date().toISOString().slice(0, 10)} onChange={(event) => change(field, event.target.value)} onBlur={() => blur(field)} />;
      default:
        return (
          <TextField
            {...common}
            {...field.options?.attrs}
            type={field.component === 'email' ? 'email' : field.component === 'phone' ? 'tel' : 'text'}
            value={value}
            onChange={(event) => change(field, event.target.value, true)}
            onBlur={() => blur(field)}
          />
        );
    }
  };

  return (
    <>
      <form ref={formRef} className="lead-form" method="post" action={form.endpoint} onSubmit={(event) => void submit(event)} noValidate aria-describedby={`${formId}-note`}>
        <p id={`${formId}-note`} className="lead-form__note">
          {t('form.requiredNote')}
        </p>
        <div className="lead-form__grid">
          {visible.map((field) => (
            <div key={field.name} className={['lead-form__cell', field.isFullWidth || field.component === 'textarea' ? 'lead-form__cell--full' : ''].join(' ')}>
              {input(field)}
              {errorFor(field) && typeof errors[field.name]?.params?.supportUrl === 'string' ? (
                <p className="field__hint">
                  <a href={href(String(errors[field.name]?.params?.supportUrl))}>{t('form.supportLink')}</a>
                </p>
              ) : null}
            </div>
          ))}
        </div>
        {form.fields
          .filter((field) => field.component === 'hidden')
          .map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={values[field.name] ?? ''} />
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
        <button type="submit" className="button button--primary button--large" disabled={pending} aria-busy={pending}>
          {pending ? (
            <>
              <span className="spinner spinner--sm" aria-hidden="true" /> {t('form.sending')}
            </>
          ) : (
            t(`form.${form.name}.submit`)
          )}
        </button>
        {status.kind === 'success' ? (
          <p className="lead-form__success" role="status">
            {t('form.received', { id: status.confirmationId })}
          </p>
        ) : null}
      </form>
      {form.thankYou ? (
        <Modal open={thanksOpen} onClose={() => setThanksOpen(false)} title={t(form.thankYou.title)}>
          <p>{t(form.thankYou.text)}</p>
          {status.kind === 'success' ? <p className="lead-form__confirmation">{t('form.received', { id: status.confirmationId })}</p> : null}
        </Modal>
      ) : null}
    </>
  );
}

export const island = defineIsland<LeadFormProps>({ tag: 'x-lead-form', module: 'lead-form', Component: LeadForm });
