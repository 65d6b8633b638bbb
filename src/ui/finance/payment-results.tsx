/**
 * The calculator's answer: the monthly payment in a polite live region (so it is announced as the visitor types),
 * the breakdown behind it, and the reminder that it is an estimate. Amounts are en-US dollars with cents in every
 * language, marked lang="en-US" so speech reads "$23,625.00" as an English amount.
 */
import type { ReactNode } from 'react';
import type { CalculatorOutcome, CalculatorValues } from '#domain/finance/calculator.ts';
import { formatScaled } from '#domain/finance/format.ts';
import { formatCents } from '#domain/i18n/format.ts';
import type { FinanceResult, LeaseResult } from '#domain/finance/payment.ts';
import { usePage } from '#ui/components/page-context.tsx';

function Money({ cents }: { cents: number }) {
  return (
    <data value={(cents / 100).toFixed(2)} lang="en-US">
      {formatCents(cents)}
    </data>
  );
}

function Row({ label, children, total = false, note }: { label: string; children: ReactNode; total?: boolean; note?: string | undefined }) {
  return (
    <div className={total ? 'calc-breakdown__row calc-breakdown__row--total' : 'calc-breakdown__row'}>
      <dt>
        {label}
        {note ? <span className="calc-breakdown__note">{note}</span> : null}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function FinanceBreakdown({ result, price, down, tradeIn, taxNote }: { result: FinanceResult; price: number; down: number; tradeIn: number; taxNote: string }) {
  const { t } = usePage();
  return (
    <dl className="calc-breakdown">
      <Row label={t('calc.results.price')}>
        <Money cents={price} />
      </Row>
      {down > 0 ? (
        <Row label={t('calc.results.down')}>
          <Money cents={-down} />
        </Row>
      ) : null}
      {tradeIn > 0 ? (
        <Row label={t('calc.results.tradeIn')}>
          <Money cents={-tradeIn} />
        </Row>
      ) : null}
      <Row label={t('calc.results.salesTax')} note={taxNote}>
        <Money cents={result.salesTax} />
      </Row>
      <Row label={t('calc.results.amountFinanced')} total>
        <Money cents={result.amountFinanced} />
      </Row>
      <Row label={t('calc.results.totalInterest')}>
        <Money cents={result.totalInterest} />
      </Row>
      <Row label={t('calc.results.totalOfPayments')} note={result.finalPayment !== result.monthlyPayment ? t('calc.results.lastPayment', { amount: formatCents(result.finalPayment) }) : undefined}>
        <Money cents={result.totalOfPayments} />
      </Row>
      <Row label={t('calc.results.totalCost')} note={t('calc.results.totalCostNote')} total>
        <Money cents={result.totalCost} />
      </Row>
    </dl>
  );
}

function LeaseBreakdown({ result, taxNote }: { result: LeaseResult; taxNote: string }) {
  const { t } = usePage();
  return (
    <dl className="calc-breakdown">
      <Row label={t('calc.results.dueAtSigning')} note={t('calc.results.dueAtSigningNote')} total>
        <Money cents={result.dueAtSigning} />
      </Row>
      <Row label={t('calc.results.capitalizedCost')}>
        <Money cents={result.capitalizedCost} />
      </Row>
      <Row label={t('calc.results.residual')}>
        <Money cents={result.residualValue} />
      </Row>
      <Row label={t('calc.results.depreciation')}>
        <Money cents={result.depreciation} />
      </Row>
      <Row label={t('calc.results.rentCharge')}>
        <Money cents={result.rentCharge} />
      </Row>
      <Row label={t('calc.results.monthlyTax')} note={taxNote}>
        <Money cents={result.monthlyTax} />
      </Row>
      <Row label={t('calc.results.totalOfPayments')}>
        <Money cents={result.totalOfPayments} />
      </Row>
      <Row label={t('calc.results.totalCost')} note={t('calc.results.totalCostNoteLease')} total>
        <Money cents={result.totalCost} />
      </Row>
    </dl>
  );
}

/** What the estimate says while there is none: errors are showing, the price is still empty, or something else is missing. */
export type ResultsPrompt = 'fixErrors' | 'needPrice' | 'complete';

/** `why`: the label of the field keeping the estimate from being made while it is typed in (its error is not shown yet). */
export function PaymentResults({ outcome, values, prompt, why, headingId }: { outcome: CalculatorOutcome; values: CalculatorValues; prompt: ResultsPrompt; why?: string | undefined; headingId: string }) {
  const { t } = usePage();
  const { result, input } = outcome;
  const taxNote = values.state && !outcome.errors.state ? t('calc.results.taxRate', { rate: formatScaled(outcome.taxRate, 3), state: t(`state.${values.state}`) }) : t('calc.results.noTax');
  const summary = result
    ? result.kind === 'finance'
      ? t('calc.results.financeTerms', { months: result.months, apr: formatScaled(result.apr, 3) })
      : t('calc.results.leaseTerms', { months: result.months, due: formatCents(result.dueAtSigning) })
    : null;
  return (
    <section className="calc-results" aria-labelledby={headingId}>
      <div className="calc-results__head">
        <h2 id={headingId} className="calc-results__title">
          {values.mode === 'lease' ? t('calc.results.titleLease') : t('calc.results.title')}
        </h2>
        {/* Announced politely whenever it changes: the payment, or why there is none. */}
        <div className="calc-results__summary" aria-live="polite" aria-atomic="true">
          {result ? (
            <>
              <p className="calc-results__figure">
                <span className="calc-results__amount">
                  <Money cents={result.monthlyPayment} />
                </span>
                <span className="calc-results__per" aria-hidden="true">
                  {t('calc.results.perMonthShort')}
                </span>
                <span className="visually-hidden"> {t('calc.results.perMonth')}</span>
              </p>
              <p className="calc-results__terms">{summary}</p>
            </>
          ) : (
            <p className="calc-results__empty">
              {prompt === 'fixErrors' ? t('calc.results.fixErrors') : why ? t('calc.results.check', { field: why }) : prompt === 'needPrice' ? t('calc.results.needPrice') : t('calc.results.complete')}
            </p>
          )}
        </div>
      </div>
      {result && input ? (
        <div className="calc-results__body">
          <h3 className="calc-results__subtitle">{t('calc.results.breakdown')}</h3>
          {result.kind === 'finance' && input.mode === 'finance' ? (
            <FinanceBreakdown result={result} price={input.finance.price} down={input.finance.downPayment} tradeIn={input.finance.tradeIn} taxNote={taxNote} />
          ) : result.kind === 'lease' ? (
            <LeaseBreakdown result={result} taxNote={taxNote} />
          ) : null}
        </div>
      ) : null}
      <p className="calc-results__disclaimer">{t('calc.disclaimer')}</p>
    </section>
  );
}
