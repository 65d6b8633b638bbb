/**
 * Rates as the calculator shows them: its scaled integers (an APR or a tax rate in thousandths of a percent) as plain
 * decimals, the same in every language. Its money goes through formatCents of src/domain/i18n/format.ts.
 */

/** An integer of 10^−scale units as a plain decimal: `(5990, 3)` → `5.99`, `(6500, 3)` → `6.5`, `(125, 5)` → `0.00125`. */
export function formatScaled(value: number, scale: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
