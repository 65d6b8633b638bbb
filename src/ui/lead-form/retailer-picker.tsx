/**
 * The lead form's retailer choice: the retailers near the visitor's ZIP code as radios (the one that has the
 * visitor's vehicle always first), or, before a ZIP code is given, a note asking for one.
 */
import type { LeadVehicleView } from '#domain/forms/lead-vehicle.ts';
import type { FieldConfig } from '#domain/forms/types.ts';
import { FieldError as FieldErrorMessage, RadioGroup, RequiredMark } from '#ui/components/form-controls.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { isRequired, type RetailerStart } from './types.ts';
import { useRetailerChoices } from './use-retailer-choices.ts';

export interface RetailerPickerProps {
  field: FieldConfig;
  zip: string;
  value: string;
  error?: string | undefined;
  initial?: RetailerStart | undefined;
  pinned?: LeadVehicleView['retailer'];
  onChange: (value: string) => void;
}

export function RetailerPicker({ field, zip, value, error, initial, pinned, onChange }: RetailerPickerProps) {
  const { t } = usePage();
  const { list, loading } = useRetailerChoices(zip, initial);
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
