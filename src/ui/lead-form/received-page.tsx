/**
 * Where a submission lands when its form says so: sent-to-retailer (the retailer the request went to, and how to
 * reach them) and the share-the-love thank-you (the donation promise). The confirmation number comes from the query
 * and is shown only when it has the form of one.
 */
import type { RetailerAddress } from '#domain/retailers/types.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { retailerPath } from '#domain/retailers/paths.ts';
import { telHref } from '#domain/retailers/call-tracking.ts';

export interface ReceivedRetailer {
  id: string;
  name: string;
  slug: string;
  address: RetailerAddress;
  phone: string;
}

export function SubmissionReceivedPage({ pageKey, eyebrow, confirmation, retailer }: { pageKey: string; eyebrow: string; confirmation: string | null; retailer: ReceivedRetailer | null }) {
  const { t } = usePage();
  const href = useHref();
  return (
    <>
      <SectionHero eyebrow={eyebrow} title={t(`page.${pageKey}.title`)} intro={t(`page.${pageKey}.intro`)} />
      <div className="container page-body received">
        <section className="received__card" aria-labelledby="received-title">
          <svg className="received__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="currentColor" />
            <path d="M14 25l7 7 14-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h2 id="received-title">{t(`received.${pageKey}.heading`)}</h2>
          {confirmation ? (
            <p className="received__confirmation" role="status">
              {t('form.received', { id: confirmation })}
            </p>
          ) : null}
          <p>{t(`received.${pageKey}.text`)}</p>
          {retailer ? (
            <div className="received__retailer">
              <h3>{retailer.name}</h3>
              <p>
                {retailer.address.line1}
                <br />
                {retailer.address.city}, {retailer.address.state} {retailer.address.zipcode}
              </p>
              <p>
                <a href={telHref(retailer.phone)}>{retailer.phone}</a>
              </p>
              <p>
                <a className="button button--secondary" href={href(retailerPath(retailer))}>
                  {t('received.retailerPage')}
                </a>
              </p>
            </div>
          ) : null}
          <p className="received__actions">
            <a className="button button--primary" href={href(pageKey === 'shareTheLoveThankYou' ? '/share-the-love.html' : '/vehicle-info/all-vehicles.html')}>
              {t(`received.${pageKey}.next`)}
            </a>
            <a className="button button--text" href={href('/index.html')}>
              {t('received.home')}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
