/**
 * The site search box: a GET form to the search results page in the visitor's language, which is all it is
 * without script (and until hydrated, a plain search field). Once hydrated it becomes the WAI-ARIA combobox with a
 * list of suggestions while typing (`/services/search/suggest`, 180 ms after the last key): Down/Up move through
 * the options, Enter goes to the highlighted one (or searches when none is), Escape closes the list, or clears the
 * field when the list is closed; a click on an option goes there. The last option always searches for the text.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { searchSuggestions } from '#client/api.ts';
import type { SearchSuggestion } from '#domain/search/types.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { useLatestRequest } from '#ui/components/use-latest-request.ts';
import { Highlighted, kindLabel } from '#ui/search/labels.tsx';
import { defineIsland } from './define.ts';

export interface SiteSearchProps {
  /** The results page's address without language prefix. */
  action: string;
  /** Where the box sits: the header's compact box or the results page's own. */
  variant: 'header' | 'page';
  /** The text the field starts with (the results page's query). */
  value?: string;
}

/** Quiet time after the last key before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 180;
/** Shorter texts get no suggestions. */
export const SUGGEST_MIN_LENGTH = 2;
export const QUERY_MAX_LENGTH = 100;

const noSubscription = () => () => {};

type Option = { type: 'suggestion'; suggestion: SearchSuggestion } | { type: 'search' };

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SiteSearch({ action, variant, value = '' }: SiteSearchProps) {
  const { t, lang } = usePage();
  const href = useHref();
  const target = href(action);
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useLatestRequest();
  // False on the server and while hydrating, true after: until then the field is the plain search box the server
  // sent; the combobox roles come with the script.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [text, setText] = useState(value);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  const options: Option[] = open ? [...suggestions.map((suggestion): Option => ({ type: 'suggestion', suggestion })), { type: 'search' }] : [];
  const searchUrl = (query: string) => `${target}?${new URLSearchParams({ q: query }).toString()}`;

  // Closing also forgets suggestions still on their way: an answer arriving after Escape (or Tab, or a click
  // elsewhere) must not open the list again.
  const close = () => {
    pending.cancel();
    setOpen(false);
    setActive(-1);
  };

  const ask = async (query: string, signal: AbortSignal) => {
    const result = await searchSuggestions(query, lang, signal);
    // Asked again, or the list was closed, meanwhile.
    if (signal.aborted) return;
    if (!result.ok && result.error.kind === 'status' && result.error.status === 503) {
      setSuggestions([]);
      setOpen(false);
      setStatus(t('search.notReady'));
      return;
    }
    // Offline, or an answer that is not one: the form still searches.
    if (!result.ok && result.error.kind !== 'status') return;
    const suggestions: SearchSuggestion[] = result.ok ? result.data.suggestions : [];
    setSuggestions(suggestions);
    setOpen(true);
    setActive(-1);
    setStatus(suggestions.length ? t('search.suggest.count', { count: suggestions.length }) : t('search.suggest.none'));
  };

  const onType = (next: string) => {
    setText(next);
    const query = next.trim();
    if (query.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      close();
      setStatus('');
      return;
    }
    pending.schedule((signal) => ask(query, signal), SUGGEST_DEBOUNCE_MS);
  };

  useEffect(() => {
    // Text typed before the script arrived: suggest for it at once.
    const typed = inputRef.current?.value ?? '';
    const early = typed !== value ? setTimeout(() => onType(typed), 0) : null;
    return () => {
      if (early) clearTimeout(early);
    };
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (option: Option | undefined) => {
    if (!option) return;
    close();
    window.location.assign(option.type === 'suggestion' ? option.suggestion.url : searchUrl(text.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!open) {
          if (suggestions.length === 0) return;
          event.preventDefault();
          setOpen(true);
          setActive(0);
          return;
        }
        event.preventDefault();
        setActive((index) => (index + 1) % options.length);
        return;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        return;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          go(options[active]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (event.currentTarget.value) {
          event.preventDefault();
          event.currentTarget.value = '';
          onType('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
  };

  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const formLabel = variant === 'header' ? t('search.label') : t('search.page.formLabel');

  return (
    <div className={`site-search-combo site-search-combo--${variant}`}>
      <form className={`site-search site-search--${variant}`} role="search" aria-label={formLabel} action={target} method="get">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="site-search__input"
          type="search"
          name="q"
          maxLength={QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          required
          // Uncontrolled, so what is typed before the script arrives survives hydration.
          defaultValue={value}
          onChange={(event) => onType(event.target.value)}
          {...(enhanced
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
                onKeyDown,
                onBlur: close,
              }
            : {})}
        />
        <button className="site-search__button" type="submit">
          <SearchIcon />
          <span className={variant === 'header' ? 'visually-hidden' : 'site-search__button-text'}>{t('search.submit')}</span>
        </button>
      </form>
      {enhanced ? (
          <ul id={listId} role="listbox" className="site-search-combo__list" aria-label={t('search.suggest.label')} hidden={!expanded}>
            {options.map((option, index) => (
              <li
                key={option.type === 'suggestion' ? option.suggestion.id : 'search'}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`site-search-combo__option${index === active ? ' is-active' : ''}${option.type === 'search' ? ' site-search-combo__option--search' : ''}`}
                // Keeps the focus in the field, so the list stays open until the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option)}
                onMouseEnter={() => setActive(index)}
              >
                {option.type === 'suggestion' ? (
                  <>
                    <span className="site-search-combo__title">
                      <Highlighted parts={option.suggestion.title} />
                    </span>
                    <span className={`search-kind search-kind--${option.suggestion.kind}`}>{kindLabel(t, option.suggestion.kind)}</span>
                  </>
                ) : (
                  <>
                    <SearchIcon />
                    <span className="site-search-combo__title">{t('search.suggest.searchFor', { query: text.trim() })}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
      ) : null}
      {/* A live region without the status role: the page's own status message (a confirmation number) stays the one status. */}
      <p className="visually-hidden site-search__announce" aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </div>
  );
}

export const island = defineIsland<SiteSearchProps>({ tag: 'x-site-search', module: 'site-search', Component: SiteSearch });
