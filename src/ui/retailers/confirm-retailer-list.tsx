/**
 * Confirm-your-retailer's list, in whichever state it is: loading, failed (with "Try again"), a territory's or an
 * empty answer (each with a way on), or the form of retailers to choose — near ones first, far ones grouped apart
 * under a heading that says so — with "Confirm retailer".
 */
import type { RefObject } from 'react';
import { formatMiles, formatNumber } from '#domain/i18n/format.ts';
import { Button } from '#ui/components/button.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Spinner } from '#ui/components/spinner.tsx';
import type { RetailerOption } from './confirm-types.ts';
import { SUPPORT_PATH } from './finder-types.ts';
import type { ConfirmRetailer } from './use-confirm-retailer.ts';
import { telHref } from '#domain/retailers/call-tracking.ts';

interface OptionProps {
  retailer: RetailerOption;
  /** Counts across the near and far groups; the first one takes focus when nothing is chosen. */
  index: number;
  /** The list's id, which each option's id starts with. */
  listId: string;
  state: ConfirmRetailer;
  firstRadio: RefObject<HTMLInputElement | null>;
}

/** One retailer to choose. */
function RetailerOptionItem({ retailer, index, listId, state, firstRadio }: OptionProps) {
  const { t, lang } = usePage();
  const optionId = `${listId}-r${index}`;
  const detailsId = `${optionId}-details`;
  const preferred = retailer.id === state.preferredId;
  return (
    <li className="retailer-option">
      <input
        ref={index === 0 ? firstRadio : undefined}
        id={optionId}
        className="choice__input choice__input--radio retailer-option__input"
        type="radio"
        name="dealer"
        value={retailer.id}
        checked={state.choice === retailer.id}
        aria-describedby={detailsId}
        aria-invalid={state.error === 'required' ? true : undefined}
        onChange={() => state.choose(retailer.id)}
      />
      <div className="retailer-option__body">
        <label htmlFor={optionId} className="retailer-option__name">
          {retailer.name}
        </label>
        <div id={detailsId} className="retailer-option__details">
          {preferred ? <span className="retailer-option__badge">{t('geo.retailer.preferred')}</span> : null}
          <span className="retailer-option__address">
            {retailer.line1}, {retailer.city}, {retailer.state} {retailer.zipcode}
          </span>
          <span className="retailer-option__meta">
            {retailer.distance !== null ? (
              <span className="retailer-option__distance">{t('geo.retailer.distance', { miles: formatMiles(retailer.distance, lang, { precise: true }) })}</span>
            ) : null}
            {retailer.phone ? (
              <a className="retailer-option__phone" href={telHref(retailer.phone)}>
                <span className="visually-hidden">{t('geo.retailer.phone')} </span>
                {retailer.phone}
              </a>
            ) : null}
          </span>
        </div>
      </div>
    </li>
  );
}

export interface ConfirmRetailerListProps {
  state: ConfirmRetailer;
  firstRadio: RefObject<HTMLInputElement | null>;
  /** The panel's id: the options', the far group's and the error's ids start with it. */
  listId: string;
  errorId: string;
  errorText: string | null;
}

export function ConfirmRetailerList({ state, firstRadio, listId, errorId, errorText }: ConfirmRetailerListProps) {
  const { t, lang, brand, wcmmodeDisabled } = usePage();
  const href = useHref();
  const { retailers, near, far, place, territory, error, target, selfUrl, changeZipHref } = state;
  const miles = formatNumber(state.radius, lang);
  const option = (retailer: RetailerOption, index: number) => <RetailerOptionItem key={retailer.id} retailer={retailer} index={index} listId={listId} state={state} firstRadio={firstRadio} />;

  if (state.loading) {
    return (
      <div className="geo-retailers__state">
        <Spinner label={t('geo.retailer.loading')} />
        <p className="geo-retailers__state-text" aria-hidden="true">
          {t('geo.retailer.loading')}
        </p>
      </div>
    );
  }
  if (retailers === null || state.loadFailed) {
    return (
      <div className="geo-message geo-message--warning" role="alert">
        <p className="geo-message__title">{t('geo.retailer.loadError')}</p>
        <p className="geo-message__text">
          {state.hydrated ? (
            <Button variant="secondary" onClick={state.reload}>
              {t('geo.retailer.retry')}
            </Button>
          ) : (
            <a className="button button--secondary" href={selfUrl}>
              {t('geo.retailer.retry')}
            </a>
          )}
        </p>
      </div>
    );
  }
  if (territory) {
    return (
      <div className="geo-message geo-message--warning" role="alert">
        <p className="geo-message__title">{t(`geo.territory.none.${territory}`, { brand })}</p>
        <p className="geo-message__text">{t('geo.retailer.territoryText', { brand })}</p>
        <p className="geo-message__text geo-message__links">
          <a href={href(SUPPORT_PATH)}>{t('geo.retailer.support')}</a>
          <a href={changeZipHref}>{t('geo.retailer.changeZip')}</a>
        </p>
      </div>
    );
  }
  if (retailers.length === 0) {
    return (
      <div className="geo-message geo-message--warning" role="alert">
        <p className="geo-message__title">{t('geo.retailer.empty')}</p>
        <p className="geo-message__text">
          <a href={changeZipHref}>{t('geo.retailer.changeZip')}</a>
        </p>
      </div>
    );
  }
  return (
    <form className="geo-retailers__form" method="get" action={selfUrl.split('?')[0]} noValidate onSubmit={state.submit}>
      {near.length === 0 ? (
        <div className="geo-message geo-message--warning" role="alert">
          <p className="geo-message__title">{t('finder.message.radius', { brand, miles })}</p>
          <p className="geo-message__text">{t('geo.retailer.radiusAdvice')}</p>
        </div>
      ) : null}
      {target ? <input type="hidden" name="returnUrl" value={target} /> : null}
      {wcmmodeDisabled ? <input type="hidden" name="wcmmode" value="disabled" /> : null}
      <input type="hidden" name="zipcode" value={place.zipCode} />
      <fieldset className={`geo-retailers__fieldset${error === 'required' ? ' geo-retailers__fieldset--invalid' : ''}`} aria-describedby={errorText ? errorId : undefined}>
        <legend className="geo-retailers__legend">{t('geo.retailer.legend')}</legend>
        {near.length > 0 ? <ul className="retailer-options">{near.map((retailer, index) => option(retailer, index))}</ul> : null}
        {far.length > 0 ? (
          <div className="geo-retailers__far" role="group" aria-labelledby={`${listId}-far`}>
            <h2 id={`${listId}-far`} className="geo-retailers__far-title">
              {t('geo.retailer.farTitle', { miles, place: place.city ? `${place.city}, ${place.state}` : place.zipCode })}
            </h2>
            <ul className="retailer-options">{far.map((retailer, index) => option(retailer, near.length + index))}</ul>
          </div>
        ) : null}
      </fieldset>
      <div className="geo-form__actions">
        <Button type="submit" name="action" value="confirm" busy={state.pending}>
          {t('geo.retailer.confirm')}
        </Button>
        {target ? <a href={target}>{t('geo.back')}</a> : null}
      </div>
    </form>
  );
}
