/**
 * One lead form field as its configuration's component asks: text, e-mail, phone, date, textarea with a counter,
 * radios, selects, the US state select, checkboxes (with the page their label links to), a file, the retailer
 * choice or the vehicle picker. It renders the form's state and reports every change to the form's controller.
 */
import type { LeadVehicleView } from '#domain/forms/lead-vehicle.ts';
import { formatNumber } from '#domain/i18n/format.ts';
import { OTHER_CHARITY } from '#domain/validation/index.ts';
import type { FieldConfig } from '#domain/forms/types.ts';
import { US_STATE_CODES } from '#domain/validation/rules.ts';
import { CheckboxField, CheckboxGroup, FieldError as FieldErrorMessage, RadioGroup, RequiredMark, SelectField, TextField } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { FileField } from './file-field.tsx';
import { RetailerPicker } from './retailer-picker.tsx';
import { isRequired, list, text, type LeadFormProps, type RetailerStart, type VehicleChoice } from './types.ts';
import type { LeadFormController } from './use-lead-form.ts';
import { VehiclePicker } from './vehicle-picker.tsx';

/** The configuration's attributes (HTML names, as the spec writes them) under the names React gives them. */
const REACT_NAMES: Record<string, string> = { autocomplete: 'autoComplete', inputmode: 'inputMode', autocapitalize: 'autoCapitalize', spellcheck: 'spellCheck', maxlength: 'maxLength' };
function inputAttributes(field: FieldConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(field.options?.attrs ?? {}).map(([name, value]) => [REACT_NAMES[name] ?? name, value]));
}

export interface FieldInputProps {
  field: FieldConfig;
  controller: LeadFormController;
  vehicles: VehicleChoice[];
  links: Record<string, string>;
  retailers: RetailerStart | undefined;
  /** The retailer that has the visitor's vehicle, offered first in the retailer choice. */
  pinned: LeadVehicleView['retailer'];
  /** Share the Love: the charities the nomination lists. */
  charities?: LeadFormProps['charities'];
}

export function FieldInput({ field, controller, vehicles, links, retailers, pinned, charities }: FieldInputProps) {
  const { t, lang } = usePage();
  const href = useHref();
  const { values, files, change, blur } = controller;
  const label = t(field.options?.props?.label ?? field.name);
  const value = text(values[field.name]);
  const error = controller.errorFor(field);
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
          onFile={(file) => controller.chooseFile(field, file)}
          onLink={(link) => controller.typeLink(field, link)}
          onBlur={() => blur(field)}
        />
      );
    case 'charity': {
      // The listed charities (national, then the hometown ones near the ZIP), then another organization.
      const near = charities?.zip;
      const options = [
        ...(charities?.list ?? []).map((charity) => ({
          value: charity.id,
          label: charity.name,
          hint: charity.retailer
            ? [
                t('form.charity.hometown', { retailer: charity.retailer.name, city: charity.retailer.city, state: charity.retailer.state }),
                charity.distance !== null ? t('finder.distance', { miles: formatNumber(charity.distance, lang, { maximumFractionDigits: 1 }) }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : t('form.charity.national', { cause: t(`charities.cause.${charity.cause}`) }),
        })),
        { value: OTHER_CHARITY, label: t('form.charity.other'), hint: t('form.charity.otherHint') },
      ];
      const page = field.options?.props?.linkPage;
      return (
        <>
          <RadioGroup
            className="lead-form__charities"
            legend={label}
            name={field.name}
            id={field.id}
            required={isRequired(field)}
            error={error}
            hint={near ? t('form.hint.charityNear', { zip: near }) : hint}
            value={value}
            onChange={(next) => change(field, next)}
            options={options}
          />
          {page && links[page] ? (
            <p className="field__hint">
              <a href={`${href(links[page])}#hometown-charities`}>{t(`form.link.${page}`)}</a>
            </p>
          ) : null}
        </>
      );
    }
    case 'retailer':
      return <RetailerPicker field={field} zip={text(values.zipCode)} value={value} error={error} initial={retailers} pinned={pinned} onChange={(next) => change(field, next)} />;
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
}
