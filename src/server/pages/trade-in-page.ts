/**
 * The guaranteed trade-in page's estimator (`/shopping-tools/guaranteed-trade-in.html?vin=&mileage=&condition=`):
 * the visitor's answers checked by the shared rules, then priced by the same function the lead is stored with.
 */
import type { FastifyInstance } from 'fastify';
import { TRADE_IN_CONDITIONS } from '#domain/forms/definitions.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { validateField } from '#domain/validation/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import type { TradeInEstimatorProps } from '#ui/finance/trade-in-estimator.tsx';
import { tradeInAnswer } from '#server/forms/trade-in.ts';

const param = (query: Record<string, unknown>, name: string, max: number): string => (typeof query[name] === 'string' ? query[name].trim().slice(0, max) : '');

export async function tradeInEstimator(app: FastifyInstance, lang: Language, query: Record<string, unknown>, today = new Date()): Promise<TradeInEstimatorProps> {
  const values = { vin: param(query, 'vin', 40).toUpperCase(), mileage: param(query, 'mileage', 20), condition: param(query, 'condition', 20) };
  const asked = 'vin' in query || 'mileage' in query;
  if (!asked) return { values, errors: {}, result: null };
  const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  const message = (error: FieldError) => t(error.key, error.params);
  const context = { brand: app.brand, required: true, values: {} };
  const errors: TradeInEstimatorProps['errors'] = {};
  const vinError = validateField('vin', values.vin, context);
  if (vinError) errors.vin = message(vinError);
  const mileageError = validateField('mileage', values.mileage, context);
  if (mileageError) errors.mileage = message(mileageError);
  if (!(TRADE_IN_CONDITIONS as readonly string[]).includes(values.condition)) errors.condition = t('formError-selection-choice');
  if (Object.keys(errors).length > 0) return { values, errors, result: null };
  const answer = tradeInAnswer(await app.repositories.catalog.get(), app.brand, values.vin, values.mileage, values.condition, today);
  if ('error' in answer) return { values, errors: { vin: message(answer.error) }, result: null };
  const { vehicle, estimate } = answer;
  return {
    values,
    errors: {},
    result: {
      vehicle: `${vehicle.modelYear} ${vehicle.model.name} ${vehicle.trim.name}`,
      estimate: estimate.estimate,
      retail: estimate.retail,
      msrp: estimate.msrp,
      ageYears: estimate.ageYears,
      expectedMiles: estimate.expectedMiles,
      mileage: Number(values.mileage),
      condition: estimate.condition,
      validUntil: estimate.validUntil,
    },
  };
}
