/**
 * The payment calculator: Finance and Lease tabs over one form, and the estimate beside it. The server renders it
 * with the values of the query, so without script it is a plain GET form (the tabs are links) whose submission
 * re-renders the page with the result. Hydrated, the tabs follow the WAI-ARIA tabs pattern (arrow keys, Home,
 * End; selection follows focus), the estimate is recomputed on every keystroke with the same domain functions,
 * a field's error shows once the visitor has left it, and the address bar keeps the values (replaceState) so a
 * reload or a shared link shows the same estimate.
 */
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  CALCULATOR_FIELDS,
  CALCULATOR_MODES,
  DEFAULT_VALUES,
  FINANCE_TERMS,
  LEASE_TERMS,
  MODE_FIELDS,
  calculate,
  valuesToQuery,
  type CalculatorField,
  type CalculatorMode,
  type CalculatorValues,
} from '#domain/finance/calculator.ts';
import { formatScaled } from '#domain/finance/format.ts';
import { formatCents } from '#domain/i18n/format.ts';
import { STATE_SALES_TAX } from '#domain/finance/sales-tax.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { CalcField, CalcSelect } from '#ui/finance/calc-field.tsx';
import { PaymentResults, type ResultsPrompt } from '#ui/finance/payment-results.tsx';
import { defineIsland } from './define.ts';

export interface PaymentCalculatorProps {
  values: CalculatorValues;
  /** Fields the query carried (a no-script submission, a link): their errors show at once. */
  given: CalculatorField[];
  /** The ZIP code the state was found from, for the state's hint; null when it was not. */
  stateZip: string | null;
  /** Other query parameters the page keeps across submissions (the vehicle: year, model, trim; zip). */
  carry: [string, string][];
}

const noop = () => () => {};
/** Errors that depend on another field's value. */
const CROSS_FIELD_ERRORS: ReadonlySet<string> = new Set(['down.max', 'tradeIn.max', 'residual.aboveCap']);
/** Fields the address bar and the tab links always carry, so an emptied one is not refilled by the page's default. */
const ALWAYS: readonly CalculatorField[] = ['state'];

function PaymentCalculator({ values: initial, given, stateZip, carry }: PaymentCalculatorProps) {
  const { t, path, wcmmodeDisabled } = usePage();
  const href = useHref();
  const id = useId();
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<CalculatorField>>(() => new Set(given));
  const [typing, setTyping] = useState<CalculatorField | null>(null);
  const outcome = useMemo(() => calculate(values), [values]);
  const tabs = useRef<Partial<Record<CalculatorMode, HTMLElement | null>>>({});
  const mode = values.mode;
  const fieldId = (field: CalculatorField) => `${id}${field}`;
  const tabId = (tab: CalculatorMode) => `${id}tab-${tab}`;
  const panelId = `${id}panel`;

  // The address bar follows the values (after a pause in typing), keeping the page's other parameters.
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams(window.location.search);
      for (const name of ['mode', ...CALCULATOR_FIELDS]) params.delete(name);
      for (const [name, value] of new URLSearchParams(valuesToQuery(values, undefined, ALWAYS))) params.set(name, value);
      const query = params.toString();
      const next = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', next);
    }, 400);
    return () => window.clearTimeout(timer);
  }, [values, hydrated]);

  /**
   * A field's error shows once the visitor has left it, never while they type in it. An error another field caused
   * (a down payment no longer below a lowered price) shows on a filled-in field as soon as the typing stops.
   */
  const errorFor = (field: CalculatorField): string | undefined => {
    const error = outcome.errors[field];
    if (!error || typing === field) return undefined;
    const caused = CROSS_FIELD_ERRORS.has(error.id) && values[field].trim() !== '' && typing === null;
    return touched.has(field) || caused ? t(error.key) : undefined;
  };
  const prompt: ResultsPrompt = MODE_FIELDS[mode].some((field) => errorFor(field)) ? 'fixErrors' : values.price.trim() === '' ? 'needPrice' : 'complete';
  // No estimate because of what is being typed (letters in a figure, a down payment above the price): the field's own
  // error waits until the visitor leaves it (spec 5), so the estimate names the field to check instead of going blank.
  const pending = outcome.result || prompt === 'fixErrors' ? undefined : MODE_FIELDS[mode].find((field) => outcome.errors[field] && values[field].trim() !== '');
  const why = pending ? t(`calc.field.${pending === 'term' || pending === 'leaseTerm' ? 'term' : pending}`) : undefined;

  const change = (field: CalculatorField, value: string, typed: boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (typed) setTyping(field);
    else setTouched((current) => new Set(current).add(field));
  };
  const leave = (field: CalculatorField) => {
    setTyping(null);
    setTouched((current) => new Set(current).add(field));
  };

  const select = (next: CalculatorMode) => {
    setValues((current) => ({ ...current, mode: next }));
    setTyping(null);
  };

  const onTabKey = (event: KeyboardEvent<HTMLElement>) => {
    const index = CALCULATOR_MODES.indexOf(mode);
    const last = CALCULATOR_MODES.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % (last + 1) : event.key === 'ArrowLeft' ? (index + last) % (last + 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    const next = CALCULATOR_MODES[target] ?? 'finance';
    select(next);
    tabs.current[next]?.focus();
  };

  /** Hydrated, the estimate is always up to date: Enter in a field shows every error of the tab and goes to the first. */
  const reveal = () => {
    setTyping(null);
    setTouched(new Set(MODE_FIELDS[mode]));
    const first = MODE_FIELDS[mode].find((field) => outcome.errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reveal();
  };
  // The form has no submit button once hydrated, so the browser would not submit it on Enter: handle Enter here.
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    reveal();
  };

  const tabHref = (tab: CalculatorMode) => {
    const params = new URLSearchParams(carry);
    for (const [name, value] of new URLSearchParams(valuesToQuery({ ...values, mode: tab }, undefined, ALWAYS))) params.set(name, value);
    if (tab === 'finance' && !params.has('mode')) params.set('mode', 'finance');
    return href(`${path}?${params.toString()}`);
  };

  /** What every typed figure shares: id, name and label, decimal entry, its value and error, and the handlers. */
  const figure = (field: 'price' | 'down' | 'tradeIn' | 'fees' | 'apr' | 'residual' | 'moneyFactor', label: string, hint?: string) => ({
    id: fieldId(field),
    name: field,
    label,
    hint,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: values[field],
    error: errorFor(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value, true),
    onBlur: () => leave(field),
  });
  const amount = (field: 'price' | 'down' | 'tradeIn' | 'fees', label: string, hint?: string, wide = false) => <CalcField {...figure(field, label, hint)} wide={wide} prefix="$" />;
  const rate = (field: 'apr' | 'residual' | 'moneyFactor', label: string, hint?: string, suffix: string | undefined = '%') => (
    <CalcField {...figure(field, label, hint)} {...(suffix ? { suffix } : {})} />
  );
  const term = (field: 'term' | 'leaseTerm', terms: readonly number[], hint: string) => (
    <CalcSelect
      id={fieldId(field)}
      name={field}
      label={t('calc.field.term')}
      hint={hint}
      value={values[field]}
      error={errorFor(field)}
      onChange={(event) => change(field, event.target.value, false)}
      onBlur={() => leave(field)}
      options={terms.map((months) => ({ value: String(months), label: t('calc.months', { months }) }))}
    />
  );
  const stateHint = stateZip && values.state === initial.state ? t('calc.hint.stateFromZip', { zip: stateZip }) : t('calc.hint.state');

  const fields = (
    <div className="calc__grid">
      {amount('price', t('calc.field.price'), mode === 'lease' ? t('calc.hint.priceLease') : t('calc.hint.price'), true)}
      {amount('down', t('calc.field.down'), t('calc.hint.optional'))}
      {amount('tradeIn', t('calc.field.tradeIn'), t('calc.hint.optional'))}
      {mode === 'finance' ? (
        <>
          {rate('apr', t('calc.field.apr'), t('calc.hint.apr'))}
          {term('term', FINANCE_TERMS, t('calc.hint.term'))}
        </>
      ) : (
        <>
          {term('leaseTerm', LEASE_TERMS, t('calc.hint.leaseTerm'))}
          {rate('residual', t('calc.field.residual'), t('calc.hint.residual'))}
          {rate('moneyFactor', t('calc.field.moneyFactor'), t('calc.hint.moneyFactor'), '')}
          {rate('apr', t('calc.field.apr'), t('calc.hint.leaseApr'))}
          {amount('fees', t('calc.field.fees'), t('calc.hint.fees'), true)}
        </>
      )}
      <CalcSelect
        id={fieldId('state')}
        wide
        name="state"
        label={t('calc.field.state')}
        hint={stateHint}
        value={values.state}
        error={errorFor('state')}
        placeholder={t('calc.state.none')}
        onChange={(event) => change('state', event.target.value, false)}
        onBlur={() => leave('state')}
        options={Object.entries(STATE_SALES_TAX).map(([code, tax]) => ({ value: code, label: t('calc.state.option', { state: t(`state.${code}`), rate: formatScaled(tax, 3) }) }))}
      />
    </div>
  );

  // The other tab's values travel with a no-script submission, so switching back finds them again.
  const hidden = hydrated
    ? []
    : [
        ...carry,
        ...CALCULATOR_FIELDS.filter((field) => !MODE_FIELDS[mode].includes(field) && values[field] !== DEFAULT_VALUES[field]).map((field): [string, string] => [field, values[field]]),
        ...(wcmmodeDisabled ? [['wcmmode', 'disabled'] as [string, string]] : []),
      ];

  return (
    <div className="calc">
      {hydrated ? (
        <div className="calc-tabs" role="tablist" aria-label={t('calc.tabs.label')}>
          {CALCULATOR_MODES.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              className="calc-tabs__tab"
              aria-selected={mode === tab}
              aria-controls={panelId}
              tabIndex={mode === tab ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onTabKey}
            >
              {tab === 'finance' ? t('calc.tab.finance') : t('calc.tab.lease')}
            </button>
          ))}
        </div>
      ) : (
        <nav className="calc-tabs" aria-label={t('calc.tabs.label')}>
          {CALCULATOR_MODES.map((tab) => (
            <a
              key={tab}
              className="calc-tabs__tab"
              href={tabHref(tab)}
              aria-current={mode === tab ? 'page' : undefined}
            >
              {tab === 'finance' ? t('calc.tab.finance') : t('calc.tab.lease')}
            </a>
          ))}
        </nav>
      )}
      <div className="calc__layout">
        <form className="calc__form" method="get" action={href(path)} noValidate onSubmit={submit} onKeyDown={enter}>
          {/* Phones: the payment stays in sight above the fields while the visitor types (the estimate below says it to assistive technology). */}
          <div className="calc-bar" aria-hidden="true">
            <span className="calc-bar__label">{t('calc.bar.label')}</span>
            <span className="calc-bar__amount">
              {outcome.result ? formatCents(outcome.result.monthlyPayment) : '—'}
              {outcome.result ? <span className="calc-bar__per">{t('calc.results.perMonthShort')}</span> : null}
            </span>
          </div>
          <div
            className="calc__panel"
            {...(hydrated ? { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(mode) } : { id: panelId })}
          >
            <input type="hidden" name="mode" value={mode} />
            {fields}
            {hidden.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            {hydrated ? null : (
              <button type="submit" className="button button--primary calc__submit">
                {t('calc.submit')}
              </button>
            )}
          </div>
        </form>
        <PaymentResults outcome={outcome} values={values} prompt={prompt} why={why} headingId={`${id}results`} />
      </div>
    </div>
  );
}

export const island = defineIsland({ tag: 'x-payment-calculator', module: 'payment-calculator', Component: PaymentCalculator });
