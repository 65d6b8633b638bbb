/**
 * The guaranteed trade-in on the server: the check that a trade-in lead's VIN is a vehicle the program can price, and
 * the estimate the lead is stored with — computed again from the VIN, never taken from the browser.
 */
import type { Catalog } from '#domain/catalog/catalog.ts';
import { decodeVin, estimateTradeIn, isCondition, type DecodedVin, type TradeInEstimate } from '#domain/finance/trade-in.ts';
import { TRADE_IN_FORM } from '#domain/forms/definitions.ts';
import type { TradeInLeadVehicle } from '#domain/forms/lead-vehicle.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import { fieldError } from '#domain/validation/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import type { RawValue } from './submission.ts';

export type TradeInAnswer = { vehicle: DecodedVin; estimate: TradeInEstimate } | { error: FieldError };

/** The estimate for a VIN, mileage and condition already checked by the shared rules, or the VIN's error. */
export function tradeInAnswer(catalog: Catalog, brand: string, vin: string, mileage: string, condition: string, today: Date): TradeInAnswer {
  const vehicle = decodeVin(catalog, vin, today);
  if (!vehicle) return { error: fieldError('vin-program', { brand }) };
  const estimate = estimateTradeIn(vehicle, Number(mileage), isCondition(condition) ? condition : 'good', today);
  if (estimate === 'tooOld') return { error: fieldError('vin-tooOld') };
  if (estimate === 'notYet') return { error: fieldError('vin-notYet') };
  return { vehicle, estimate };
}

const text = (value: RawValue | undefined) => (typeof value === 'string' ? value : '');

/** The server-only error of a trade-in lead's VIN (none for other forms, or when the VIN already has an error). */
export function tradeInCheck(form: FormDefinition, values: Record<string, RawValue>, known: Record<string, FieldError>, catalog: Catalog, brand: string, today: Date): Record<string, FieldError> {
  if (form.name !== TRADE_IN_FORM.name || known.vin || known.mileage || text(values.vin) === '') return {};
  const answer = tradeInAnswer(catalog, brand, text(values.vin), text(values.mileage), text(values.condition), today);
  return 'error' in answer ? { vin: answer.error } : {};
}

/** What a stored trade-in lead adds to the visitor's answers: the vehicle the VIN is and the estimate it was given. */
export function tradeInValues(form: FormDefinition, values: Record<string, RawValue>, catalog: Catalog, brand: string, today: Date): Record<string, string> {
  if (form.name !== TRADE_IN_FORM.name) return {};
  const answer = tradeInAnswer(catalog, brand, text(values.vin), text(values.mileage), text(values.condition), today);
  if ('error' in answer) return {};
  const { vehicle, estimate } = answer;
  return {
    tradeInVehicle: `${vehicle.modelYear}|${vehicle.model.code}|${vehicle.trim.code}`,
    tradeInEstimate: String(estimate.estimate),
    tradeInValidUntil: estimate.validUntil,
  };
}

/** The same vehicle and estimate as structured data: the lead's `vehicle` (src/domain/forms/lead-vehicle.ts). */
export function tradeInLeadVehicle(form: FormDefinition, values: Record<string, RawValue>, catalog: Catalog, brand: string, today: Date): TradeInLeadVehicle | null {
  if (form.name !== TRADE_IN_FORM.name) return null;
  const answer = tradeInAnswer(catalog, brand, text(values.vin), text(values.mileage), text(values.condition), today);
  if ('error' in answer) return null;
  const { vehicle, estimate } = answer;
  return {
    source: 'tradeIn',
    vin: vehicle.vin,
    year: vehicle.modelYear,
    model: { code: vehicle.model.code, name: vehicle.model.name },
    trim: { code: vehicle.trim.code, name: vehicle.trim.name },
    mileage: Number(text(values.mileage)),
    condition: estimate.condition,
    estimate: estimate.estimate,
    validUntil: estimate.validUntil,
  };
}
