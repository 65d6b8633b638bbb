/**
 * Financing and leasing: how each works and which suits whom, today's finance and lease offers for the visitor's
 * region (the special offers' own cards and fine print), the buying tools, and the words a contract uses.
 */
import type { OfferDisclaimerView, OfferView } from '#domain/offers/view.ts';
import { Card } from '#ui/components/card.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { OfferCard } from '#ui/offers/offer-card.tsx';
import { OfferFinePrint } from '#ui/offers/offer-fine-print.tsx';

export interface FinancingPageProps {
  eyebrow: string;
  /** Where the offers apply: "Topeka, KS 66603", or null for national offers only. */
  place: string | null;
  finance: OfferView[];
  lease: OfferView[];
  disclaimers: OfferDisclaimerView[];
}

const TOOLS = [
  { key: 'paymentCalculator', path: '/shopping-tools/payment-calculator.html' },
  { key: 'applyFinancing', path: '/shopping-tools/apply-for-financing.html' },
  { key: 'guaranteedTradeIn', path: '/shopping-tools/guaranteed-trade-in.html' },
  { key: 'getLocalPrice', path: '/shopping-tools/get-local-price.html' },
] as const;

const TERMS = ['apr', 'term', 'downPayment', 'moneyFactor', 'residual', 'capCost', 'dueAtSigning'] as const;

function OfferList({ id, offers }: { id: string; offers: OfferView[] }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <section className="financing__offers" aria-labelledby={id}>
      <h2 id={id} className="financing__heading">
        {t(`financing.${id}`)}
      </h2>
      {offers.length > 0 ? (
        <ul className="offer-grid" role="list">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : (
        <p className="financing__none">
          {t('financing.noOffers')} <a href={href('/shopping-tools/special-offers.html')}>{t('financing.allOffers')}</a>
        </p>
      )}
    </section>
  );
}

export function FinancingPage({ eyebrow, place, finance, lease, disclaimers }: FinancingPageProps) {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={t('page.financingAndLeasing.title')} intro={t('page.financingAndLeasing.intro')} />
      <OfferFinePrint items={disclaimers} />
      <div className="container page-body financing">
        <section className="financing__choose" aria-labelledby="financing-choose">
          <h2 id="financing-choose" className="financing__heading">
            {t('financing.choose.title')}
          </h2>
          <div className="financing__compare">
            {(['finance', 'lease'] as const).map((kind) => (
              <article key={kind} className={`financing__option financing__option--${kind}`} aria-labelledby={`financing-${kind}`}>
                <h3 id={`financing-${kind}`}>{t(`financing.${kind}.title`)}</h3>
                <p>{t(`financing.${kind}.text`)}</p>
                <ul>
                  {[1, 2, 3, 4].map((n) => (
                    <li key={n}>{t(`financing.${kind}.point${n}`)}</li>
                  ))}
                </ul>
                <p className="financing__best">{t(`financing.${kind}.best`)}</p>
              </article>
            ))}
          </div>
        </section>

        <p className="financing__place">
          {place ? t('financing.place', { place }) : t('financing.national')}{' '}
          <a href={href('/shopping-tools/special-offers.html')}>{t('financing.allOffers')}</a>
        </p>
        <OfferList id="financeOffers" offers={finance} />
        <OfferList id="leaseOffers" offers={lease} />

        <section aria-labelledby="financing-tools">
          <h2 id="financing-tools" className="financing__heading">
            {t('financing.tools')}
          </h2>
          <ul className="card-grid" role="list">
            {TOOLS.map((tool) => (
              <Card key={tool.key} as="li" href={href(tool.path)} title={t(`page.${tool.key}.title`)} text={t(`page.${tool.key}.intro`)} />
            ))}
          </ul>
        </section>

        <section className="financing__glossary" aria-labelledby="financing-glossary">
          <h2 id="financing-glossary" className="financing__heading">
            {t('financing.glossary')}
          </h2>
          <dl>
            {TERMS.map((term) => (
              <div key={term}>
                <dt>{t(`financing.term.${term}`)}</dt>
                <dd>{t(`financing.term.${term}.text`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
