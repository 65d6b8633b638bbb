/**
 * The recall lookup: a VIN field over a plain GET form (`?vin=`), so it works before and without script — the server
 * answers with the page and the result. Hydrated, it checks the VIN with the forms' VIN rule, fetches
 * `/services/vehicles/recalls/{vin}` in place with a loading state, shows the answer and moves focus to its heading.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { recallsByVin } from '#client/api.ts';
import type { RecallAnswer } from '#domain/recalls/view.ts';
import { CUSTOMER_SUPPORT_PATH, errorText, validateField } from '#domain/validation/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { Button } from '#ui/components/button.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { Spinner } from '#ui/components/spinner.tsx';
import { RecallResults } from '#ui/owners/recall-results.tsx';
import { defineIsland } from './define.ts';

export interface RecallLookupProps {
  /** The page the no-script form is sent to (the recalls page), as a site path. */
  action: string;
  /** The VIN in the address (`?vin=`), as typed. */
  vin: string;
  /** The server's answer for that VIN, when it passed the VIN rule. */
  result: RecallAnswer | null;
  /** The VIN rule's error for that VIN, when it failed. */
  error: FieldError | null;
  /** The answer's heading level: 3 under the lookup's own section heading, 2 where it stands alone. */
  headingLevel?: 2 | 3;
}

type Status = { kind: 'idle' } | { kind: 'pending'; vin: string } | { kind: 'unavailable' };

function RecallLookup({ action, vin: initialVin, result, error: initialError, headingLevel = 3 }: RecallLookupProps) {
  const { t, lang, brand, wcmmodeDisabled } = usePage();
  const href = useHref();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The pointer went down on the submit button: the field's blur that follows must not move the button away. */
  const pressing = useRef(false);
  const [value, setValue] = useState(initialVin);
  const [error, setError] = useState<FieldError | null>(initialError);
  const [answer, setAnswer] = useState<RecallAnswer | null>(result);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** Counts the answers fetched here: each moves focus to its heading once it is on the page. */
  const [answered, setAnswered] = useState(0);
  const has = (key: string) => !t(key).startsWith('ERROR: Translation key not found');
  const headingId = `${id}-result`;
  const pending = status.kind === 'pending';

  // Once the answer is rendered, its heading takes focus, so it is what a screen reader reads next.
  useEffect(() => {
    if (answered > 0) headingRef.current?.focus();
  }, [answered]);

  const check = (text: string) => validateField('vin', text, { values: {}, brand, required: true });

  /** The address of the lookup's page with or without `?vin=`, when the lookup is on that page (not elsewhere). */
  const pageAddress = (vin: string | null): string | null => {
    const page = new URL(href(action), window.location.href);
    if (page.pathname !== window.location.pathname) return null;
    if (vin) page.searchParams.set('vin', vin);
    else page.searchParams.delete('vin');
    return `${page.pathname}${page.search}`;
  };

  /** A VIN refused after an earlier answer: that vehicle's recalls go, from the page and from the address. */
  const forgetAnswer = () => {
    setAnswer(null);
    const address = pageAddress(null);
    if (address) window.history.replaceState(window.history.state, '', address);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressing.current = false;
    if (pending) return;
    const problem = check(value);
    setError(problem);
    if (problem) {
      forgetAnswer();
      inputRef.current?.focus();
      return;
    }
    const vin = value.trim().toUpperCase();
    setStatus({ kind: 'pending', vin });
    try {
      const result = await recallsByVin(vin, lang);
      if (!result.ok && result.error.kind === 'status' && result.error.status === 400) {
        // The server's rule is the same one; should it disagree, its verdict is shown.
        setError(check(vin) ?? validateField('vin', '', { values: {}, brand, required: true }));
        forgetAnswer();
        setStatus({ kind: 'idle' });
        inputRef.current?.focus();
        return;
      }
      if (!result.ok) throw new Error(result.error.kind);
      const next = result.data;
      setAnswer(next);
      setStatus({ kind: 'idle' });
      setAnswered((count) => count + 1);
      // The address names the VIN checked, so a reload or a shared link shows the same answer (on the recalls page).
      const address = pageAddress(vin);
      if (address) window.history.replaceState(window.history.state, '', address);
    } catch {
      setStatus({ kind: 'unavailable' });
    }
  };

  const shownError = error ? errorText(error, t, has) : undefined;
  return (
    <div className="recall-lookup">
      <form className="recall-lookup__form" method="get" action={`${href(action).split('?')[0] ?? ''}#${headingId}`} noValidate onSubmit={(event) => void submit(event)}>
        {wcmmodeDisabled ? <input type="hidden" name="wcmmode" value="disabled" /> : null}
        <TextField
          ref={inputRef}
          id={`${id}-vin`}
          className="recall-lookup__field"
          name="vin"
          label={t('recalls.lookup.label')}
          hint={t('recalls.lookup.hint')}
          error={shownError}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => {
            // Spec 5: the VIN is checked on leaving the field, never while typing. Not when the field is left for the
            // submit button: an error appearing (or going) then would shift the button from under the pointer before
            // the click lands, and the submission checks the VIN anyway.
            if (pressing.current) return;
            if (error || value.trim() !== '') setError(check(value));
          }}
        />
        {error?.params?.supportUrl ? (
          <p className="field__hint recall-lookup__support">
            <a href={href(CUSTOMER_SUPPORT_PATH)}>{t('form.supportLink')}</a>
          </p>
        ) : null}
        <Button
          type="submit"
          size="large"
          busy={pending}
          className="recall-lookup__submit"
          onPointerDown={() => {
            pressing.current = true;
          }}
          onPointerUp={() => {
            pressing.current = false;
          }}
          onPointerCancel={() => {
            pressing.current = false;
          }}
        >
          {t('recalls.lookup.submit')}
        </Button>
      </form>

      <div className="recall-lookup__status" role="status" aria-live="polite">
        {status.kind === 'pending' ? (
          <p className="recall-lookup__pending">
            <Spinner size="sm" decorative />
            {t('recalls.lookup.checking', { vin: status.vin })}
          </p>
        ) : status.kind === 'unavailable' ? (
          <p className="recall-lookup__failed">{t('recalls.lookup.unavailable')}</p>
        ) : null}
      </div>

      <div className={`recall-lookup__answer${pending ? ' is-pending' : ''}`} aria-busy={pending || undefined}>
        {answer ? <RecallResults answer={answer} headingId={headingId} headingRef={headingRef} headingLevel={headingLevel} /> : null}
      </div>
    </div>
  );
}

export const island = defineIsland({ tag: 'x-recall-lookup', module: 'recall-lookup', Component: RecallLookup });
