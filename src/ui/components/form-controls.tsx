/**
 * Form fields with their label, hint, error and required marker wired up for assistive technology:
 * the label is tied by id, hint and error are the field's description, and an error sets aria-invalid.
 */
import { useId, type ChangeEvent, type ComponentPropsWithRef, type Ref } from 'react';
import { usePage } from './page-context.tsx';

interface FieldText {
  label: string;
  hint?: string;
  /** The message shown under the field; its presence marks the field invalid. */
  error?: string;
  /**
   * Marks the field required for people (asterisk, spoken "required") and assistive technology
   * (aria-required). Not the `required` attribute: with it Chromium reports an untouched select or
   * checkbox as invalid before the visitor has done anything, and the browser's own error bubbles
   * would compete with ours. Forms validate on the server and show `error`.
   */
  required?: boolean;
  /** Overrides the generated id, e.g. to point an error summary at the field. */
  id?: string;
}

interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

function useFieldIds({ id, hint, error }: Pick<FieldText, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id: base, hintId, errorId, describedBy };
}

/** The asterisk is for the eye only; the words "required" are what a screen reader says, as the spec asks. */
export function RequiredMark() {
  const { t } = usePage();
  return (
    <>
      {/* The no-break space keeps the asterisk on the line of the label's last word. */}
      <span className="field__required" aria-hidden="true">
        {'\u00a0*'}
      </span>
      <span className="visually-hidden"> {t('component.field.required')}</span>
    </>
  );
}

function FieldLabelText({ label, required }: { label: string; required: boolean | undefined }) {
  return (
    <>
      {label}
      {required ? <RequiredMark /> : null}
    </>
  );
}

function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint && id ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null;
}

/** A field's error with its icon and a spoken "Error:" prefix; islands with their own fields use it too. */
export function FieldError({ id, error, className, ref, focusable = false }: { id: string | undefined; error: string | undefined; className?: string; ref?: Ref<HTMLParagraphElement>; focusable?: boolean }) {
  const { t } = usePage();
  return error && id ? (
    <p id={id} ref={ref} className={['field__error', className].filter(Boolean).join(' ')} tabIndex={focusable ? -1 : undefined}>
      <svg className="field__error-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.25" r="1.25" fill="#fff" />
      </svg>
      <span>
        <span className="visually-hidden">{t('component.field.errorPrefix')} </span>
        {error}
      </span>
    </p>
  ) : null;
}

const fieldClass = (kind: string, error: string | undefined, className: string | undefined) =>
  ['field', `field--${kind}`, error ? 'field--invalid' : null, className].filter(Boolean).join(' ');

export type TextFieldProps = FieldText & Omit<ComponentPropsWithRef<'input'>, 'style' | 'id' | 'type' | 'required'> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search' | 'number' | 'date';
};

export function TextField({ label, hint, error, required, id, className, type = 'text', ...input }: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={fieldClass('text', error, className)}>
      <label htmlFor={ids.id} className="field__label">
        <FieldLabelText label={label} required={required} />
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <input
        {...input}
        id={ids.id}
        type={type}
        className="field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The arrow of a styled select (inside its `field__select` wrapper). */
export function SelectChevron() {
  return (
    <svg className="field__select-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Options under a heading of their own (an `<optgroup>`), after the select's plain options. */
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

export type SelectFieldProps = FieldText &
  Omit<ComponentPropsWithRef<'select'>, 'style' | 'id' | 'required' | 'children' | 'multiple'> & {
    options: readonly SelectOption[];
    groups?: readonly SelectGroup[];
    /** A first choice with an empty value, such as "Choose a model"; for a required field it is not an answer. */
    placeholder?: string;
  };

export function SelectField({ label, hint, error, required, id, className, options, groups = [], placeholder, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={fieldClass('select', error, className)}>
      <label htmlFor={ids.id} className="field__label">
        <FieldLabelText label={label} required={required} />
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <span className="field__select">
        <select
          {...select}
          id={ids.id}
          className="field__input field__input--select"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <SelectChevron />
      </span>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export type CheckboxFieldProps = FieldText & Omit<ComponentPropsWithRef<'input'>, 'style' | 'id' | 'type' | 'required'>;

export function CheckboxField({ label, hint, error, required, id, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={fieldClass('checkbox', error, className)}>
      <div className="choice">
        <input
          {...input}
          id={ids.id}
          type="checkbox"
          className="choice__input choice__input--checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <div className="choice__text">
          <label htmlFor={ids.id} className="choice__label">
            <FieldLabelText label={label} required={required} />
          </label>
          <FieldHint id={ids.hintId} hint={hint} />
        </div>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer, shown as the group's legend. */
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  /** Lays the options out in a row from md up; for two or three short options. */
  inline?: boolean;
  id?: string;
  className?: string;
}

export function RadioGroup({ legend, name, options, value, defaultValue, onChange, hint, error, required, inline, id, className }: RadioGroupProps) {
  const ids = useFieldIds({ id, hint, error });
  const legendId = `${ids.id}-legend`;
  return (
    // radiogroup, not the fieldset's implicit group: aria-invalid and aria-required are defined on radiogroup only.
    <fieldset
      id={ids.id}
      className={[fieldClass('radio', error, className), inline ? 'field--inline' : null].filter(Boolean).join(' ')}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend id={legendId} className="field__label field__legend">
        <FieldLabelText label={legend} required={required} />
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className="field__options">
        {options.map((option, index) => {
          // By position, not by value: values may hold characters an id cannot.
          const optionId = `${ids.id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className="choice">
              <input
                id={optionId}
                type="radio"
                className="choice__input choice__input--radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={optionHintId}
                {...(value !== undefined ? { checked: value === option.value } : {})}
                {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
                {...(onChange ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(option.value, event) } : {})}
              />
              <div className="choice__text">
                <label htmlFor={optionId} className="choice__label">
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={optionHintId} className="choice__hint">
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}

export interface CheckboxGroupProps {
  /** The question the boxes answer, shown as the group's legend. */
  legend: string;
  name: string;
  options: readonly RadioOption[];
  /** The ticked options' values. */
  values: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
  error?: string;
  /** At least one box must be ticked. */
  required?: boolean;
  id?: string;
  className?: string;
}

/** Several checkboxes answering one question ("tick all that apply"); the group carries the error and description. */
export function CheckboxGroup({ legend, name, options, values, onChange, hint, error, required, id, className }: CheckboxGroupProps) {
  const ids = useFieldIds({ id, hint, error });
  const legendId = `${ids.id}-legend`;
  const toggle = (value: string, on: boolean) => onChange(on ? [...values.filter((item) => item !== value), value] : values.filter((item) => item !== value));
  return (
    <fieldset id={ids.id} className={fieldClass('checkboxes', error, className)} aria-labelledby={legendId} aria-describedby={ids.describedBy}>
      <legend id={legendId} className="field__label field__legend">
        <FieldLabelText label={legend} required={required} />
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className="field__options">
        {options.map((option, index) => {
          const optionId = `${ids.id}-${index}`;
          return (
            <div key={option.value} className="choice">
              <input
                id={optionId}
                type="checkbox"
                className="choice__input choice__input--checkbox"
                name={name}
                value={option.value}
                checked={values.includes(option.value)}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <div className="choice__text">
                <label htmlFor={optionId} className="choice__label">
                  {option.label}
                </label>
              </div>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
