/**
 * The guaranteed trade-in estimator: a plain GET form (VIN, mileage, condition) answered by the server with the
 * estimate and how it was worked out, above the form that sends it to a retailer. No script: the page is the answer.
 */
import { formatDay, formatDollars, formatMiles, formatNumber } from '#domain/i18n/format.ts';
import { TRADE_IN_CONDITIONS } from '#domain/forms/definitions.ts';
import { GUARANTEE_DAYS, MAX_AGE_YEARS } from '#domain/finance/trade-in.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SelectField, TextField } from '#ui/components/form-controls.tsx';

export interface TradeInEstimateView {
  vehicle: string;
  estimate: number;
  retail: number;
  msrp: number;
  ageYears: number;
  expectedMiles: number;
  mileage: number;
  condition: string;
  validUntil: string;
}

export interface TradeInEstimatorProps {
  values: { vin: string; mileage: string; condition: string };
  /** Messages (already translated) by field, when the visitor asked and something was wrong. */
  errors: Partial<Record<'vin' | 'mileage' | 'condition', string>>;
  result: TradeInEstimateView | null;
}

export function TradeInEstimator({ values, errors, result }: TradeInEstimatorProps) {
  const { t, path, lang } = usePage();
  const href = useHref();
  const invalid = Object.keys(errors).length > 0;
  return (
    <section className="trade-in" aria-labelledby="trade-in-title">
      <div className="trade-in__ask">
        <h2 id="trade-in-title" className="trade-in__title">
          {t('tradeIn.title')}
        </h2>
        <p className="trade-in__intro">{t('tradeIn.intro', { days: GUARANTEE_DAYS })}</p>
        <form className="trade-in__form" method="get" action={href(path)} noValidate aria-describedby={invalid ? 'trade-in-problem' : undefined}>
          {invalid ? (
            <p id="trade-in-problem" className="trade-in__problem" role="alert">
              {t('tradeIn.problem')}
            </p>
          ) : null}
          <TextField id="trade-in-vin" name="vin" label={t('form.field.vin')} required defaultValue={values.vin} error={errors.vin} hint={t('tradeIn.vinHint')} autoCapitalize="characters" spellCheck={false} autoComplete="off" maxLength={17} />
          <TextField id="trade-in-mileage" name="mileage" label={t('form.field.mileage')} required defaultValue={values.mileage} error={errors.mileage} inputMode="numeric" autoComplete="off" />
          <SelectField
            id="trade-in-condition"
            name="condition"
            label={t('form.field.condition')}
            required
            defaultValue={values.condition || 'good'}
            error={errors.condition}
            options={TRADE_IN_CONDITIONS.map((value) => ({ value, label: t(`tradeIn.condition.${value}`) }))}
            hint={t('tradeIn.conditionHint')}
          />
          <button type="submit" className="button button--primary">
            {t('tradeIn.submit')}
          </button>
        </form>
      </div>
      {result ? (
        <section className="trade-in__result" aria-labelledby="trade-in-result-title">
          <h2 id="trade-in-result-title" className="trade-in__vehicle" tabIndex={-1}>
            {result.vehicle}
          </h2>
          <p className="trade-in__figure">
            <span className="trade-in__figure-label">{t('tradeIn.estimate')}</span>
            <strong className="trade-in__amount">{formatDollars(result.estimate)}</strong>
          </p>
          <p className="trade-in__valid">{t('tradeIn.validUntil', { date: formatDay(result.validUntil, lang, 'long') })}</p>
          <table className="trade-in__how">
            <caption>{t('tradeIn.how.title')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('tradeIn.how.msrp')}</th>
                <td>{formatDollars(result.msrp)}</td>
              </tr>
              <tr>
                <th scope="row">{t('tradeIn.how.age')}</th>
                <td>{t('tradeIn.how.years', { years: formatNumber(result.ageYears, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</td>
              </tr>
              <tr>
                <th scope="row">{t('tradeIn.how.miles')}</th>
                <td>{t('tradeIn.how.milesValue', { miles: formatMiles(result.mileage, lang), expected: formatMiles(result.expectedMiles, lang) })}</td>
              </tr>
              <tr>
                <th scope="row">{t('tradeIn.how.retail')}</th>
                <td>{formatDollars(result.retail)}</td>
              </tr>
              <tr>
                <th scope="row">{t('tradeIn.how.condition')}</th>
                <td>{t(`tradeIn.condition.${result.condition}`)}</td>
              </tr>
            </tbody>
          </table>
          <p className="trade-in__note">{t('tradeIn.how.model', { max: MAX_AGE_YEARS })}</p>
          <p>
            <a className="button button--secondary" href="#form-start">
              {t('tradeIn.lock')}
            </a>
          </p>
        </section>
      ) : (
        <div className="trade-in__result trade-in__result--empty">
          <h2 className="trade-in__vehicle">{t('tradeIn.steps.title')}</h2>
          <ol className="trade-in__steps">
            <li>{t('tradeIn.steps.one')}</li>
            <li>{t('tradeIn.steps.two')}</li>
            <li>{t('tradeIn.steps.three', { days: GUARANTEE_DAYS })}</li>
          </ol>
        </div>
      )}
    </section>
  );
}
