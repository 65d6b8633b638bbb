/**
 * The calculator's fields, wired like the site's TextField and SelectField (label tied by id; hint and error
 * describe the control; an error sets aria-invalid) but always in three parts — label and hint, control, error —
 * so the form's two-column grid can line the controls of a row up (CSS subgrid) whatever their hints say.
 * An input may draw its unit inside it ("$" before an amount, "%" after a rate); the unit is for the eye only,
 * the label already says what the number is.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from '#ui/components/form-controls.tsx';

interface CalcFieldText {
  id: string;
  /** Takes the whole row of the form's grid. */
  wide?: boolean | undefined;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, hint, error, wide, kind, children }: CalcFieldText & { kind: string; children: ReactNode }) {
  return (
    <div className={['field', `field--${kind}`, 'calc-field', wide ? 'calc-field--wide' : null, error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <div className="calc-field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
      {children}
      <div className="calc-field__foot">
        <FieldError id={error ? `${id}-error` : undefined} error={error} />
      </div>
    </div>
  );
}

export type CalcFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'style' | 'type' | 'className'> &
  CalcFieldText & {
    prefix?: string;
    suffix?: string;
  };

export function CalcField({ id, label, hint, error, wide, prefix, suffix, ...input }: CalcFieldProps) {
  const classes = ['field__input', 'calc-input__control', prefix ? 'calc-input__control--prefix' : null, suffix ? 'calc-input__control--suffix' : null].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} wide={wide} kind="text">
      <div className="calc-input">
        {prefix ? (
          <span className="calc-input__affix calc-input__affix--prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input {...input} id={id} type="text" className={classes} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
        {suffix ? (
          <span className="calc-input__affix calc-input__affix--suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export type CalcSelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'style' | 'className' | 'children' | 'multiple'> &
  CalcFieldText & {
    options: readonly { value: string; label: string }[];
    /** A first choice with an empty value ("No sales tax"). */
    placeholder?: string;
  };

export function CalcSelect({ id, label, hint, error, wide, options, placeholder, ...select }: CalcSelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} wide={wide} kind="select">
      <span className="field__select">
        <select {...select} id={id} className="field__input field__input--select" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className="field__select-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </FieldFrame>
  );
}
