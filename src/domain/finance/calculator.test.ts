import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALC_ERRORS,
  CALC_ERROR_IDS,
  DEFAULT_VALUES,
  FINANCE_TERMS,
  LEASE_TERMS,
  calculate,
  checkCalculator,
  parseScaled,
  valuesFromQuery,
  valuesToQuery,
  type CalculatorValues,
} from './calculator.ts';
import { formatCents } from '#domain/i18n/format.ts';

const finance = (values: Partial<CalculatorValues>): CalculatorValues => ({ ...DEFAULT_VALUES, mode: 'finance', ...values });
const lease = (values: Partial<CalculatorValues>): CalculatorValues => ({ ...DEFAULT_VALUES, mode: 'lease', ...values });
const errorIds = (values: CalculatorValues) => Object.fromEntries(Object.entries(checkCalculator(values).errors).map(([field, error]) => [field, error.id]));

describe('parseScaled', () => {
  it('reads plain decimals exactly, ignoring $, grouping commas, spaces and %', () => {
    expect(parseScaled('31995', 2)).toBe(3_199_500);
    expect(parseScaled('$31,995.50', 2)).toBe(3_199_550);
    expect(parseScaled(' 1 000 ', 2)).toBe(100_000);
    expect(parseScaled('5.99', 3)).toBe(5990);
    expect(parseScaled('5.99%', 3)).toBe(5990);
    expect(parseScaled('.5', 2)).toBe(50);
    expect(parseScaled('12.', 2)).toBe(1200);
    expect(parseScaled('0.00125', 7)).toBe(12_500);
    expect(parseScaled('-200', 2)).toBe(-20_000);
    expect(parseScaled('-0', 2)).toBe(0);
  });

  it('refuses what is not a plain decimal or has too many decimals', () => {
    for (const text of ['', ' ', '.', '-', 'abc', '1e5', '1.2.3', '12a', '0x10', '1.005', 'Infinity', '12345678901234567']) expect(parseScaled(text, 2), text).toBeNull();
  });
});

describe('checkCalculator: finance', () => {
  it('accepts a complete form and parses it into exact integers', () => {
    const check = checkCalculator(finance({ price: '31,995', down: '3000', tradeIn: '', apr: '5.9', term: '72', state: 'TX' }));
    expect(check.errors).toEqual({});
    expect(check.input).toEqual({ mode: 'finance', finance: { price: 3_199_500, downPayment: 300_000, tradeIn: 0, apr: 5900, months: 72, taxRate: 6250 } });
  });

  it('checks the price: required, a number, more than 0, at most 500,000', () => {
    expect(errorIds(finance({ price: '' }))).toEqual({ price: 'price.required' });
    expect(errorIds(finance({ price: 'lots' }))).toEqual({ price: 'price.invalid' });
    expect(errorIds(finance({ price: '0' }))).toEqual({ price: 'price.min' });
    expect(errorIds(finance({ price: '-5' }))).toEqual({ price: 'price.min' });
    expect(errorIds(finance({ price: '500000.01' }))).toEqual({ price: 'price.max' });
    expect(errorIds(finance({ price: '500000' }))).toEqual({});
    expect(errorIds(finance({ price: '0.01' }))).toEqual({});
  });

  it('checks the down payment (0 or more, less than the price) and the trade-in (down + trade-in less than the price)', () => {
    expect(errorIds(finance({ price: '30000', down: '-1' }))).toEqual({ down: 'down.min' });
    expect(errorIds(finance({ price: '30000', down: '30000' }))).toEqual({ down: 'down.max' });
    expect(errorIds(finance({ price: '30000', down: '29999.99' }))).toEqual({});
    expect(errorIds(finance({ price: '30000', down: 'ten' }))).toEqual({ down: 'down.invalid' });
    expect(errorIds(finance({ price: '30000', down: '20000', tradeIn: '10000' }))).toEqual({ tradeIn: 'tradeIn.max' });
    expect(errorIds(finance({ price: '30000', tradeIn: '-1' }))).toEqual({ tradeIn: 'tradeIn.min' });
    expect(errorIds(finance({ price: '30000', tradeIn: '1,2,3.456' }))).toEqual({ tradeIn: 'tradeIn.invalid' });
  });

  it('checks the APR (0–30, required for financing) and the term (24 … 84 months)', () => {
    expect(errorIds(finance({ price: '30000', apr: '' }))).toEqual({ apr: 'apr.required' });
    expect(errorIds(finance({ price: '30000', apr: 'x' }))).toEqual({ apr: 'apr.invalid' });
    expect(errorIds(finance({ price: '30000', apr: '30.001' }))).toEqual({ apr: 'apr.range' });
    expect(errorIds(finance({ price: '30000', apr: '-1' }))).toEqual({ apr: 'apr.range' });
    expect(errorIds(finance({ price: '30000', apr: '0' }))).toEqual({});
    expect(errorIds(finance({ price: '30000', apr: '30' }))).toEqual({});
    for (const term of FINANCE_TERMS) expect(errorIds(finance({ price: '30000', term: String(term) }))).toEqual({});
    for (const term of ['39', '12', '60.5', '', 'x']) expect(errorIds(finance({ price: '30000', term }))).toEqual({ term: 'term.invalid' });
  });

  it('checks the state against the table and ignores the lease-only fields', () => {
    expect(errorIds(finance({ price: '30000', state: 'XX' }))).toEqual({ state: 'state.invalid' });
    expect(errorIds(finance({ price: '30000', residual: 'bad', moneyFactor: 'bad', fees: 'bad', leaseTerm: '60' }))).toEqual({});
  });

  it('gives every error its English message and dictionary key', () => {
    const error = checkCalculator(finance({ price: '600000' })).errors.price;
    expect(error).toEqual({ id: 'price.max', key: 'calc.error.price.max', message: 'The price can be at most $500,000.' });
    for (const id of CALC_ERROR_IDS) expect(CALC_ERRORS[id]).toMatch(/\.$/);
  });

  it('the English dictionary says exactly the English messages', () => {
    const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
    for (const id of CALC_ERROR_IDS) expect(en[`calc.error.${id}`], id).toBe(CALC_ERRORS[id]);
  });
});

describe('checkCalculator: lease', () => {
  it('uses the money factor when given, otherwise APR / 2400', () => {
    const withFactor = checkCalculator(lease({ price: '40000', moneyFactor: '0.00125', apr: '' }));
    expect(withFactor.errors).toEqual({});
    expect(withFactor.input).toMatchObject({ mode: 'lease', lease: { moneyFactor: { numerator: 12_500, denominator: 10_000_000 } } });
    const fromApr = checkCalculator(lease({ price: '40000', moneyFactor: '', apr: '3' }));
    expect(fromApr.input).toMatchObject({ lease: { moneyFactor: { numerator: 3000, denominator: 2_400_000 } } });
    expect(errorIds(lease({ price: '40000', moneyFactor: '', apr: '' }))).toEqual({ apr: 'apr.required' });
  });

  it('checks residual (1–100%), money factor (0–0.01), lease terms (24, 36, 39, 48) and fees', () => {
    expect(errorIds(lease({ price: '40000', residual: '' }))).toEqual({ residual: 'residual.required' });
    expect(errorIds(lease({ price: '40000', residual: 'half' }))).toEqual({ residual: 'residual.invalid' });
    expect(errorIds(lease({ price: '40000', residual: '0.99' }))).toEqual({ residual: 'residual.range' });
    expect(errorIds(lease({ price: '40000', residual: '100.01' }))).toEqual({ residual: 'residual.range' });
    expect(errorIds(lease({ price: '40000', residual: '1' }))).toEqual({});
    expect(errorIds(lease({ price: '40000', moneyFactor: '2.5' }))).toEqual({ moneyFactor: 'moneyFactor.range' });
    expect(errorIds(lease({ price: '40000', moneyFactor: '0.01' }))).toEqual({});
    expect(errorIds(lease({ price: '40000', moneyFactor: '0' }))).toEqual({});
    expect(errorIds(lease({ price: '40000', moneyFactor: '0.000x' }))).toEqual({ moneyFactor: 'moneyFactor.invalid' });
    for (const term of LEASE_TERMS) expect(errorIds(lease({ price: '40000', leaseTerm: String(term) }))).toEqual({});
    expect(errorIds(lease({ price: '40000', leaseTerm: '60' }))).toEqual({ leaseTerm: 'term.invalid' });
    expect(errorIds(lease({ price: '40000', fees: '-1' }))).toEqual({ fees: 'fees.min' });
    expect(errorIds(lease({ price: '40000', fees: '50000.01' }))).toEqual({ fees: 'fees.max' });
    expect(errorIds(lease({ price: '40000', fees: 'x' }))).toEqual({ fees: 'fees.invalid' });
  });

  it('refuses a residual above the capitalized cost', () => {
    expect(errorIds(lease({ price: '40000', down: '20000', residual: '55' }))).toEqual({ residual: 'residual.aboveCap' });
    expect(errorIds(lease({ price: '40000', down: '18000', residual: '55' }))).toEqual({});
  });
});

describe('calculate', () => {
  it('finance: $30,000 at 5% over 60 months shows $566.14', () => {
    const outcome = calculate(finance({ price: '30000', apr: '5', term: '60' }));
    expect(outcome.result?.kind).toBe('finance');
    expect(formatCents(outcome.result?.monthlyPayment ?? 0)).toBe('$566.14');
  });

  it('lease: the hand-worked example ($40,000, $2,000 down, 55%, MF 0.00125, 36 months, Kansas, $695 fees) is $553.20 a month', () => {
    const outcome = calculate(lease({ price: '40000', down: '2000', residual: '55', moneyFactor: '0.00125', leaseTerm: '36', state: 'KS', fees: '695' }));
    expect(outcome.taxRate).toBe(6500);
    expect(outcome.result).toMatchObject({ kind: 'lease', monthlyPayment: 55_320, dueAtSigning: 324_820 });
  });

  it('gives no result while a field is invalid', () => {
    const outcome = calculate(finance({ price: '' }));
    expect(outcome.result).toBeNull();
    expect(outcome.errors.price?.id).toBe('price.required');
  });
});

describe('query values', () => {
  it('reads the fields a link or the no-script form carries, and which ones it carried', () => {
    const { values, given } = valuesFromQuery({ price: '31995', model: 'VNTA', mode: 'lease', state: 'ks', apr: ['1', '2'] });
    expect(values).toEqual({ ...DEFAULT_VALUES, mode: 'lease', price: '31995', state: 'KS' });
    expect(given).toEqual(['price', 'state']);
    expect(valuesFromQuery({ mode: 'other', price: 'x'.repeat(100) }).values).toMatchObject({ mode: 'finance', price: 'x'.repeat(24) });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const values = { ...DEFAULT_VALUES, mode: 'lease' as const, price: '31995', residual: '58' };
    const query = valuesToQuery(values);
    expect(query).toBe('mode=lease&price=31995&residual=58');
    expect(valuesFromQuery(Object.fromEntries(new URLSearchParams(query))).values).toEqual(values);
  });
});
