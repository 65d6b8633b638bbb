/**
 * A payment estimate beside a price (the Build & Price summary, an inventory vehicle): the calculator's example terms
 * (its default APR and term, no down payment, before tax), computed with the calculator's own functions, and a link to
 * the calculator with the price filled in for the visitor's own terms.
 */
import { DEFAULT_VALUES } from '#domain/finance/calculator.ts';
import { formatCents } from '#domain/i18n/format.ts';
import { financePayment } from '#domain/finance/payment.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';

/** The example terms: the calculator's defaults (6.5% APR over 60 months). */
const APR_PERCENT = Number(DEFAULT_VALUES.apr);
const MONTHS = Number(DEFAULT_VALUES.term);

export function PaymentEstimate({ price, calculatorQuery }: { /** Whole dollars. */ price: number; /** More of the calculator's address (year, model, trim …). */ calculatorQuery?: string }) {
  const { t } = usePage();
  const href = useHref();
  if (!(price > 0)) return null;
  const { monthlyPayment } = financePayment({ price: Math.round(price * 100), downPayment: 0, tradeIn: 0, apr: Math.round(APR_PERCENT * 1000), months: MONTHS, taxRate: 0 });
  const link = `/shopping-tools/payment-calculator.html?price=${Math.round(price)}${calculatorQuery ? `&${calculatorQuery}` : ''}`;
  return (
    <p className="payment-estimate">
      <span className="payment-estimate__label">{t('calc.bar.label')}</span>{' '}
      <strong className="payment-estimate__amount">
        {formatCents(monthlyPayment)}
        {t('calc.results.perMonthShort')}
      </strong>{' '}
      <span className="payment-estimate__terms">{t('calc.estimate.terms', { months: MONTHS, apr: APR_PERCENT })}</span>{' '}
      <a href={href(link)}>{t('calc.estimate.link')}</a>
    </p>
  );
}
