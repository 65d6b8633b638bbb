/**
 * Confirm your retailer: the retailers nearest the visitor's ZIP code as a radio list, and "Confirm retailer".
 * The server renders the list for the ZIP in the cookie (or the default 66952) inside a plain GET form
 * (`?dealer=&zipcode=&returnUrl=`) it handles itself, so the page works without script. Hydrated, the island
 * follows the saved ZIP (reloading the list when it changes), looks for the visitor's place when none is saved,
 * and saves the choice in the browser before going on to the return address.
 *
 * Honest distances: only retailers within the answer's radius are listed as near; the others are grouped apart under
 * a heading that says they are far away (they can still be chosen), and when none is near the spec's radius message
 * says so. A ZIP code of a US territory, where there are no retailers, gets its own message and a link to customer
 * support.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { parseGeographicData } from '#domain/geo/geo-data.ts';
import { checkReturnPath, returnUrlQuery } from '#domain/geo/return-url.ts';
import { DEFAULT_RADIUS_MILES, splitByRadius, type UsTerritory } from '#domain/retailers/radius.ts';
import { RETAILER_LIMITS, type RetailerList } from '#domain/retailers/types.ts';
import { Button } from '../components/button.tsx';
import { FieldError } from '../components/form-controls.tsx';
import { useHref, usePage } from '../components/page-context.tsx';
import { Spinner } from '../components/spinner.tsx';
import { locateVisitor, readGeoData, savePreferredRetailer, saveZip, subscribe } from '../geo/geo-store.ts';
import { defineIsland } from './define.ts';

export interface RetailerOption {
  id: string;
  name: string;
  line1: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  /** Miles from the ZIP code searched, when known. */
  distance: number | null;
}

export interface ListPlace {
  zipCode: string;
  city: string;
  state: string;
}

export type RetailerFormError = 'required' | 'not-found' | 'unavailable';

export interface ConfirmRetailerProps {
  /** Where to go once a retailer is confirmed: a checked same-site path, or null to stay here. */
  returnUrl: string | null;
  /** The place the list is for: the saved ZIP code, or the default location's. */
  place: ListPlace;
  /** Whether `place` is the visitor's saved ZIP code or the default location. */
  placeSource: 'stored' | 'default';
  /** The nearest retailers; null when they could not be loaded. */
  retailers: RetailerOption[] | null;
  /** The radius of "near" the list answer named (miles); retailers beyond it are listed apart as far away. */
  radius?: number | null;
  /** The ZIP code is in this US territory, where there are no retailers. */
  territory?: UsTerritory | null;
  /** The preferred retailer already saved, if any. */
  selectedId: string | null;
  /** A form sent without script that the server could not accept. */
  formError: RetailerFormError | null;
  /** The server has just saved the retailer (no-script form, nowhere to return to): its name. */
  savedName: string | null;
}

interface Loaded {
  zipCode: string;
  place: ListPlace;
  retailers: RetailerOption[] | null;
  radius: number | null;
  territory: UsTerritory | null;
}

const noop = () => () => {};

/** Where the territory message sends the visitor (the site map's customer-support page). */
const SUPPORT_PATH = '/support/customer-support.html';

/** The slim option the list shows, from one result of `/services/dealers/by/zip`. */
export function toRetailerOption(result: RetailerList['dealers'][number]): RetailerOption {
  const { dealer } = result;
  return {
    id: dealer.id,
    name: dealer.name,
    line1: dealer.address.line1,
    city: dealer.address.city,
    state: dealer.address.state,
    zipcode: dealer.address.zipcode,
    phone: dealer.phone,
    distance: typeof result.distance === 'number' ? result.distance : null,
  };
}

async function fetchNearest(zipCode: string, signal: AbortSignal): Promise<Loaded> {
  const query = new URLSearchParams({ zipcode: zipCode, count: String(RETAILER_LIMITS.maximum) });
  const response = await fetch(`/services/dealers/by/zip?${query.toString()}`, { headers: { accept: 'application/json' }, signal });
  if (response.status === 400 || response.status === 404) return { zipCode, place: { zipCode, city: '', state: '' }, retailers: [], radius: null, territory: null };
  if (!response.ok) throw new Error(String(response.status));
  const list = (await response.json()) as RetailerList;
  const origin = list.origin;
  return {
    zipCode,
    place: origin ? { zipCode: origin.zipCode, city: origin.city, state: origin.state } : { zipCode, city: '', state: '' },
    retailers: (list.dealers ?? []).map(toRetailerOption),
    radius: origin ? (list.radius ?? DEFAULT_RADIUS_MILES) : null,
    territory: list.territory ?? null,
  };
}

function formatMiles(miles: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : lang === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: miles < 10 ? 1 : 0 }).format(miles);
}

function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

function ConfirmRetailer(props: ConfirmRetailerProps) {
  const { t, lang, brand, wcmmodeDisabled } = usePage();
  const href = useHref();
  const id = useId();
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const stored = useSyncExternalStore(subscribe, readGeoData, () => null);
  const [loaded, setLoaded] = useState<Loaded>({
    zipCode: props.place.zipCode,
    place: props.place,
    retailers: props.retailers,
    radius: props.radius ?? null,
    territory: props.territory ?? null,
  });
  const [failedZip, setFailedZip] = useState<string | null>(null);
  const [externalZip, setExternalZip] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(props.selectedId);
  const [error, setError] = useState<RetailerFormError | null>(props.formError);
  const [pending, setPending] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(props.savedName);
  const firstRadio = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const target = checkReturnPath(props.returnUrl);

  // The ZIP the list should be for: the saved one, else the external geo object's, else what the server used.
  const wantedZip = (hydrated && stored?.zipCode) || externalZip || props.place.zipCode;
  const loading = hydrated && wantedZip !== loaded.zipCode && failedZip !== wantedZip;
  const loadFailed = failedZip === wantedZip && wantedZip !== loaded.zipCode;

  // No ZIP saved: the spec's location state may still find the visitor's place (window.HALDEN_GEO).
  useEffect(() => {
    if (props.placeSource !== 'default') return;
    const controller = new AbortController();
    void locateVisitor({ signal: controller.signal }).then((found) => {
      if (found.source === 'external') setExternalZip(found.zipCode);
    });
    return () => controller.abort();
  }, [props.placeSource]);

  useEffect(() => {
    if (wantedZip === loaded.zipCode) return;
    const controller = new AbortController();
    fetchNearest(wantedZip, controller.signal)
      .then((next) => {
        setLoaded(next);
        setFailedZip(null);
        setChoice((current) => (current && next.retailers?.some((option) => option.id === current) ? current : (stored?.selectedDealer ?? null)));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailedZip(wantedZip);
      });
    return () => controller.abort();
  }, [wantedZip, loaded.zipCode, stored?.selectedDealer]);

  useEffect(() => {
    if (props.formError) (props.formError === 'required' ? firstRadio.current : errorRef.current)?.focus();
  }, [props.formError]);

  const retailers = loaded.retailers;
  const place = loaded.place;
  // Near: within the answer's radius. The others are far away: listed apart, never as near.
  const { near, far } = splitByRadius(retailers ?? [], loaded.radius);
  const territory = loaded.territory && near.length === 0 ? loaded.territory : null;
  const miles = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : lang === 'es' ? 'es-US' : 'en-US').format(loaded.radius ?? DEFAULT_RADIUS_MILES);
  const placeText = place.city ? `${place.zipCode} · ${place.city}, ${place.state}` : place.zipCode;
  const usingDefault = props.placeSource === 'default' && !(hydrated && stored?.zipCode) && !externalZip;
  const selfUrl = href(`/confirm-your-retailer.html${target ? `?${returnUrlQuery(target)}` : ''}`);
  const changeZipHref = href(`/confirm-your-zipcode.html?${returnUrlQuery(selfUrl)}`);

  /** Loads the list again: forgetting which ZIP it is for makes the loading effect fetch it. */
  const reload = () => {
    setFailedZip(null);
    setLoaded((current) => ({ ...current, zipCode: '' }));
  };

  const fail = (reason: RetailerFormError) => {
    setError(reason);
    setPending(false);
    // Focus goes where the problem is: the first choice for a missing one, the message otherwise.
    requestAnimationFrame(() => (reason === 'required' ? firstRadio.current : errorRef.current)?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const retailer = retailers?.find((option) => option.id === choice);
    if (!retailer) return fail('required');
    setPending(true);
    setError(null);
    // The list's ZIP becomes the visitor's when none is saved yet (ignored when it is the saved one).
    if (!stored?.zipCode) {
      const geographic = parseGeographicData({ ...place });
      if (geographic) saveZip(geographic);
    }
    if (!savePreferredRetailer({ id: retailer.id, zipcode: retailer.zipcode, name: retailer.name, city: retailer.city, state: retailer.state })) return fail('unavailable');
    if (target) {
      window.location.assign(target);
      return;
    }
    setPending(false);
    setSavedName(retailer.name);
  };

  const errorText =
    error === 'required' ? t('geo.retailer.required', { brand }) : error === 'not-found' ? t('geo.retailer.notFound') : error === 'unavailable' ? t('geo.retailer.unavailable') : null;
  const errorId = `${id}-error`;

  /** One retailer to choose; `index` counts across the near and far groups (the first one takes focus). */
  const option = (retailer: RetailerOption, index: number) => {
    const optionId = `${id}-r${index}`;
    const detailsId = `${optionId}-details`;
    const preferred = retailer.id === (stored?.selectedDealer ?? props.selectedId);
    return (
      <li key={retailer.id} className="retailer-option">
        <input
          ref={index === 0 ? firstRadio : undefined}
          id={optionId}
          className="choice__input choice__input--radio retailer-option__input"
          type="radio"
          name="dealer"
          value={retailer.id}
          checked={choice === retailer.id}
          aria-describedby={detailsId}
          aria-invalid={error === 'required' ? true : undefined}
          onChange={() => {
            setChoice(retailer.id);
            if (error === 'required') setError(null);
          }}
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
                <span className="retailer-option__distance">{t('geo.retailer.distance', { miles: formatMiles(retailer.distance, lang) })}</span>
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
  };

  let list;
  if (loading) {
    list = (
      <div className="geo-retailers__state">
        <Spinner label={t('geo.retailer.loading')} />
        <p className="geo-retailers__state-text" aria-hidden="true">
          {t('geo.retailer.loading')}
        </p>
      </div>
    );
  } else if (retailers === null || loadFailed) {
    list = (
      <div className="geo-message geo-message--warning" role="alert">
        <p className="geo-message__title">{t('geo.retailer.loadError')}</p>
        <p className="geo-message__text">
          {hydrated ? (
            <Button variant="secondary" onClick={reload}>
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
  } else if (territory) {
    list = (
      <div className="geo-message geo-message--warning" role="alert">
        <p className="geo-message__title">{t(`geo.territory.none.${territory}`, { brand })}</p>
        <p className="geo-message__text">{t('geo.retailer.territoryText', { brand })}</p>
        <p className="geo-message__text geo-message__links">
          <a href={href(SUPPORT_PATH)}>{t('geo.retailer.support')}</a>
          <a href={changeZipHref}>{t('geo.retailer.changeZip')}</a>
        </p>
      </div>
    );
  } else if (retailers.length === 0) {
    list = (
      <div className="geo-message geo-message--warning" role="alert">
        <p className="geo-message__title">{t('geo.retailer.empty')}</p>
        <p className="geo-message__text">
          <a href={changeZipHref}>{t('geo.retailer.changeZip')}</a>
        </p>
      </div>
    );
  } else {
    list = (
      <form className="geo-retailers__form" method="get" action={selfUrl.split('?')[0]} noValidate onSubmit={submit}>
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
            <div className="geo-retailers__far" role="group" aria-labelledby={`${id}-far`}>
              <h2 id={`${id}-far`} className="geo-retailers__far-title">
                {t('geo.retailer.farTitle', { miles, place: place.city ? `${place.city}, ${place.state}` : place.zipCode })}
              </h2>
              <ul className="retailer-options">{far.map((retailer, index) => option(retailer, near.length + index))}</ul>
            </div>
          ) : null}
        </fieldset>
        <div className="geo-form__actions">
          <Button type="submit" name="action" value="confirm" busy={pending}>
            {t('geo.retailer.confirm')}
          </Button>
          {target ? <a href={target}>{t('geo.back')}</a> : null}
        </div>
      </form>
    );
  }

  return (
    <div className="geo-panel">
      <div className="geo-current">
        <svg className="geo-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <circle cx="12" cy="9.8" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <p className="geo-current__text">
          <span className="geo-current__label">{t(near.length > 0 || loading ? 'geo.retailer.near' : 'geo.retailer.searchedFrom')}</span>{' '}
          <strong className="geo-current__value" data-testid="retailer-zip">
            {placeText}
          </strong>
          {usingDefault ? <span className="geo-current__hint">{t('geo.retailer.defaultPlace')}</span> : null}
        </p>
        <a className="geo-current__change" href={changeZipHref}>
          {t('geo.retailer.changeZip')}
        </a>
      </div>

      <div className="geo-status-slot" role="status" aria-live="polite">
        {savedName ? (
          <div className="geo-message geo-message--success">
            <p className="geo-message__title">{t('geo.retailer.saved', { name: savedName })}</p>
          </div>
        ) : null}
      </div>
      <FieldError id={errorId} ref={errorRef} error={errorText ?? undefined} className="geo-retailers__error" focusable />
      <div className="geo-retailers" aria-busy={loading || undefined}>
        {list}
      </div>
    </div>
  );
}

export const island = defineIsland({ tag: 'x-confirm-retailer', module: 'confirm-retailer', Component: ConfirmRetailer });
