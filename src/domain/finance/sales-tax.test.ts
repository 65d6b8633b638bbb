import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '#domain/validation/rules.ts';
import { formatScaled } from './format.ts';
import { STATE_SALES_TAX, isTaxState, salesTaxRate } from './sales-tax.ts';

describe('state sales tax rates', () => {
  it('has a rate for exactly the states (and DC) of the site’s state list', () => {
    expect(Object.keys(STATE_SALES_TAX).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it('keeps every rate between 0% and 8% as a whole number of thousandths of a percent', () => {
    for (const [state, rate] of Object.entries(STATE_SALES_TAX)) {
      expect(Number.isInteger(rate), state).toBe(true);
      expect(rate, state).toBeGreaterThanOrEqual(0);
      expect(rate, state).toBeLessThanOrEqual(8000);
    }
  });

  it('has no statewide sales tax in Alaska, Delaware, Montana, New Hampshire and Oregon only', () => {
    expect(Object.entries(STATE_SALES_TAX).filter(([, rate]) => rate === 0).map(([state]) => state).sort()).toEqual(['AK', 'DE', 'MT', 'NH', 'OR']);
  });

  it('answers known base rates, and 0 for no state or an unknown code', () => {
    expect(salesTaxRate('CA')).toBe(7250);
    expect(salesTaxRate('KS')).toBe(6500);
    expect(salesTaxRate('MN')).toBe(6875);
    expect(salesTaxRate('MO')).toBe(4225);
    expect(salesTaxRate('')).toBe(0);
    expect(salesTaxRate(null)).toBe(0);
    expect(salesTaxRate('ZZ')).toBe(0);
    expect(salesTaxRate('toString')).toBe(0);
    expect(isTaxState('TX')).toBe(true);
    expect(isTaxState('constructor')).toBe(false);
  });

  it('prints rates as people write them', () => {
    expect(formatScaled(6875, 3)).toBe('6.875');
    expect(formatScaled(6500, 3)).toBe('6.5');
    expect(formatScaled(7000, 3)).toBe('7');
    expect(formatScaled(0, 3)).toBe('0');
    expect(formatScaled(125, 5)).toBe('0.00125');
  });
});
