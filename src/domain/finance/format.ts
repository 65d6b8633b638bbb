/** Money and rates as the calculator shows them: US dollars with cents, in en-US style whatever the language. */
import type { Cents } from './payment.ts';

const USD_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `56614` → `$566.14`, `2362500` → `$23,625.00`, `-150` → `-$1.50`. Cents must be an integer. */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatCents needs whole cents, got ${String(cents)}`);
  // Whole cents divided by 100 are printed exactly by Intl (no binary rounding can move a cent at two digits).
  return USD_CENTS.format(cents / 100);
}

/** An integer of 10^−scale units as a plain decimal: `(5990, 3)` → `5.99`, `(6500, 3)` → `6.5`, `(125, 5)` → `0.00125`. */
export function formatScaled(value: number, scale: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
