/**
 * The vehicle-of-interest picker: year, model, trim and colour selects that narrow each other (the value is
 * `YEAR|MODEL|TRIM|COLOR`), and, without script, one select of every year, model and trim instead.
 */
import type { Translate } from '#domain/i18n/translate.ts';
import type { FieldConfig } from '#domain/forms/types.ts';
import { RequiredMark, SelectField } from '#ui/components/form-controls.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { isRequired, type VehicleChoice } from './types.ts';

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

export interface VehiclePickerProps {
  field: FieldConfig;
  vehicles: VehicleChoice[];
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function VehiclePicker({ field, vehicles, value, error, onChange }: VehiclePickerProps) {
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
