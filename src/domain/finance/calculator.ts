/**
 * The payment calculator's form as data: the values exactly as typed (strings, so the page can re-show them),
 * their parsing into exact integers (cents, thousandths of a percent …), the rules each must pass, and the
 * calculation the page and the island both run. A rule that fails gives an error id (`price.max`), its English
 * message and its dictionary key (`calc.error.price.max`).
 */
import { financePayment, leasePayment, moneyFactorFromApr, type FinanceResult, type LeaseResult, type MoneyFactor } from './payment.ts';
import { isTaxState, salesTaxRate, type MilliPercent } from './sales-tax.ts';

export type CalculatorMode = 'finance' | 'lease';
export const CALCULATOR_MODES: readonly CalculatorMode[] = ['finance', 'lease'];

export const FINANCE_TERMS: readonly number[] = [24, 36, 48, 60, 72, 84];
export const LEASE_TERMS: readonly number[] = [24, 36, 39, 48];

/** Every value of the form, as typed. The names are also the query parameters of the no-script form. */
export interface CalculatorValues {
  mode: CalculatorMode;
  price: string;
  down: string;
  tradeIn: string;
  /** Two-letter state whose sales tax applies; '' for none. */
  state: string;
  apr: string;
  /** Finance term in months. */
  term: string;
  /** Lease term in months. */
  leaseTerm: string;
  /** Residual value, percent of MSRP. */
  residual: string;
  /** Optional; when blank the lease uses APR / 2400. */
  moneyFactor: string;
  /** Optional fees due at signing of a lease. */
  fees: string;
}

export type CalculatorField = Exclude<keyof CalculatorValues, 'mode'>;

export const CALCULATOR_FIELDS: readonly CalculatorField[] = ['price', 'down', 'tradeIn', 'state', 'apr', 'term', 'leaseTerm', 'residual', 'moneyFactor', 'fees'];

/** The fields each tab shows, in their order on the page. */
export const MODE_FIELDS: Readonly<Record<CalculatorMode, readonly CalculatorField[]>> = {
  finance: ['price', 'down', 'tradeIn', 'apr', 'term', 'state'],
  lease: ['price', 'down', 'tradeIn', 'leaseTerm', 'residual', 'moneyFactor', 'apr', 'fees', 'state'],
};

/** What the form starts with: example terms, so a price alone (a link from Build & Price) already gives a payment. */
export const DEFAULT_VALUES: CalculatorValues = {
  mode: 'finance',
  price: '',
  down: '',
  tradeIn: '',
  state: '',
  apr: '6.5',
  term: '60',
  leaseTerm: '36',
  residual: '55',
  moneyFactor: '',
  fees: '',
};

export const PRICE_MAX_CENTS = 50_000_000;
export const FEES_MAX_CENTS = 5_000_000;
export const APR_MAX: MilliPercent = 30_000;
/** 0.01 in units of 1e−7. */
const MONEY_FACTOR_SCALE = 7;
const MONEY_FACTOR_MAX = 100_000;

export const CALC_ERRORS = {
  'price.required': 'Enter the vehicle price.',
  'price.invalid': 'Enter the price in dollars, like 31,995.',
  'price.min': 'The price must be more than $0.',
  'price.max': 'The price can be at most $500,000.',
  'down.invalid': 'Enter the down payment in dollars, like 3,000.',
  'down.min': 'The down payment cannot be negative.',
  'down.max': 'The down payment must be less than the price.',
  'tradeIn.invalid': 'Enter the trade-in value in dollars, like 8,500.',
  'tradeIn.min': 'The trade-in value cannot be negative.',
  'tradeIn.max': 'The down payment and trade-in together must be less than the price.',
  'apr.required': 'Enter the annual percentage rate (APR).',
  'apr.invalid': 'Enter the APR as a number, like 5.9.',
  'apr.range': 'The APR must be between 0% and 30%.',
  'term.invalid': 'Choose a term from the list.',
  'residual.required': 'Enter the residual value as a percentage of MSRP.',
  'residual.invalid': 'Enter the residual as a number, like 55.',
  'residual.range': 'The residual must be between 1% and 100%.',
  'residual.aboveCap': 'The residual value is more than the amount leased. Lower the residual or the down payment.',
  'moneyFactor.invalid': 'Enter the money factor as a decimal, like 0.00250.',
  'moneyFactor.range': 'The money factor must be between 0 and 0.01.',
  'fees.invalid': 'Enter the fees in dollars, like 695.',
  'fees.min': 'Fees cannot be negative.',
  'fees.max': 'Fees can be at most $50,000.',
  'state.invalid': 'Choose a state from the list.',
} as const;

export type CalcErrorId = keyof typeof CALC_ERRORS;
export const CALC_ERROR_IDS = Object.keys(CALC_ERRORS) as CalcErrorId[];

export interface CalcError {
  id: CalcErrorId;
  /** The dictionary key of the message. */
  key: `calc.error.${CalcErrorId}`;
  /** The English message (the dictionary's en text). */
  message: string;
}

export const calcErrorKey = (id: CalcErrorId): `calc.error.${CalcErrorId}` => `calc.error.${id}`;

function error(id: CalcErrorId): CalcError {
  return { id, key: calcErrorKey(id), message: CALC_ERRORS[id] };
}

export type CalcErrors = Partial<Record<CalculatorField, CalcError>>;

/**
 * A decimal as an integer number of 10^−scale units, exactly: `parseScaled('5.99', 3)` is 5990. Null when the text
 * is not a plain decimal number or has more than `scale` decimals. Grouping commas, spaces, `$` and `%` are ignored.
 */
export function parseScaled(raw: string, scale: number): number | null {
  const text = raw.replace(/[\s\u00a0,$%]/g, '');
  if (text.length === 0 || text.length > 16) return null;
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > scale) return null;
  const value = Number(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' && value !== 0 ? -value : value;
}

const blank = (raw: string) => raw.replace(/[\s\u00a0]/g, '') === '';

/** A dollar amount in cents; blank counts as `empty` (null when the field is required). */
function money(raw: string, id: 'price' | 'down' | 'tradeIn' | 'fees', empty: number | null): { value: number } | { error: CalcError } {
  if (blank(raw)) return empty === null ? { error: error(`${id}.required` as CalcErrorId) } : { value: empty };
  const value = parseScaled(raw, 2);
  if (value === null) return { error: error(`${id}.invalid` as CalcErrorId) };
  return { value };
}

/** Parsed inputs of a valid form: exactly what the payment functions take. */
export type CalculatorInput =
  | { mode: 'finance'; finance: Parameters<typeof financePayment>[0] }
  | { mode: 'lease'; lease: Parameters<typeof leasePayment>[0] };

export interface CalculatorCheck {
  /** Errors of the fields the current tab shows. */
  errors: CalcErrors;
  /** Null while any field of the tab is invalid. */
  input: CalculatorInput | null;
}

/** Checks the fields of the values' tab and, when all pass, parses them into the payment functions' input. */
export function checkCalculator(values: CalculatorValues): CalculatorCheck {
  const errors: CalcErrors = {};
  const mode = values.mode;

  const priceRead = money(values.price, 'price', null);
  let price: number | null = null;
  if ('error' in priceRead) errors.price = priceRead.error;
  else if (priceRead.value <= 0) errors.price = error('price.min');
  else if (priceRead.value > PRICE_MAX_CENTS) errors.price = error('price.max');
  else price = priceRead.value;

  const downRead = money(values.down, 'down', 0);
  let down: number | null = null;
  if ('error' in downRead) errors.down = downRead.error;
  else if (downRead.value < 0) errors.down = error('down.min');
  else if (price !== null && downRead.value >= price) errors.down = error('down.max');
  else down = downRead.value;

  const tradeRead = money(values.tradeIn, 'tradeIn', 0);
  let tradeIn: number | null = null;
  if ('error' in tradeRead) errors.tradeIn = tradeRead.error;
  else if (tradeRead.value < 0) errors.tradeIn = error('tradeIn.min');
  else if (price !== null && down !== null && down + tradeRead.value >= price) errors.tradeIn = error('tradeIn.max');
  else tradeIn = tradeRead.value;

  let taxRate: MilliPercent = 0;
  if (values.state !== '' && !isTaxState(values.state)) errors.state = error('state.invalid');
  else taxRate = salesTaxRate(values.state);

  const terms = mode === 'finance' ? FINANCE_TERMS : LEASE_TERMS;
  const termField = mode === 'finance' ? 'term' : 'leaseTerm';
  const termText = values[termField].trim();
  const months = /^\d{1,3}$/.test(termText) ? Number(termText) : NaN;
  if (!terms.includes(months)) errors[termField] = error('term.invalid');

  // Lease: a money factor given wins; the APR is then checked only if something was typed in it.
  let moneyFactor: MoneyFactor | null = null;
  if (mode === 'lease' && !blank(values.moneyFactor)) {
    const factor = parseScaled(values.moneyFactor, MONEY_FACTOR_SCALE);
    if (factor === null) errors.moneyFactor = error('moneyFactor.invalid');
    else if (factor < 0 || factor > MONEY_FACTOR_MAX) errors.moneyFactor = error('moneyFactor.range');
    else moneyFactor = { numerator: factor, denominator: 10 ** MONEY_FACTOR_SCALE };
  }

  let apr: MilliPercent | null = null;
  const aprNeeded = mode === 'finance' || blank(values.moneyFactor);
  if (blank(values.apr)) {
    if (aprNeeded) errors.apr = error('apr.required');
  } else {
    const read = parseScaled(values.apr, 3);
    if (read === null) errors.apr = error('apr.invalid');
    else if (read < 0 || read > APR_MAX) errors.apr = error('apr.range');
    else apr = read;
  }

  let residual: number | null = null;
  if (mode === 'lease') {
    if (blank(values.residual)) errors.residual = error('residual.required');
    else {
      const read = parseScaled(values.residual, 2);
      if (read === null) errors.residual = error('residual.invalid');
      else if (read < 100 || read > 10_000) errors.residual = error('residual.range');
      else residual = read;
    }
  }

  let fees = 0;
  if (mode === 'lease') {
    const read = money(values.fees, 'fees', 0);
    if ('error' in read) errors.fees = read.error;
    else if (read.value < 0) errors.fees = error('fees.min');
    else if (read.value > FEES_MAX_CENTS) errors.fees = error('fees.max');
    else fees = read.value;
  }

  if (mode === 'lease' && residual !== null && price !== null && down !== null && tradeIn !== null) {
    const residualValue = Math.round((price * residual) / 10_000);
    if (residualValue > price - down - tradeIn) errors.residual = error('residual.aboveCap');
  }

  if (Object.keys(errors).length > 0 || price === null || down === null || tradeIn === null) return { errors, input: null };
  if (mode === 'finance') {
    if (apr === null) return { errors, input: null };
    return { errors, input: { mode, finance: { price, downPayment: down, tradeIn, apr, months, taxRate } } };
  }
  const factor = moneyFactor ?? (apr === null ? null : moneyFactorFromApr(apr));
  if (factor === null || residual === null) return { errors, input: null };
  return { errors, input: { mode, lease: { price, downPayment: down, tradeIn, months, residual, moneyFactor: factor, taxRate, fees } } };
}

export interface CalculatorOutcome extends CalculatorCheck {
  result: FinanceResult | LeaseResult | null;
  /** The sales tax rate applied (thousandths of a percent). */
  taxRate: MilliPercent;
}

/** The whole calculation: the checks, then the payment when every field of the tab passes. */
export function calculate(values: CalculatorValues): CalculatorOutcome {
  const check = checkCalculator(values);
  const taxRate = check.errors.state ? 0 : salesTaxRate(values.state);
  if (!check.input) return { ...check, result: null, taxRate };
  const result = check.input.mode === 'finance' ? financePayment(check.input.finance) : leasePayment(check.input.lease);
  return { ...check, result, taxRate };
}

/** Longest value read from a query parameter; anything longer is cut (it is invalid anyway). */
const MAX_QUERY_VALUE = 24;

/**
 * The form's values from a query string: the no-script form's submission and links from other pages
 * (`?price=31995`). `given` lists the fields the query carried, whose errors show at once.
 */
export function valuesFromQuery(query: Readonly<Record<string, unknown>>, defaults: CalculatorValues = DEFAULT_VALUES): { values: CalculatorValues; given: CalculatorField[] } {
  const values: CalculatorValues = { ...defaults };
  const given: CalculatorField[] = [];
  const mode = query.mode;
  if (mode === 'lease' || mode === 'finance') values.mode = mode;
  for (const field of CALCULATOR_FIELDS) {
    const raw = query[field];
    if (typeof raw !== 'string') continue;
    values[field] = field === 'state' ? raw.trim().toUpperCase().slice(0, 2) : raw.slice(0, MAX_QUERY_VALUE);
    given.push(field);
  }
  return { values, given };
}

/**
 * The query string of the values (for the address bar and the tab links): what differs from the defaults, and the
 * `keep` fields whatever their value.
 */
export function valuesToQuery(values: CalculatorValues, defaults: CalculatorValues = DEFAULT_VALUES, keep: readonly CalculatorField[] = []): string {
  const params = new URLSearchParams();
  if (values.mode !== defaults.mode) params.set('mode', values.mode);
  for (const field of CALCULATOR_FIELDS) if (values[field] !== defaults[field] || keep.includes(field)) params.set(field, values[field]);
  return params.toString();
}
