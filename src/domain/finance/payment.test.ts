import { describe, expect, it } from 'vitest';
import {
  amortizedPayment,
  finalPayment,
  financePayment,
  leasePayment,
  moneyFactorFromApr,
  monthlyInterest,
  percentOf,
  roundHalfAwayFromZero,
  type FinanceInput,
} from './payment.ts';

const dollars = (amount: number) => Math.round(amount * 100);
const loan = (input: Partial<FinanceInput>): FinanceInput => ({ price: 0, downPayment: 0, tradeIn: 0, apr: 0, months: 60, taxRate: 0, ...input });

describe('roundHalfAwayFromZero', () => {
  it('rounds to the nearest integer, halves away from zero in both directions', () => {
    expect(roundHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(5n, -2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(7n, 3n)).toBe(2n);
    expect(roundHalfAwayFromZero(8n, 3n)).toBe(3n);
    expect(roundHalfAwayFromZero(-7n, 3n)).toBe(-2n);
    expect(roundHalfAwayFromZero(0n, 9n)).toBe(0n);
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });

  it('rounds a tax of exactly half a cent up: $5.00 at 6.5% is 32.5 cents → $0.33', () => {
    expect(percentOf(500, 6500)).toBe(33);
    expect(percentOf(-500, 6500)).toBe(-33);
    expect(percentOf(2_500_000, 6875)).toBe(171_875);
  });
});

describe('amortizedPayment (published amortization values)', () => {
  it('$30,000 at 5% APR over 60 months is $566.14 a month', () => {
    expect(amortizedPayment(dollars(30_000), 5000, 60)).toBe(56_614);
  });

  it('$25,000 at 6% APR over 72 months is $414.32 a month', () => {
    expect(amortizedPayment(dollars(25_000), 6000, 72)).toBe(41_432);
  });

  it('$20,000 at 0% over 48 months is $416.67 a month (20,000 / 48 = 416.666…, rounded to the cent)', () => {
    expect(amortizedPayment(dollars(20_000), 0, 48)).toBe(41_667);
  });

  it('agrees with the floating-point formula wherever that is not within a hair of half a cent', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 2000; i++) {
      const principal = 100_000 + Math.floor(random() * 49_900_000);
      const apr = 1 + Math.floor(random() * 30_000);
      const months = [24, 36, 39, 48, 60, 72, 84][Math.floor(random() * 7)] ?? 60;
      const r = apr / 1_200_000;
      const exact = (principal * r) / (1 - (1 + r) ** -months);
      if (Math.abs((exact % 1) - 0.5) < 1e-6) continue;
      expect(amortizedPayment(principal, apr, months), `${principal} ${apr} ${months}`).toBe(Math.round(exact));
    }
  });

  it('is exact where floating point would round the wrong way: a payment whose exact value ends in half a cent', () => {
    // 0% divides evenly: $1,000.02 over 4 months is exactly 25,000.5 cents → 25,001 (half away from zero).
    expect(amortizedPayment(100_002, 0, 4)).toBe(25_001);
  });

  it('refuses a term that is not a positive whole number of months and a negative APR', () => {
    expect(() => amortizedPayment(100, 500, 0)).toThrow(RangeError);
    expect(() => amortizedPayment(100, 500, 1.5)).toThrow(RangeError);
    expect(() => amortizedPayment(100, -1, 12)).toThrow(RangeError);
  });
});

describe('the last payment absorbs the rounding', () => {
  it('at 0%: $20,000 / 48 → 47 payments of $416.67 and a last one of $416.51 (20,000 − 47 × 416.67)', () => {
    expect(finalPayment(dollars(20_000), 0, 48, 41_667)).toBe(41_651);
    const result = financePayment(loan({ price: dollars(20_000), months: 48 }));
    expect(result.monthlyPayment).toBe(41_667);
    expect(result.finalPayment).toBe(41_651);
    expect(result.totalOfPayments).toBe(dollars(20_000));
    expect(result.totalInterest).toBe(0);
  });

  it('with interest: each month charges balance × APR / 12 rounded to the cent; the last payment is what is then owed', () => {
    // $30,000 at 5% / 60: the rounded $566.14 pays a little too much each month, so the last payment is $565.96 and
    // the total of payments is $33,968.22 (the published total: 60 × 566.13706… = 33,968.22).
    const result = financePayment(loan({ price: dollars(30_000), apr: 5000, months: 60 }));
    expect(result.monthlyPayment).toBe(56_614);
    expect(result.finalPayment).toBe(56_596);
    expect(result.totalOfPayments).toBe(3_396_822);
    expect(result.totalInterest).toBe(396_822);
    // $25,000 at 6% / 72: the exact payment is 414.3222…, rounded down, so the last payment makes up the shortfall.
    const other = financePayment(loan({ price: dollars(25_000), apr: 6000, months: 72 }));
    expect(other.monthlyPayment).toBe(41_432);
    expect(other.finalPayment).toBe(41_451);
    expect(other.totalOfPayments).toBe(41_432 * 71 + 41_451);
  });

  it('the schedule ends at exactly zero: replaying it with the final payment leaves no balance', () => {
    const principal = dollars(27_345.67);
    const apr = 4_990;
    const months = 66;
    const payment = amortizedPayment(principal, apr, months);
    let balance = principal;
    for (let month = 1; month <= months; month++) {
      const due = month === months ? finalPayment(principal, apr, months, payment) : payment;
      balance = balance + monthlyInterest(balance, apr) - due;
    }
    expect(balance).toBe(0);
  });
});

describe('financePayment', () => {
  it('finances price − down − trade-in + sales tax on (price − trade-in), by the state rate', () => {
    // $30,000, $3,000 down, $5,000 trade-in, Kansas 6.5%: tax on 25,000 = 1,625.00; financed 30,000 − 3,000 − 5,000 + 1,625 = 23,625.
    const result = financePayment(loan({ price: dollars(30_000), downPayment: dollars(3_000), tradeIn: dollars(5_000), apr: 5000, months: 60, taxRate: 6500 }));
    expect(result.taxable).toBe(dollars(25_000));
    expect(result.salesTax).toBe(dollars(1_625));
    expect(result.amountFinanced).toBe(dollars(23_625));
    expect(result.monthlyPayment).toBe(amortizedPayment(dollars(23_625), 5000, 60));
    expect(result.monthlyPayment).toBe(44_583);
    expect(result.totalCost).toBe(dollars(3_000) + dollars(5_000) + result.totalOfPayments);
    expect(result.totalInterest).toBe(result.totalOfPayments - result.amountFinanced);
  });

  it('charges no tax in a state without sales tax and never taxes a negative amount', () => {
    expect(financePayment(loan({ price: dollars(30_000), apr: 5000, taxRate: 0 })).salesTax).toBe(0);
    expect(financePayment(loan({ price: dollars(10_000), tradeIn: dollars(9_000), apr: 5000, taxRate: 7250 })).salesTax).toBe(dollars(72.5));
  });
});

describe('leasePayment', () => {
  it('a lease worked by hand', () => {
    // MSRP $40,000, $2,000 down, no trade-in, 36 months, residual 55%, money factor 0.00125, Kansas 6.5%, $695 fees.
    //   capitalized cost = 40,000 − 2,000 − 0            = 38,000.00
    //   residual         = 40,000 × 55%                   = 22,000.00
    //   depreciation     = (38,000 − 22,000) / 36 = 444.444… → 444.44
    //   rent charge      = (38,000 + 22,000) × 0.00125    =     75.00
    //   base payment     = 444.44 + 75.00                 =    519.44
    //   sales tax        = 519.44 × 6.5% = 33.7636        →     33.76
    //   monthly payment  = 519.44 + 33.76                 =    553.20
    //   due at signing   = 553.20 + 2,000 + 695           =  3,248.20
    //   total of payments = 36 × 553.20 = 19,915.20; rent charge over the lease = 36 × 75 = 2,700.00
    const result = leasePayment({
      price: dollars(40_000),
      downPayment: dollars(2_000),
      tradeIn: 0,
      months: 36,
      residual: 5500,
      moneyFactor: { numerator: 125, denominator: 100_000 },
      taxRate: 6500,
      fees: dollars(695),
    });
    expect(result).toEqual({
      kind: 'lease',
      months: 36,
      capitalizedCost: dollars(38_000),
      residualValue: dollars(22_000),
      depreciation: dollars(444.44),
      rentCharge: dollars(75),
      basePayment: dollars(519.44),
      monthlyTax: dollars(33.76),
      monthlyPayment: dollars(553.2),
      dueAtSigning: dollars(3_248.2),
      totalOfPayments: dollars(19_915.2),
      totalRentCharge: dollars(2_700),
      totalCost: dollars(2_000) + dollars(695) + dollars(19_915.2),
    });
  });

  it('uses APR / 2400 as the money factor: 3% APR is 0.00125 and gives the same lease', () => {
    expect(moneyFactorFromApr(3000)).toEqual({ numerator: 3000, denominator: 2_400_000 });
    const base = { price: dollars(40_000), downPayment: dollars(2_000), tradeIn: 0, months: 36, residual: 5500, taxRate: 6500 };
    expect(leasePayment({ ...base, moneyFactor: moneyFactorFromApr(3000) })).toEqual(leasePayment({ ...base, moneyFactor: { numerator: 125, denominator: 100_000 } }));
  });

  it('takes the residual from the MSRP when the price differs, and counts a trade-in against the capitalized cost', () => {
    // Price 36,500 with MSRP 38,000; $1,500 down and a $4,000 trade-in; 39 months, 52.5% residual, MF 0.0021, no tax.
    //   cap = 36,500 − 1,500 − 4,000 = 31,000; residual = 38,000 × 52.5% = 19,950
    //   depreciation = 11,050 / 39 = 283.333… → 283.33; rent = 50,950 × 0.0021 = 106.995 → 107.00 (half away)
    const result = leasePayment({
      price: dollars(36_500),
      msrp: dollars(38_000),
      downPayment: dollars(1_500),
      tradeIn: dollars(4_000),
      months: 39,
      residual: 5250,
      moneyFactor: { numerator: 21, denominator: 10_000 },
      taxRate: 0,
    });
    expect(result.capitalizedCost).toBe(dollars(31_000));
    expect(result.residualValue).toBe(dollars(19_950));
    expect(result.depreciation).toBe(dollars(283.33));
    expect(result.rentCharge).toBe(dollars(107));
    expect(result.monthlyPayment).toBe(dollars(390.33));
    expect(result.dueAtSigning).toBe(dollars(390.33) + dollars(1_500));
    expect(result.totalCost).toBe(dollars(1_500) + dollars(4_000) + 39 * dollars(390.33));
  });

  it('a money factor of zero charges no rent', () => {
    const result = leasePayment({ price: dollars(30_000), downPayment: 0, tradeIn: 0, months: 24, residual: 6000, moneyFactor: { numerator: 0, denominator: 1 }, taxRate: 0 });
    expect(result.rentCharge).toBe(0);
    expect(result.monthlyPayment).toBe(dollars(500));
  });
});
