/**
 * The visitor context on every page, above the header: "10001 · New York, NY · Midtown Halden — Change". It is plain
 * links to the confirm pages, which work with and without script and come back to this page; with no place known it
 * invites a ZIP for local prices and offers. Internal codes (sales regions) are never shown.
 */
import { returnUrlQuery } from '#domain/geo/return-url.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { usePage } from '../components/page-context.tsx';

const CONFIRM_ZIP = '/confirm-your-zipcode.html';
const CONFIRM_RETAILER = '/confirm-your-retailer.html';

function PinIcon() {
  return (
    <svg className="visitor-bar__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z" fill="currentColor" />
    </svg>
  );
}

export function VisitorBar() {
  const { t, lang, path, wcmmodeDisabled, visitor } = usePage();
  if (!visitor) return null;
  const here = localizeHref(path, lang, { wcmmodeDisabled });
  const onConfirmPage = path === CONFIRM_ZIP || path === CONFIRM_RETAILER;
  const link = (target: string) => {
    const base = localizeHref(target, lang, { wcmmodeDisabled });
    const back = onConfirmPage ? '' : returnUrlQuery(here);
    return back ? `${base}${base.includes('?') ? '&' : '?'}${back}` : base;
  };
  const { place, retailer } = visitor;
  const where = place ? [place.zipCode, place.city ? `${place.city}, ${place.state}` : place.state].join(' · ') : null;
  return (
    <div className="visitor-bar">
      <div className="visitor-bar__inner container">
        <PinIcon />
        {where ? (
          <p className="visitor-bar__text">
            <span className="visually-hidden">{t('visitor.label')} </span>
            <span className="visitor-bar__place">{where}</span>
            {retailer?.name ? (
              <>
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">{t('visitor.retailer')} </span>
                <a className="visitor-bar__retailer" href={link(CONFIRM_RETAILER)}>
                  {retailer.name}
                </a>
              </>
            ) : null}
            <span aria-hidden="true"> — </span>
            <a className="visitor-bar__change" href={link(CONFIRM_ZIP)}>
              {t('visitor.change')}
              <span className="visually-hidden"> {t('visitor.changeWhat')}</span>
            </a>
          </p>
        ) : (
          <p className="visitor-bar__text">
            {t('visitor.none')}{' '}
            <a className="visitor-bar__change" href={link(CONFIRM_ZIP)}>
              {t('visitor.enterZip')}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
