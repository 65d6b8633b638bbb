/**
 * Monthly payments for financing and leasing a vehicle. Pure and exact: every amount is an integer number of
 * cents, rates are integers (APR and tax in thousandths of a percent, residual in hundredths of a percent, the
 * money factor as a fraction), and the amortization formula is evaluated as an exact fraction with BigInt, so a
 * result is never off by a cent because of floating point. Every rounding is to the cent, half away from zero,
 * and happens at the steps listed on each function — the same steps a dealer's worksheet takes.
 */
import type { MilliPercent } from './sales-tax.ts';

/** An amount of money in whole cents ($566.14 is 56614). */
export type Cents = number;
/** A percentage in hundredths of a percent (55.5% is 5550): residual values. */
export type BasisPoints = number;

/** A money factor as an exact fraction (0.00125 is 125 / 100000; APR 3% is 3000 / 2400000). */
export interface MoneyFactor {
  numerator: number;
  denominator: number;
}

/** APR 100% in thousandths of a percent; one month's rate is APR / 12, so a monthly rate is apr / 1,200,000. */
const MONTHLY_RATE_DENOMINATOR = 1_200_000n;
/** A rate in thousandths of a percent applies as rate / 100,000. */
const MILLI_PERCENT_DENOMINATOR = 100_000n;

/** numerator / denominator rounded to an integer, halves away from zero (2.5 → 3, −2.5 → −3). */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

const toCents = (value: bigint): Cents => Number(value);
const big = (value: number): bigint => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`expected an integer, got ${String(value)}`);
  return BigInt(value);
};

/** `cents × rate`, rounded to the cent: sales tax on an amount. */
export function percentOf(cents: Cents, rate: MilliPercent): Cents {
  return toCents(roundHalfAwayFromZero(big(cents) * big(rate), MILLI_PERCENT_DENOMINATOR));
}

/** The money factor equivalent to an APR: APR / 2400 (APR in percent), exact. */
export function moneyFactorFromApr(apr: MilliPercent): MoneyFactor {
  return { numerator: apr, denominator: 2_400_000 };
}

/**
 * The level monthly payment that repays `principal` in `months` at `apr`:
 * payment = P · r / (1 − (1 + r)^−n), r = APR / 12. With r = a / b that is
 * P · a · (b + a)^n / (b · ((b + a)^n − b^n)), computed exactly and rounded once to the cent.
 * At 0% it is P / n, rounded to the cent.
 */
export function amortizedPayment(principal: Cents, apr: MilliPercent, months: number): Cents {
  if (months <= 0 || !Number.isInteger(months)) throw new RangeError(`months must be a positive integer, got ${months}`);
  if (apr < 0) throw new RangeError('APR must not be negative');
  const p = big(principal);
  const n = big(months);
  if (apr === 0) return toCents(roundHalfAwayFromZero(p, n));
  const a = big(apr);
  const b = MONTHLY_RATE_DENOMINATOR;
  const grown = (b + a) ** n;
  const base = b ** n;
  return toCents(roundHalfAwayFromZero(p * a * grown, b * (grown - base)));
}

/** One month's interest on a balance, rounded to the cent. */
export function monthlyInterest(balance: Cents, apr: MilliPercent): Cents {
  return toCents(roundHalfAwayFromZero(big(balance) * big(apr), MONTHLY_RATE_DENOMINATOR));
}

/**
 * The last payment of a loan paid `payment` a month: the schedule charges each month's interest on the balance
 * (rounded to the cent) and applies the payment; the last payment is whatever is then owed, so it absorbs the
 * cents the rounded level payment over- or under-pays (at 0%: P − (n − 1) · payment).
 */
export function finalPayment(principal: Cents, apr: MilliPercent, months: number, payment: Cents): Cents {
  let balance = principal;
  for (let month = 1; month < months; month++) balance = balance + monthlyInterest(balance, apr) - payment;
  return balance + monthlyInterest(balance, apr);
}

export interface FinanceInput {
  /** The vehicle's price before tax. */
  price: Cents;
  downPayment: Cents;
  tradeIn: Cents;
  apr: MilliPercent;
  months: number;
  /** The state's sales tax rate (0 when none). */
  taxRate: MilliPercent;
}

export interface FinanceResult {
  kind: 'finance';
  months: number;
  apr: MilliPercent;
  /** What sales tax is charged on: price − trade-in (never below zero). */
  taxable: Cents;
  salesTax: Cents;
  /** price − down payment − trade-in + sales tax. */
  amountFinanced: Cents;
  /** The level payment of months 1 … n − 1 (and of month n unless `finalPayment` differs). */
  monthlyPayment: Cents;
  /** The last payment, which absorbs the schedule's rounding. */
  finalPayment: Cents;
  /** (n − 1) · monthlyPayment + finalPayment. */
  totalOfPayments: Cents;
  /** totalOfPayments − amountFinanced. */
  totalInterest: Cents;
  /** Everything the buyer pays and gives: down payment + trade-in + total of payments (price + tax + interest). */
  totalCost: Cents;
}

/**
 * Financing: amount financed = price − down payment − trade-in + sales tax on (price − trade-in); the monthly
 * payment by the amortization formula (0% APR divides evenly); the last payment absorbs the rounding.
 */
export function financePayment(input: FinanceInput): FinanceResult {
  const taxable = Math.max(0, input.price - input.tradeIn);
  const salesTax = percentOf(taxable, input.taxRate);
  const amountFinanced = input.price - input.downPayment - input.tradeIn + salesTax;
  const monthlyPayment = amortizedPayment(amountFinanced, input.apr, input.months);
  const last = finalPayment(amountFinanced, input.apr, input.months, monthlyPayment);
  const totalOfPayments = monthlyPayment * (input.months - 1) + last;
  return {
    kind: 'finance',
    months: input.months,
    apr: input.apr,
    taxable,
    salesTax,
    amountFinanced,
    monthlyPayment,
    finalPayment: last,
    totalOfPayments,
    totalInterest: totalOfPayments - amountFinanced,
    totalCost: input.downPayment + input.tradeIn + totalOfPayments,
  };
}

export interface LeaseInput {
  /** The vehicle's (negotiated) price: the gross capitalized cost. */
  price: Cents;
  /** The MSRP the residual is a percentage of; the price when not given. */
  msrp?: Cents;
  downPayment: Cents;
  tradeIn: Cents;
  months: number;
  /** Residual value as a percentage of MSRP, in hundredths of a percent (58% is 5800). */
  residual: BasisPoints;
  moneyFactor: MoneyFactor;
  /** The state's sales tax rate, charged on the monthly payment. */
  taxRate: MilliPercent;
  /** Fees paid at signing (acquisition, registration, …). */
  fees?: Cents;
}

export interface LeaseResult {
  kind: 'lease';
  months: number;
  /** price − down payment − trade-in. */
  capitalizedCost: Cents;
  /** MSRP × residual %. */
  residualValue: Cents;
  /** (capitalized cost − residual) / term: the monthly depreciation. */
  depreciation: Cents;
  /** (capitalized cost + residual) × money factor: the monthly rent charge. */
  rentCharge: Cents;
  /** depreciation + rent charge. */
  basePayment: Cents;
  /** Sales tax on the base payment. */
  monthlyTax: Cents;
  /** basePayment + monthlyTax. */
  monthlyPayment: Cents;
  /** First payment + down payment + fees. */
  dueAtSigning: Cents;
  /** monthlyPayment × term. */
  totalOfPayments: Cents;
  /** rentCharge × term: the lease's finance charge. */
  totalRentCharge: Cents;
  /** Everything paid and given over the lease: down payment + trade-in + fees + total of payments. */
  totalCost: Cents;
}

/**
 * Leasing: capitalized cost = price − down payment − trade-in; residual = MSRP × residual %; depreciation =
 * (cap − residual) / term and rent charge = (cap + residual) × money factor, each rounded to the cent; sales tax
 * on their sum by the state's rate, rounded to the cent; due at signing = first payment + down payment + fees.
 */
export function leasePayment(input: LeaseInput): LeaseResult {
  const msrp = input.msrp ?? input.price;
  const fees = input.fees ?? 0;
  const capitalizedCost = input.price - input.downPayment - input.tradeIn;
  const residualValue = toCents(roundHalfAwayFromZero(big(msrp) * big(input.residual), 10_000n));
  const depreciation = toCents(roundHalfAwayFromZero(big(capitalizedCost - residualValue), big(input.months)));
  const rentCharge = toCents(roundHalfAwayFromZero(big(capitalizedCost + residualValue) * big(input.moneyFactor.numerator), big(input.moneyFactor.denominator)));
  const basePayment = depreciation + rentCharge;
  const monthlyTax = percentOf(basePayment, input.taxRate);
  const monthlyPayment = basePayment + monthlyTax;
  const totalOfPayments = monthlyPayment * input.months;
  return {
    kind: 'lease',
    months: input.months,
    capitalizedCost,
    residualValue,
    depreciation,
    rentCharge,
    basePayment,
    monthlyTax,
    monthlyPayment,
    dueAtSigning: monthlyPayment + input.downPayment + fees,
    totalOfPayments,
    totalRentCharge: rentCharge * input.months,
    totalCost: input.downPayment + input.tradeIn + fees + totalOfPayments,
  };
}
