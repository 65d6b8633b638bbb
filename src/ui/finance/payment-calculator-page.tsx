/**
 * The payment calculator page: the heading band, the vehicle a link brought (Build & Price, inventory), the
 * calculator island, and how the estimate is worked out.
 */
import { Island } from '#ui/components/island.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { island, type PaymentCalculatorProps } from '#ui/islands/payment-calculator.tsx';

export interface PaymentCalculatorPageProps {
  eyebrow: string;
  calculator: PaymentCalculatorProps;
  /** The vehicle the estimate is for ("2026 Vanta Limited"), when a link named one. */
  vehicle: string | null;
}

export function PaymentCalculatorPage({ eyebrow, calculator, vehicle }: PaymentCalculatorPageProps) {
  const { t } = usePage();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={t('page.paymentCalculator.title')} intro={t('page.paymentCalculator.intro')} />
      <div className="container page-body calc-page">
        {vehicle ? (
          <p className="calc-page__vehicle">
            <span className="calc-page__vehicle-label">{t('calc.vehicle')}</span> <strong>{vehicle}</strong>
          </p>
        ) : null}
        <Island island={island} props={calculator} load="eager" />
        <section className="calc-how" aria-labelledby="calc-how-title">
          <h2 id="calc-how-title" className="calc-how__title">
            {t('calc.how.title')}
          </h2>
          <div className="calc-how__grid">
            <div>
              <h3>{t('calc.tab.finance')}</h3>
              <p>{t('calc.how.finance')}</p>
            </div>
            <div>
              <h3>{t('calc.tab.lease')}</h3>
              <p>{t('calc.how.lease')}</p>
            </div>
            <div>
              <h3>{t('calc.how.taxTitle')}</h3>
              <p>{t('calc.how.tax')}</p>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
