/**
 * The lead form's state and its trips to the services: the values (and chosen files), which fields are dirty, the
 * errors the shared rules and the services find, the attached vehicle, and the walk initial → pending → success
 * (thank-you, `form-complete`) or error. An error shows only once a field is dirty and invalid and not while the
 * visitor types.
 */
import { useEffect, useMemo, useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import type { LeadVehicleView } from '#domain/forms/lead-vehicle.ts';
import { inNameOrder } from '#domain/forms/name-order.ts';
import type { FieldConfig } from '#domain/forms/types.ts';
import {
  appliesTo,
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
import { errorBody, postJson } from '#client/api.ts';

/** The lead endpoints' contract, loaded with the first submission (zod stays out of the form's first chunk). */
const leadContract = () => import('#domain/forms/contract.ts');
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { findVisitorZip } from '#ui/geo/geo-store.ts';
import { list, text, type FormValue, type LeadFormProps } from './types.ts';
import { useFormDraft } from './use-form-draft.ts';
import { useHydrated, useWizard, type Wizard } from './use-wizard.ts';

export type LeadFormStatus = { kind: 'initial' } | { kind: 'pending' } | { kind: 'success'; confirmationId: string } | { kind: 'error' };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
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

/** A browser-only error: the chosen file is larger than the field accepts (the server refuses it with 413 too). */
function fileSizeError(field: FieldConfig, maxBytes: number): FieldError {
  const max = Math.round(maxBytes / 1_048_576);
  return { validation: field.validation ?? 'storyMedia', rule: 'fileSize', key: 'form.file.tooLarge', message: `The file is larger than ${max} MB.`, params: { max } };
}

export interface LeadFormController {
  values: Record<string, FormValue>;
  files: Record<string, File>;
  /** Every error the rules and the services found, shown or not. */
  errors: Record<string, FieldError>;
  status: LeadFormStatus;
  pending: boolean;
  thanksOpen: boolean;
  closeThanks: () => void;
  /** The vehicle the visitor came from, until they remove it. */
  attached: LeadVehicleView | null;
  /** The service's error about the attached vehicle, as text. */
  attachedError: string | undefined;
  /** The fields the visitor sees, in order. */
  visible: FieldConfig[];
  /** Whether a field is the vehicle picker hidden while a vehicle is attached (its value still goes with the form). */
  pickerHidden: (field: FieldConfig) => boolean;
  /** The error text a field shows now, if any. */
  errorFor: (field: FieldConfig) => string | undefined;
  change: (field: FieldConfig, value: FormValue, keyup?: boolean) => void;
  blur: (field: FieldConfig) => void;
  chooseFile: (field: FieldConfig, file: File | null) => void;
  typeLink: (field: FieldConfig, link: string) => void;
  removeVehicle: () => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** True when what the visitor typed before a reload was put back. */
  draftRestored: boolean;
  /** Empties the form and forgets its draft. */
  startOver: () => void;
  /** The form's steps, when it is a wizard. */
  wizard: Wizard;
}

/**
 * A ZIP field the server could not start (no saved ZIP in the geo-data cookie) takes the visitor's place once the site
 * knows it — the external geo object's ZIP, checked and saved (findVisitorZip) — unless the visitor has typed one.
 */
function useVisitorZipField(fields: readonly FieldConfig[], setValues: Dispatch<SetStateAction<Record<string, FormValue>>>) {
  const zipFields = fields.filter((field) => field.validation === 'zipCode' && field.component !== 'hidden').map((field) => field.name);
  const key = zipFields.join(' ');
  useEffect(() => {
    if (!key) return;
    let live = true;
    void findVisitorZip().then((zip) => {
      if (!live || !zip) return;
      setValues((current) => {
        const empty = key.split(' ').filter((name) => !current[name]);
        return empty.length === 0 ? current : { ...current, ...Object.fromEntries(empty.map((name) => [name, zip])) };
      });
    });
    return () => {
      live = false;
    };
  }, [key, setValues]);
}

/** `formRef` is the rendered form's: the hook focuses its fields and reads the bot trap from it. */
export function useLeadForm({ form, values: initialValues, links = {}, errors: initialErrors = {}, failed = false, vehicleView }: LeadFormProps, formRef: RefObject<HTMLFormElement | null>): LeadFormController {
  const { t, brand, lang } = usePage();
  const href = useHref();
  const [values, setValues] = useState<Record<string, FormValue>>(initialValues);
  const [files, setFiles] = useState<Record<string, File>>({});
  const draft = useFormDraft(form.name, form.fields, values, setValues);
  useVisitorZipField(form.fields, setValues);
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);
  // Errors of a no-script submission arrive with the page: those fields count as dirty from the start.
  const [dirty, setDirty] = useState<Record<string, boolean>>(() => Object.fromEntries(Object.keys(initialErrors).map((name) => [name, true])));
  const [typing, setTyping] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>(initialErrors);
  const [status, setStatus] = useState<LeadFormStatus>({ kind: failed ? 'error' : 'initial' });
  const [thanksOpen, setThanksOpen] = useState(false);
  const has = (key: string) => !t(key).startsWith('ERROR: Translation key not found');
  // The vehicle the visitor came from: while it is attached the picker is hidden (the vehicle of interest is that
  // vehicle); removing it empties its hidden field and brings the picker back.
  const [attached, setAttached] = useState<LeadVehicleView | null>(vehicleView ?? null);
  const pickerHidden = (field: FieldConfig) => field.component === 'vehicle' && attached !== null && attached.kind !== 'missing';

  // A field that applies only for another field's value (visibleWhen) leaves once hydrated; the server's render keeps
  // it, and the stylesheet hides it until then (pages.css, `data-when`). Chinese pages ask for the family name first
  // (DECISIONS.md): the fields' order is the language's.
  const hydrated = useHydrated();
  const visible = inNameOrder(form.fields, lang).filter(
    (field) => field.component !== 'hidden' && field.options?.props?.isVisible !== false && !pickerHidden(field) && (!hydrated || appliesTo(field, values)),
  );
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

  // A wizard's step, once shown by the visitor's move, hands focus to its first field.
  const wizard = useWizard(form.steps, (index) => {
    const first = visible.find((field) => form.steps?.[index]?.fields.includes(field.name));
    if (first) focusField(first);
  }, Math.max(0, (form.steps ?? []).findIndex((step) => step.fields.some((name) => initialErrors[name]))));
  /** Shows the step holding `field` (a wizard's earlier step with an error), then focuses the field. */
  const focusInStep = (field: FieldConfig) => {
    const index = wizard.active ? wizard.stepOf(field.name) : -1;
    if (index >= 0 && index !== wizard.current) wizard.go(index, () => focusField(field));
    else requestAnimationFrame(() => focusField(field));
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
      // What does not apply (the organization's fields for a listed charity) is not sent.
      if (!appliesTo(field, values)) continue;
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
    if (wizard.active && !wizard.last) {
      // A step before the last: its fields are checked, then the next step shows.
      const fields = visible.filter((field) => wizard.stepOf(field.name) === wizard.current);
      setDirty((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field.name, true])) }));
      const invalid = fields.find((field) => errors[field.name]);
      if (invalid) requestAnimationFrame(() => focusField(invalid));
      else wizard.go(wizard.current + 1);
      return;
    }
    setDirty(Object.fromEntries(form.fields.map((field) => [field.name, true])));
    const invalid = visible.find((field) => errors[field.name]);
    if (invalid) {
      // The first invalid field takes focus (on its own step), so its linked error is read out.
      focusInStep(invalid);
      return;
    }
    setStatus({ kind: 'pending' });
    try {
      // The browser sets the content type (and the multipart boundary) from the body; JSON answers are asked for.
      const answer = await postJson(form.endpoint, body(), () => leadContract().then((contract) => contract.LeadConfirmationSchema));
      const refused = answer.ok ? null : answer.error;
      if (refused?.kind === 'status' && (refused.status === 400 || refused.status === 413)) {
        const tooLarge = form.fields.find((field) => field.component === 'file' && files[field.name]);
        const fields = refused.status === 413 && tooLarge ? { [tooLarge.name]: fileSizeError(tooLarge, tooLarge.options?.props?.maxBytes ?? 0) } : (errorBody(refused, (await leadContract()).InvalidFieldsSchema)?.fields ?? {});
        setServerErrors(fields);
        setStatus({ kind: 'initial' });
        const first = visible.find((field) => fields[field.name]);
        if (first) focusInStep(first);
        else if (refused.status !== 400) setStatus({ kind: 'error' });
        return;
      }
      if (!answer.ok) throw new Error(answer.error.kind);
      const { confirmationId } = answer.data;
      setStatus({ kind: 'success', confirmationId });
      draft.discard();
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

  const attachedFieldError = attached ? serverErrors[attached.field] : undefined;
  return {
    values,
    files,
    errors,
    status,
    pending,
    thanksOpen,
    closeThanks: () => setThanksOpen(false),
    attached,
    attachedError: attachedFieldError ? errorText(attachedFieldError, t, has) : undefined,
    visible,
    pickerHidden,
    errorFor,
    change,
    blur,
    chooseFile,
    typeLink,
    removeVehicle,
    submit,
    wizard,
    draftRestored: draft.restored,
    startOver: () => {
      draft.discard();
      setValues(initialValues);
      setDirty({});
      setServerErrors({});
      setTyping(null);
      const first = visible[0];
      if (first) focusInStep(first);
    },
  };
}
