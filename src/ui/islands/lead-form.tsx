/**
 * One island for every lead form: it renders a form declared as data (src/domain/forms), checks fields with the
 * same rules the server re-runs (src/domain/validation), shows an error only once a field is dirty and invalid and
 * not while the visitor types, and walks initial → pending → success (thank-you, `form-complete`) or error.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import type { LeadVehicleView } from '#domain/forms/lead-vehicle.ts';
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
import { US_STATE_CODES } from '#domain/validation/rules.ts';
import type { RetailerList } from '#domain/retailers/types.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { Modal } from '../components/modal.tsx';
import { CheckboxField, CheckboxGroup, FieldError as FieldErrorMessage, RadioGroup, RequiredMark, SelectField, TextField } from '../components/form-controls.tsx';
import { Toggletip } from '../components/toggletip.tsx';
import { FileField } from '../lead-form/file-field.tsx';
import { useHref, usePage } from '../components/page-context.tsx';
import { defineIsland } from './define.ts';

export interface VehicleChoice {
  year: number;
  code: string;
  name: string;
  trims: { code: string; name: string; colors: { code: string; name: string }[] }[];
}

export type FormValue = string | string[];

export interface LeadFormProps {
  /** The form, its endpoint already resolved for the brand. */
  form: FormDefinition;
  values: Record<string, FormValue>;
  /** Active model years for the vehicle-of-interest picker (empty when the form has none). */
  vehicles: VehicleChoice[];
  /** Paths (without language prefix) of the pages the form links to (checkbox labels' linkPage, the success page), by site-map key. */
  links?: Record<string, string>;
  /** Errors the server found in a submission made without script, shown at once. */
  errors?: Record<string, FieldError>;
  /** A submission made without script could not be stored: the service error shows, the answers are kept. */
  failed?: boolean;
  /**
   * The retailers nearest the ZIP code the form starts with (saved, or sent without script), listed by the server so
   * the retailer can be chosen without script; null list: the lookup failed.
   */
  retailers?: RetailerStart | undefined;
  /** The vehicle the visitor came from (an inventory vehicle, a Build & Price build), shown above the fields; removable. */
  vehicleView?: LeadVehicleView | undefined;
}

/** The retailers near one ZIP code (null: they could not be looked up). */
export interface RetailerStart {
  zip: string;
  list: RetailerChoice[] | null;
}

/** The text of a value (a checkbox group's list counts as none). */
const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const list = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);

type Status = { kind: 'initial' } | { kind: 'pending' } | { kind: 'success'; confirmationId: string } | { kind: 'error' };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function isRequired(field: FieldConfig): boolean {
  return field.options?.props?.required === true;
}

/** What the retailer choice shows of one retailer. */
export interface RetailerChoice {
  id: string;
  name: string;
  city: string;
  state: string;
  distance: number | null;
}

/** The retailer choice's view of a by/zip answer. */
export const retailerChoices = (list: RetailerList): RetailerChoice[] =>
  list.dealers.map(({ dealer, distance }) => ({ id: dealer.id, name: dealer.name, city: dealer.address.city, state: dealer.address.state, distance }));

function RetailerPicker({ field, zip, value, error, initial, pinned, onChange }: { field: FieldConfig; zip: string; value: string; error?: string; initial?: RetailerStart | undefined; pinned?: LeadVehicleView['retailer']; onChange: (value: string) => void }) {
  const { t } = usePage();
  // The answer remembers which ZIP it was for, so "loading" is simply "no answer for this ZIP yet". The server's
  // list for the starting ZIP is the first answer (the choice works without script, and needs no request with it).
  const [answer, setAnswer] = useState<RetailerStart | null>(initial ?? null);
  const served = useRef(initial?.list ? initial.zip : null);
  useEffect(() => {
    if (!/^\d{5}$/.test(zip)) return;
    if (served.current === zip) {
      // Already on the page; a later return to this ZIP asks the service again.
      served.current = null;
      return;
    }
    const controller = new AbortController();
    fetch(`/services/dealers/by/zip?zipcode=${zip}&count=5`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<RetailerList>) : null))
      .then((list) => setAnswer({ zip, list: list ? retailerChoices(list) : null }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [zip]);
  const list = answer?.zip === zip ? answer.list : null;
  const loading = /^\d{5}$/.test(zip) && answer?.zip !== zip;
  const options = (list ?? []).map((item) => ({
    value: item.id,
    label: `${item.name} — ${item.city}, ${item.state}`,
    hint: t('finder.distance', { miles: item.distance ?? 0 }),
  }));
  // The retailer that has the visitor's vehicle is always offered, first, with or without a ZIP code.
  if (pinned && !options.some((option) => option.value === pinned.id)) options.unshift({ value: pinned.id, label: pinned.label, hint: t('form.attached.retailerHint') });
  if (!/^\d{5}$/.test(zip) && !pinned) {
    return (
      <fieldset className="field lead-form__retailer" aria-describedby={error ? `${field.id}-error` : undefined}>
        <legend className="field__label">
          {t(field.options?.props?.label ?? '')}
          {isRequired(field) ? <RequiredMark /> : null}
        </legend>
        <p className="field__hint">{t('form.retailer.needZip')}</p>
        <noscript>
          <p className="field__hint">{t('form.retailer.needZipNoScript')}</p>
        </noscript>
        <FieldErrorMessage id={`${field.id}-error`} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="lead-form__retailer" aria-busy={loading}>
      <RadioGroup legend={t(field.options?.props?.label ?? '')} name={field.name} options={options} value={value} onChange={onChange} error={error} required={isRequired(field)} id={field.id} />
      {loading ? <p className="field__hint">{t('form.retailer.loading')}</p> : null}
      {!loading && options.length === 0 ? <p className="field__hint">{t('form.retailer.none')}</p> : null}
      {pinned && !/^\d{5}$/.test(zip) ? <p className="field__hint">{t('form.retailer.needZip')}</p> : null}
    </div>
  );
}

/**
 * Every active year and model, each with "any trim" and its trims, as one select's groups (the value is the picker's
 * `YEAR|MODEL|TRIM|COLOR`); a value that names a colour (from a Build & Price link) keeps its own option.
 */
function vehicleGroups(vehicles: VehicleChoice[], value: string, t: Translate) {
  const [year = '', model = '', trim = '', color = ''] = value.split('|');
  return vehicles.map((item) => {
    const name = `${item.year} ${item.name}`;
    const options = [{ value: `${item.year}|${item.code}||`, label: t('form.vehicle.anyTrim', { vehicle: name }) }];
    for (const choice of item.trims) {
      options.push({ value: `${item.year}|${item.code}|${choice.code}|`, label: `${name} ${choice.name}` });
      const colour = String(item.year) === year && item.code === model && choice.code === trim && color ? choice.colors.find((entry) => entry.code === color) : undefined;
      if (colour) options.push({ value, label: `${name} ${choice.name}, ${colour.name}` });
    }
    return { label: name, options };
  });
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
      {/* Without script the selects below cannot narrow each other: one list of every year, model and trim instead. */}
      <noscript>
        <SelectField
          label={t('form.field.vehicleChoice')}
          id={field.id}
          name={field.name}
          defaultValue={value}
          options={[]}
          groups={vehicleGroups(vehicles, value, t)}
          placeholder={t('form.choose')}
          required={isRequired(field)}
          error={error}
        />
      </noscript>
      <div className="lead-form__grid lead-form__vehicle-steps">
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

/** The configuration's attributes (HTML names, as the spec writes them) under the names React gives them. */
const REACT_NAMES: Record<string, string> = { autocomplete: 'autoComplete', inputmode: 'inputMode', autocapitalize: 'autoCapitalize', spellcheck: 'spellCheck', maxlength: 'maxLength' };
function inputAttributes(field: FieldConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(field.options?.attrs ?? {}).map(([name, value]) => [REACT_NAMES[name] ?? name, value]));
}

/** A browser-only error: the chosen file is larger than the field accepts (the server refuses it with 413 too). */
function fileSizeError(field: FieldConfig, maxBytes: number): FieldError {
  const max = Math.round(maxBytes / 1_048_576);
  return { validation: field.validation ?? 'storyMedia', rule: 'fileSize', key: 'form.file.tooLarge', message: `The file is larger than ${max} MB.`, params: { max } };
}

export function LeadForm({ form, values: initialValues, vehicles, links = {}, errors: initialErrors = {}, failed = false, retailers, vehicleView }: LeadFormProps) {
  const { t, brand, lang } = usePage();
  const href = useHref();
  const [values, setValues] = useState<Record<string, FormValue>>(initialValues);
  const [files, setFiles] = useState<Record<string, File>>({});
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);
  // Errors of a no-script submission arrive with the page: those fields count as dirty from the start.
  const [dirty, setDirty] = useState<Record<string, boolean>>(() => Object.fromEntries(Object.keys(initialErrors).map((name) => [name, true])));
  const [typing, setTyping] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>(initialErrors);
  const [status, setStatus] = useState<Status>({ kind: failed ? 'error' : 'initial' });
  const [thanksOpen, setThanksOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const has = (key: string) => !t(key).startsWith('ERROR: Translation key not found');
  // The vehicle the visitor came from: while it is attached the picker is hidden (the vehicle of interest is that
  // vehicle); removing it empties its hidden field and brings the picker back.
  const [attached, setAttached] = useState<LeadVehicleView | null>(vehicleView ?? null);
  const pickerHidden = (field: FieldConfig) => field.component === 'vehicle' && attached !== null && attached.kind !== 'missing';

  const visible = form.fields.filter((field) => field.component !== 'hidden' && field.options?.props?.isVisible !== false && !pickerHidden(field));
  const errors = useMemo(
    () => ({ ...validateValues(form.fields, values, { brand, values, required: false }), ...serverErrors }),
    [form.fields, values, brand, serverErrors],
  );
  const pending = status.kind === 'pending';
  /** Focuses a field's first control: a group's first option, the vehicle picker's year, else the input itself. */
  const focusField = (field: FieldConfig) => {
    const id = CSS.escape(field.id);
    for (const selector of [`#${id}-0`, `#${id}-year`, `input#${id}, select#${id}, textarea#${id}`, `[name="${field.name}"]`]) {
      const target = formRef.current?.querySelector<HTMLElement>(selector);
      if (target) return target.focus();
    }
  };

  const errorFor = (field: FieldConfig): string | undefined => {
    const error = errors[field.name];
    if (!error) return undefined;
    return shouldShowError({ dirty: dirty[field.name] === true, invalid: true, pending, typing: typing === field.name }) ? errorText(error, t, has) : undefined;
  };

  const change = (field: FieldConfig, value: FormValue, keyup = false) => {
    setValues((current) => {
      const next = { ...current, [field.name]: value };
      // A new ZIP resets the retailer, to the one that has the visitor's vehicle when there is one.
      for (const sibling of field.options?.resetSiblingFields ?? []) next[sibling] = sibling === 'retailer' && attached?.retailer ? attached.retailer.id : '';
      return next;
    });
    setServerErrors(({ [field.name]: _gone, ...rest }) => rest);
    // While typing, a field shows its error only when it validates on keyup (validateOnChange, long enough, not a VIN).
    if (keyup && !validatesOnKeyup(field, text(value))) setTyping(field.name);
    else {
      setTyping(null);
      if (keyup) setDirty((current) => ({ ...current, [field.name]: true }));
    }
    if (!keyup) setDirty((current) => ({ ...current, [field.name]: true }));
  };

  /** The visitor drops the vehicle: the lead is sent without it, and focus moves to the picker that takes its place. */
  const removeVehicle = () => {
    const carriers = form.fields.filter((field) => field.component === 'hidden' && ['vin', 'buildToken', 'buildConfig'].includes(field.name)).map((field) => field.name);
    setValues((current) => ({ ...current, ...Object.fromEntries(carriers.map((name) => [name, ''])) }));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !carriers.includes(name))));
    setAttached(null);
    const next = form.fields.find((field) => field.component === 'vehicle') ?? visible[0];
    if (next) requestAnimationFrame(() => focusField(next));
  };

  const blur = (field: FieldConfig) => {
    setTyping(null);
    const value = text(values[field.name]);
    if (value !== '' || dirty[field.name]) setDirty((current) => ({ ...current, [field.name]: true }));
    // Remote checks once the value is well formed: the ZIP must be known to the geographic service, and the e-mail
    // service must accept the address (any failure of it counts as invalid, spec sections 5 and 7).
    const remote = value !== '' && !errors[field.name] && field.component !== 'file' ? remoteCheck(field, value) : null;
    remote
      ?.then((error) => {
        // The answer counts only if the visitor has not changed the value meanwhile.
        if (error && latestValues.current[field.name] === value) setServerErrors((current) => ({ ...current, [field.name]: error }));
      })
      .catch(() => undefined);
  };

  /** A file chosen or removed: the rules see its type (the server sees its bytes); a link typed instead drops it. */
  const chooseFile = (field: FieldConfig, file: File | null) => {
    setFiles(({ [field.name]: _old, ...rest }) => (file ? { ...rest, [field.name]: file } : rest));
    change(field, file ? file.type || file.name : '');
    const max = field.options?.props?.maxBytes;
    if (file && max && file.size > max) setServerErrors((current) => ({ ...current, [field.name]: fileSizeError(field, max) }));
  };
  const typeLink = (field: FieldConfig, link: string) => {
    setFiles(({ [field.name]: _old, ...rest }) => rest);
    change(field, link, true);
  };

  /** The body to post: multipart when a file goes with it, form-urlencoded otherwise (lists as repeated names). */
  const body = (): FormData | URLSearchParams => {
    const trap = (formRef.current?.elements.namedItem('website_url') as HTMLInputElement | null)?.value ?? '';
    const hasFile = Object.keys(files).length > 0;
    const out = hasFile ? new FormData() : new URLSearchParams();
    const add = (name: string, value: string) => out.append(name, value);
    for (const field of form.fields) {
      const file = files[field.name];
      if (file && out instanceof FormData) out.append(field.name, file, file.name);
      else for (const item of list(values[field.name])) add(field.name, item);
    }
    add('lang', lang);
    add('sourcePage', window.location.pathname);
    add('website_url', trap);
    return out;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTyping(null);
    setDirty(Object.fromEntries(form.fields.map((field) => [field.name, true])));
    const invalid = visible.find((field) => errors[field.name]);
    if (invalid) {
      // The first invalid field takes focus, so its linked error is read out.
      requestAnimationFrame(() => focusField(invalid));
      return;
    }
    setStatus({ kind: 'pending' });
    try {
      // The browser sets the content type (and the multipart boundary) from the body; JSON answers are asked for.
      const response = await fetch(form.endpoint, { method: 'POST', headers: { accept: 'application/json' }, body: body() });
      if (response.status === 400 || response.status === 413) {
        const answer = (await response.json().catch(() => ({}))) as { fields?: Record<string, FieldError> };
        const tooLarge = form.fields.find((field) => field.component === 'file' && files[field.name]);
        const fields = response.status === 413 && tooLarge ? { [tooLarge.name]: fileSizeError(tooLarge, tooLarge.options?.props?.maxBytes ?? 0) } : (answer.fields ?? {});
        setServerErrors(fields);
        setStatus({ kind: 'initial' });
        const first = visible.find((field) => fields[field.name]);
        if (first) requestAnimationFrame(() => focusField(first));
        else if (response.status !== 400) setStatus({ kind: 'error' });
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      const { confirmationId } = (await response.json()) as { confirmationId: string };
      setStatus({ kind: 'success', confirmationId });
      window.dispatchEvent(new CustomEvent('form-complete', { detail: { form: form.name, confirmationId } }));
      (window.dataLayer ??= []).push({ event: 'form-complete', form: form.name });
      const next = form.successPage ? links[form.successPage] : undefined;
      if (next) {
        // The thank-you page names the confirmation (and, for a retailer's lead, the retailer).
        const query = new URLSearchParams({ confirmation: confirmationId });
        if (form.toRetailer && text(values.retailer)) query.set('retailer', text(values.retailer));
        window.location.assign(`${href(next)}?${query.toString()}`);
        return;
      }
      setThanksOpen(true);
    } catch {
      // Input stays as it was so the visitor can try again.
      setStatus({ kind: 'error' });
    }
  };

  const input = (field: FieldConfig) => {
    const label = t(field.options?.props?.label ?? field.name);
    const value = text(values[field.name]);
    const error = errorFor(field);
    const hint = field.options?.props?.hint ? t(field.options.props.hint) : undefined;
    const common = { id: field.id, name: field.name, label, required: isRequired(field), error, hint };
    const choices = (field.options?.props?.choices ?? []).map((choice) => ({ value: choice.value, label: field.noTranslate ? choice.label : t(choice.label) }));
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
        return <RadioGroup legend={label} name={field.name} id={field.id} inline required={isRequired(field)} error={error} hint={hint} value={value} onChange={(next) => change(field, next)} options={choices} />;
      case 'select':
        return <SelectField {...common} value={value} placeholder={t('form.choose')} onChange={(event) => change(field, event.target.value)} onBlur={() => blur(field)} options={choices} />;
      case 'state':
        return (
          <SelectField
            {...common}
            {...inputAttributes(field)}
            value={value}
            placeholder={t('form.choose')}
            onChange={(event) => change(field, event.target.value)}
            onBlur={() => blur(field)}
            options={US_STATE_CODES.map((code) => ({ value: code, label: t(`state.${code}`) }))}
          />
        );
      case 'checkbox': {
        if (choices.length > 0) {
          return <CheckboxGroup legend={label} name={field.name} id={field.id} required={isRequired(field)} error={error} hint={hint} values={list(values[field.name])} options={choices} onChange={(next) => change(field, next)} />;
        }
        const page = field.options?.props?.linkPage;
        return (
          <>
            <CheckboxField {...common} checked={value === 'on'} onChange={(event) => change(field, event.target.checked ? 'on' : '')} onBlur={() => blur(field)} />
            {page && links[page] ? (
              <p className="field__hint lead-form__agreement-link">
                <a href={href(links[page])} target="_blank" rel="noopener">
                  {t(`form.link.${page}`)}
                  <span className="visually-hidden"> {t('component.link.newTab')}</span>
                </a>
              </p>
            ) : null}
          </>
        );
      }
      case 'file':
        return (
          <FileField
            field={field}
            file={files[field.name]}
            link={files[field.name] ? '' : value}
            error={error}
            required={isRequired(field)}
            onFile={(file) => chooseFile(field, file)}
            onLink={(link) => typeLink(field, link)}
            onBlur={() => blur(field)}
          />
        );
      case 'retailer':
        return <RetailerPicker field={field} zip={text(values.zipCode)} value={value} error={error} initial={retailers} pinned={vehicleView?.retailer} onChange={(next) => change(field, next)} />;
      case 'vehicle':
        return <VehiclePicker field={field} vehicles={vehicles} value={value} error={error} onChange={(next) => change(field, next)} />;
      case 'date':
        return <TextField {...common} type="date" value={value} min={new Date().toISOString().slice(0, 10)} onChange={(event) => change(field, event.target.value)} onBlur={() => blur(field)} />;
      default:
        return (
          <TextField
            {...common}
            {...inputAttributes(field)}
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
      <form
        ref={formRef}
        className="lead-form"
        method="post"
        action={form.endpoint}
        encType={form.fields.some((field) => field.component === 'file') ? 'multipart/form-data' : undefined}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={`${formId}-note`}
      >
        <p id={`${formId}-note`} className="lead-form__note">
          {t('form.requiredNote')}
        </p>
        {attached ? <AttachedVehicle view={attached} error={serverErrors[attached.field] ? errorText(serverErrors[attached.field] as FieldError, t, has) : undefined} onRemove={removeVehicle} /> : null}
        <div className="lead-form__grid">
          {cells(visible).map((cell) => (
            <div key={cell.map((field) => field.name).join('+')} className={cellClass(cell)}>
              {cell.map((field) => (
                <div key={field.name} className="lead-form__field">
                  {input(field)}
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
        {form.fields
          .filter((field) => field.component === 'hidden')
          .map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={text(values[field.name])} />
          ))}
        {/* The hidden picker's value still goes with the form (the vehicle of interest, as the server derived it). */}
        {form.fields.filter(pickerHidden).map((field) => (
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

const noSubscription = () => () => undefined;

/**
 * "Your vehicle: …" / "Your build: …" above the fields (or, for a VIN or token that names nothing, why it cannot be
 * sent), with a way to remove it: a button once the island runs, a link to the page without the vehicle before.
 */
function AttachedVehicle({ view, error, onRemove }: { view: LeadVehicleView; error: string | undefined; onRemove: () => void }) {
  const { t } = usePage();
  // False on the server and while hydrating, true once the island runs.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const href = useHref();
  const id = useId();
  const line = view.kind === 'inventory' ? t('form.attached.inventory', view.params) : view.kind === 'build' ? t('form.attached.build', view.params) : null;
  const missing = view.field === 'vin' ? 'form.attached.error.vin' : 'form.attached.error.build';
  const remove = view.kind === 'build' ? t('form.attached.removeBuild') : t('form.attached.remove');
  return (
    <div className="notice lead-form__attached" role="group" aria-labelledby={`${id}-line`}>
      <p id={`${id}-line`} className="lead-form__attached-line">
        {line ?? t(missing)}
      </p>
      {error && line ? (
        <p className="lead-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="notice__actions">
        {hydrated ? (
          <button type="button" className="button button--secondary button--small" onClick={onRemove}>
            {remove}
          </button>
        ) : (
          <a className="button button--secondary button--small" href={href(view.removeHref)}>
            {remove}
          </a>
        )}
      </p>
    </div>
  );
}

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

export const island = defineIsland<LeadFormProps>({ tag: 'x-lead-form', module: 'lead-form', Component: LeadForm });
