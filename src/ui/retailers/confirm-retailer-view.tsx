/**
 * Confirm-your-retailer as the visitor sees it: the place the list is for (with "Change ZIP code"), the saved
 * confirmation, the form's error, and the list (confirm-retailer-list.tsx). It renders the state of
 * use-confirm-retailer.ts.
 */
import { useId, type RefObject } from 'react';
import { FieldError } from '#ui/components/form-controls.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { ConfirmRetailerList } from './confirm-retailer-list.tsx';
import type { ConfirmRetailer } from './use-confirm-retailer.ts';

export interface ConfirmRetailerViewProps {
  state: ConfirmRetailer;
  firstRadio: RefObject<HTMLInputElement | null>;
  errorRef: RefObject<HTMLParagraphElement | null>;
}

export function ConfirmRetailerView({ state, firstRadio, errorRef }: ConfirmRetailerViewProps) {
  const { t, brand } = usePage();
  const id = useId();
  const { place, error, loading } = state;
  const placeText = place.city ? `${place.zipCode} · ${place.city}, ${place.state}` : place.zipCode;
  const errorText =
    error === 'required' ? t('geo.retailer.required', { brand }) : error === 'not-found' ? t('geo.retailer.notFound') : error === 'unavailable' ? t('geo.retailer.unavailable') : null;
  const errorId = `${id}-error`;
  return (
    <div className="geo-panel">
      <div className="geo-current">
        <svg className="geo-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <circle cx="12" cy="9.8" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <p className="geo-current__text">
          <span className="geo-current__label">{t(state.near.length > 0 || loading ? 'geo.retailer.near' : 'geo.retailer.searchedFrom')}</span>{' '}
          <strong className="geo-current__value" data-testid="retailer-zip">
            {placeText}
          </strong>
          {state.usingDefault ? <span className="geo-current__hint">{t('geo.retailer.defaultPlace')}</span> : null}
        </p>
        <a className="geo-current__change" href={state.changeZipHref}>
          {t('geo.retailer.changeZip')}
        </a>
      </div>

      <div className="geo-status-slot" role="status" aria-live="polite">
        {state.savedName ? (
          <div className="geo-message geo-message--success">
            <p className="geo-message__title">{t('geo.retailer.saved', { name: state.savedName })}</p>
          </div>
        ) : null}
      </div>
      <FieldError id={errorId} ref={errorRef} error={errorText ?? undefined} className="geo-retailers__error" focusable />
      <div className="geo-retailers" aria-busy={loading || undefined}>
        <ConfirmRetailerList state={state} firstRadio={firstRadio} listId={id} errorId={errorId} errorText={errorText} />
      </div>
    </div>
  );
}
