/**
 * Confirm your ZIP code: a ZIP field and "Use my location". The form is a plain GET form the server handles
 * (`?zip=&returnUrl=`), so it works before and without script; hydrated, the island checks the ZIP with the
 * geographic lookup itself, saves it (cookie and local storage) and goes on to the return address.
 */
import { geoErrorKey } from '#domain/geo/geolocation.ts';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { checkReturnPath } from '#domain/geo/return-url.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { Button } from '#ui/components/button.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { fetchGeographicData, locateVisitor, readGeoData, requestBrowserLocation, saveZip, subscribe, type BrowserLocation } from '#ui/geo/geo-store.ts';
import { defineIsland } from './define.ts';

export type ZipError = 'invalid' | 'not-found' | 'unavailable';

export interface SavedPlace {
  zipCode: string;
  city: string;
  state: string;
}

export interface ConfirmZipProps {
  /** Where to go once the ZIP is saved: a checked same-site path, or null to stay here. */
  returnUrl: string | null;
  /** The ZIP saved in the visitor's cookie when the server rendered the page. */
  current: SavedPlace | null;
  /** A form sent without script that the server could not accept: what was typed and why. */
  submitted: { value: string; error: ZipError } | null;
  /** The server has just saved a ZIP sent without script (and there was nowhere to return to). */
  saved: boolean;
}

type Status = { kind: 'saved' } | { kind: 'locating' } | { kind: 'location'; result: BrowserLocation } | null;

const noop = () => () => {};

function placeText(place: SavedPlace): string {
  return place.city ? `${place.zipCode} · ${place.city}, ${place.state}` : place.zipCode;
}

function PinIcon() {
  return (
    <svg className="geo-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <circle cx="12" cy="9.8" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function LocateIcon() {
  return (
    <svg className="geo-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="2.2" fill="currentColor" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

function ConfirmZip({ returnUrl, current: serverCurrent, submitted, saved }: ConfirmZipProps) {
  const { t, wcmmodeDisabled } = usePage();
  const href = useHref();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const stored = useSyncExternalStore(subscribe, readGeoData, () => null);
  const current: SavedPlace | null = stored?.zipCode ? { zipCode: stored.zipCode, city: stored.city, state: stored.state } : serverCurrent;
  const [value, setValue] = useState(submitted?.value ?? serverCurrent?.zipCode ?? '');
  const [error, setError] = useState<ZipError | null>(submitted?.error ?? null);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<Status>(saved ? { kind: 'saved' } : null);
  const target = checkReturnPath(returnUrl);

  // Nothing saved yet: the spec's location state may still know the visitor's ZIP (window.HALDEN_GEO); offer it.
  const knownZip = Boolean(serverCurrent || submitted);
  useEffect(() => {
    if (knownZip) return;
    const controller = new AbortController();
    void locateVisitor({ signal: controller.signal }).then((found) => {
      if (found.source === 'external') setValue((typed) => typed || found.zipCode);
    });
    return () => controller.abort();
  }, [knownZip]);

  // A form the server sent back with an error: take the visitor straight to the field.
  useEffect(() => {
    if (submitted) inputRef.current?.focus();
  }, [submitted]);

  const errorText =
    error === 'invalid' ? t('geo.zip.error.invalid') : error === 'not-found' ? t('geo.zip.error.notFound') : error === 'unavailable' ? t('geo.zip.error.unavailable') : undefined;

  const fail = (reason: ZipError) => {
    setError(reason);
    setPending(false);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const zip = normaliseZip(value);
    if (!zip) return fail('invalid');
    setError(null);
    setStatus(null);
    setPending(true);
    const lookup = await fetchGeographicData(zip);
    if (lookup.status !== 'ok') return fail(lookup.status);
    // Ignored (nothing written) when it is the ZIP already saved; either way the visitor goes on.
    saveZip(lookup.place);
    if (target) {
      window.location.assign(target);
      return;
    }
    setValue(lookup.place.zipCode);
    setPending(false);
    setStatus({ kind: 'saved' });
  };

  const locate = async () => {
    if (status?.kind === 'locating') return;
    setStatus({ kind: 'locating' });
    const result = await requestBrowserLocation();
    if (result.status === 'allow') {
      setValue(result.zipCode);
      setError(null);
    }
    setStatus({ kind: 'location', result });
  };

  const blockText = (result: BrowserLocation) => t(geoErrorKey(result.code ?? 4));

  let message: { tone: 'success' | 'info' | 'warning'; title: string; text?: string } | null = null;
  if (status?.kind === 'saved' && current) message = { tone: 'success', title: t('geo.zip.saved'), text: t('geo.zip.savedText', { place: placeText(current) }) };
  else if (status?.kind === 'locating') message = { tone: 'info', title: t('geo.locate.busy') };
  else if (status?.kind === 'location' && status.result.status === 'allow') {
    const place = status.result.place;
    message = { tone: 'success', title: t('geo.locate.found', { place: placeText(place) }), text: t('geo.locate.foundText') };
  } else if (status?.kind === 'location' && status.result.status === 'block') message = { tone: 'warning', title: blockText(status.result), text: t('geo.locate.blockedText') };

  return (
    <div className="geo-panel">
      <div className="geo-current">
        <PinIcon />
        <p className="geo-current__text">
          <span className="geo-current__label">{t('geo.zip.current')}</span>{' '}
          <strong className="geo-current__value" data-testid="current-zip">
            {current ? placeText(current) : t('geo.zip.none')}
          </strong>
        </p>
      </div>

      <div className="geo-status-slot" role="status" aria-live="polite">
        {message ? (
          <div className={`geo-message geo-message--${message.tone}`}>
            <p className="geo-message__title">{message.title}</p>
            {message.text ? <p className="geo-message__text">{message.text}</p> : null}
          </div>
        ) : null}
      </div>

      <form className="geo-form" method="get" action={href('/confirm-your-zipcode.html').split('?')[0]} noValidate onSubmit={(event) => void submit(event)}>
        {target ? <input type="hidden" name="returnUrl" value={target} /> : null}
        {wcmmodeDisabled ? <input type="hidden" name="wcmmode" value="disabled" /> : null}
        <TextField
          ref={inputRef}
          id={`${id}-zip`}
          className="geo-form__zip"
          name="zip"
          label={t('geo.zip.label')}
          hint={t('geo.zip.hint')}
          error={errorText}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          spellCheck={false}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        <div className="geo-form__actions">
          <Button type="submit" busy={pending}>
            {target ? t('geo.zip.continue') : t('geo.zip.submit')}
          </Button>
          {/* "Use my location" needs script. It is in the page from the first paint (inert until the island wakes) so
              the form does not grow then and push the note down; without script the stylesheet hides it. */}
          <span className="geo-form__or needs-script">{t('geo.or')}</span>
          <Button variant="secondary" className="needs-script" busy={status?.kind === 'locating'} aria-disabled={hydrated ? undefined : true} onClick={hydrated ? () => void locate() : undefined}>
            <LocateIcon />
            {t('geo.locate.button')}
          </Button>
        </div>
      </form>
      <p className="geo-note">{t('geo.zip.note')}</p>
      {target ? (
        <p className="geo-back">
          <a href={target}>{t('geo.back')}</a>
        </p>
      ) : null}
    </div>
  );
}

export const island = defineIsland({ tag: 'x-confirm-zip', module: 'confirm-zip', Component: ConfirmZip });
