import { describe, it, expect } from 'vitest';
import { formatUsd } from './money.ts';

describe('formatUsd', () => {
  it('formats a vehicle price with a dollar sign and thousands separator', () => {
    expect(formatUsd(31995)).toBe('$31,995');
  });

  it('formats zero as $0', () => {
    expect(formatUsd(0)).toBe('$0');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatUsd(-500)).toBe('-$500');
  });

  it('rounds cents to the nearest whole dollar', () => {
    expect(formatUsd(1234.6)).toBe('$1,235');
    expect(formatUsd(1234.4)).toBe('$1,234');
  });

  it('rounds half a dollar away from zero', () => {
    expect(formatUsd(0.5)).toBe('$1');
    expect(formatUsd(-0.5)).toBe('-$1');
  });

  it('does not print a minus sign for amounts that round to zero', () => {
    expect(formatUsd(-0.4)).toBe('$0');
    expect(formatUsd(-0)).toBe('$0');
  });

  it('groups millions', () => {
    expect(formatUsd(1250000)).toBe('$1,250,000');
  });

  it('rejects amounts that are not finite numbers', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatUsd(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});
