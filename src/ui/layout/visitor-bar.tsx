/**
 * The visitor context on every page, above the header: "10001 · New York, NY · Midtown Halden — Change". "Change"
 * opens a small panel (a <details> disclosure, so it needs no script) with a ZIP field that posts, as a GET form, to the
 * confirm-ZIP page — which saves the ZIP and comes straight back here — and a link to choose another retailer. With no
 * place known the bar invites a ZIP the same way. Internal codes (sales regions) are never shown.
 */
import { useId } from 'react';
import { checkReturnPath, returnUrlQuery } from '#domain/geo/return-url.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { usePage } from '#ui/components/page-context.tsx';

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
  const id = useId();
  if (!visitor) return null;
  const here = localizeHref(path, lang, { wcmmodeDisabled });
  const onConfirmPage = path === CONFIRM_ZIP || path === CONFIRM_RETAILER;
  const returnPath = onConfirmPage ? null : checkReturnPath(here);
  const link = (target: string) => {
    const base = localizeHref(target, lang, { wcmmodeDisabled });
    const back = returnPath ? returnUrlQuery(returnPath) : '';
    return back ? `${base}${base.includes('?') ? '&' : '?'}${back}` : base;
  };
  const { place, retailer } = visitor;
  const where = place ? [place.zipCode, place.city ? `${place.city}, ${place.state}` : place.state].join(' · ') : null;
  const zipId = `${id}zip`;
  const panel = (
    <div className="visitor-bar__panel">
      <form className="visitor-bar__form" method="get" action={localizeHref(CONFIRM_ZIP, lang)}>
        <label className="visitor-bar__label" htmlFor={zipId}>
          {t('visitor.zipLabel')}
        </label>
        <div className="visitor-bar__row">
          <input
            id={zipId}
            className="field__input visitor-bar__input"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{5}"
            maxLength={5}
            required
            defaultValue={place?.zipCode ?? ''}
          />
          <button type="submit" className="button button--primary button--small">
            {t('visitor.save')}
          </button>
        </div>
        {returnPath ? <input type="hidden" name="returnUrl" value={returnPath} /> : null}
        {wcmmodeDisabled ? <input type="hidden" name="wcmmode" value="disabled" /> : null}
      </form>
      <p className="visitor-bar__retailer-line">
        {retailer?.name ? t('visitor.retailerIs', { name: retailer.name }) : t('visitor.noRetailer')}{' '}
        <a href={link(CONFIRM_RETAILER)}>{retailer ? t('visitor.otherRetailer') : t('visitor.chooseRetailer')}</a>
      </p>
    </div>
  );
  return (
    <aside className="visitor-bar" aria-label={t('visitor.region')}>
      <div className="visitor-bar__inner container">
        <PinIcon />
        <p className="visitor-bar__text">
          {where ? (
            <>
              <span className="visually-hidden">{t('visitor.label')} </span>
              <span className="visitor-bar__place">{where}</span>
              {retailer?.name ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="visually-hidden">{t('visitor.retailer')} </span>
                  <span className="visitor-bar__retailer">{retailer.name}</span>
                </>
              ) : null}
            </>
          ) : (
            t('visitor.none')
          )}
        </p>
        <details className="visitor-bar__change">
          <summary>
            {where ? t('visitor.change') : t('visitor.enterZip')}
            {where ? <span className="visually-hidden"> {t('visitor.changeWhat')}</span> : null}
          </summary>
          {panel}
        </details>
      </div>
    </aside>
  );
}
