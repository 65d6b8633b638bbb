/**
 * The global compare page's form: up to three vehicles and the "only differences" switch, sent as a GET form (`v` per
 * slot, in slot order, empty for an empty slot). Without script (and until hydrated) each slot is a plain select. Once
 * hydrated each slot is a WAI-ARIA combobox with a list popup: vehicle 1 searches our vehicles
 * (`/services/compare/primarysearch`), vehicles 2 and 3 search what compares with vehicle 1 — its other trims, our
 * vehicles of its class and other makers' vehicles (`/services/compare/secondarysearch`). Typing asks after a short
 * pause; Down/Up (or Alt+Down) open and move through the list, Enter chooses, Escape closes the list or clears the
 * field, a click chooses. The choice is a hidden `v` input, so the form sends what it always sent. When the search
 * cannot be reached, the slot becomes the select again.
 */
import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { compareSecondarySearch, comparePrimarySearch } from '#client/api.ts';
import type { CompareVehicle } from '#domain/catalog/contract.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { useLatestRequest } from '#ui/components/use-latest-request.ts';
import { defineIsland } from './define.ts';

export interface CompareChoice {
  ref: string;
  name: string;
}

export interface ComparePickerProps {
  /** The compare page's address without language prefix. */
  action: string;
  /** Our trims of each model's latest active year, a group per model year (the selects' options). */
  own: { label: string; options: CompareChoice[] }[];
  /** Other makers' vehicles (demo data), offered in vehicles 2 and 3. */
  others: CompareChoice[];
  /** What each slot holds, from the address. */
  slots: (CompareChoice | null)[];
  onlyDifferences: boolean;
}

/** Quiet time after the last key before the search is asked. */
export const COMPARE_SEARCH_DEBOUNCE_MS = 150;
export const COMPARE_QUERY_MAX_LENGTH = 60;

const noSubscription = () => () => {};

type SearchResult = CompareVehicle & { relation?: string };
type Problem = 'none' | 'error' | 'notChosen' | null;

function SlotSelect({ id, index, props, value, describedBy }: { id: string; index: number; props: ComparePickerProps; value: CompareChoice | null; describedBy?: string }) {
  const { t } = usePage();
  const listed = new Set([...props.own.flatMap((group) => group.options), ...props.others].map((option) => option.ref));
  return (
    <select id={id} name="v" className="field__input" defaultValue={value?.ref ?? ''} aria-describedby={describedBy}>
      <option value="">{t('compare.chooseVehicle')}</option>
      {value && !listed.has(value.ref) ? <option value={value.ref}>{value.name}</option> : null}
      {props.own.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.ref} value={option.ref}>
              {option.name}
            </option>
          ))}
        </optgroup>
      ))}
      {index > 0 && props.others.length ? (
        <optgroup label={t('compare.otherMakers')}>
          {props.others.map((option) => (
            <option key={option.ref} value={option.ref}>
              {option.name}
            </option>
          ))}
        </optgroup>
      ) : null}
    </select>
  );
}

interface SlotProps {
  index: number;
  props: ComparePickerProps;
  enhanced: boolean;
  chosen: CompareChoice | null;
  onChoose: (choice: CompareChoice | null) => void;
  /** Vehicle 1's reference, which vehicles 2 and 3 are searched against. */
  primary: string | null;
  problem: Problem;
  onProblem: (problem: Problem) => void;
  announce: (message: string) => void;
  registerInput: (input: HTMLInputElement | null) => void;
}

function Slot({ index, props, enhanced, chosen, onChoose, primary, problem, onProblem, announce, registerInput }: SlotProps) {
  const { t, lang } = usePage();
  const base = useId();
  const inputId = `${base}-input`;
  const listId = `${base}-list`;
  const hintId = `${base}-hint`;
  const problemId = `${base}-problem`;
  const pending = useLatestRequest();
  const [text, setText] = useState(chosen?.name ?? '');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [fallback, setFallback] = useState(false);
  const [lastQuery, setLastQuery] = useState('');
  const secondary = index > 0;
  const waiting = secondary && !primary;
  const label = t('compare.slot', { number: index + 1 });
  const hint = waiting ? t('compare.search.needsPrimary') : secondary ? t('compare.search.hintSecondary') : t('compare.search.hintPrimary');

  // Closing also forgets results still on their way: an answer arriving after Escape must not open the list again.
  const close = () => {
    pending.cancel();
    setOpen(false);
    setActive(-1);
  };

  const ask = (query: string, openAt: number, delayMs = 0) =>
    pending.schedule(async (signal) => {
      const result = await (secondary && primary ? compareSecondarySearch(query, primary, lang, signal) : comparePrimarySearch(query, lang, signal));
      if (signal.aborted || (!result.ok && result.error.kind === 'aborted')) return;
      if (!result.ok) {
        // The search is out of reach: the slot becomes the select it was without script.
        close();
        setFallback(true);
        onProblem('error');
        announce(t('compare.search.error'));
        return;
      }
      const found: SearchResult[] = result.data.results;
      setResults(found);
      setLastQuery(query);
      setOpen(found.length > 0);
      setActive(found.length > 0 ? openAt : -1);
      onProblem(found.length ? null : 'none');
      announce(found.length ? t('compare.search.count', { count: found.length }) : t('compare.search.none', { query }));
    }, delayMs);

  const onType = (next: string) => {
    setText(next);
    if (chosen) onChoose(null);
    onProblem(null);
    const query = next.trim();
    if (!query) {
      setResults([]);
      close();
      return;
    }
    ask(query, -1, COMPARE_SEARCH_DEBOUNCE_MS);
  };

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    close();
    setText(result.name);
    onChoose({ ref: result.ref, name: result.name });
    onProblem(null);
    announce(t('compare.search.chosen', { vehicle: result.name }));
  };

  const clear = () => {
    setText('');
    setResults([]);
    close();
    onChoose(null);
    onProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          // Open on the results already there, or ask for them (an empty field lists the first candidates).
          if (results.length && lastQuery === text.trim() && !chosen) {
            setOpen(true);
            setActive(event.altKey ? -1 : 0);
          } else ask(chosen ? '' : text.trim(), event.altKey ? -1 : 0);
          return;
        }
        if (!event.altKey) setActive((current) => (current + 1) % results.length);
        return;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        setActive((current) => (current <= 0 ? results.length - 1 : current - 1));
        return;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          choose(results[active]);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          clear();
        }
        return;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
  };

  if (!enhanced || fallback) {
    // The same hint as the combobox's, above the select: the slot keeps its height when the island takes over (a
    // hint that appeared only then moved the page below it, CLS 0.06).
    return (
      <div className="compare__slot">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <p id={hintId} className="field__hint compare-combo__hint">
          {hint}
        </p>
        <SlotSelect id={inputId} index={index} props={props} value={chosen} describedBy={fallback ? `${problemId} ${hintId}` : hintId} />
        {fallback ? (
          <p id={problemId} className="compare-combo__message compare-combo__message--error">
            {t('compare.search.error')}
          </p>
        ) : null}
      </div>
    );
  }

  const expanded = open && results.length > 0;
  const optionId = (position: number) => `${listId}-${position}`;
  const message = problem === 'none' ? t('compare.search.none', { query: lastQuery }) : problem === 'notChosen' ? t('compare.search.notChosen') : null;
  return (
    <div className="compare__slot">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <p id={hintId} className="field__hint compare-combo__hint">
        {hint}
      </p>
      <div className={`compare-combo${chosen ? ' compare-combo--chosen' : ''}`}>
        <input
          ref={registerInput}
          id={inputId}
          className="field__input compare-combo__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={message ? `${problemId} ${hintId}` : hintId}
          aria-invalid={problem === 'notChosen' ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={COMPARE_QUERY_MAX_LENGTH}
          placeholder={t('compare.search.placeholder')}
          disabled={waiting && !chosen}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {text ? (
          <button type="button" className="compare-combo__clear" aria-label={t('compare.search.clear', { number: index + 1 })} onClick={clear}>
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <ul id={listId} role="listbox" className="compare-combo__list" aria-label={t('compare.search.listLabel')} hidden={!expanded}>
          {(expanded ? results : []).map((result, position) => (
            <li
              key={result.ref}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              className={`compare-combo__option${position === active ? ' is-active' : ''}${result.kind === 'competitor' ? ' compare-combo__option--other' : ''}`}
              // Keeps the focus in the field, so the list stays open until the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
              onMouseEnter={() => setActive(position)}
            >
              <span className="compare-combo__name">{result.name}</span>
              <span className="compare-combo__meta">
                {result.category} · {formatDollars(result.msrp)}
              </span>
              {result.kind === 'competitor' ? <span className="compare__other-tag">{t('compare.otherMaker')}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <input type="hidden" name="v" value={chosen?.ref ?? ''} />
      {message ? (
        <p id={problemId} className={`compare-combo__message${problem === 'notChosen' ? ' compare-combo__message--error' : ''}`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function ComparePicker(props: ComparePickerProps) {
  const { t } = usePage();
  const href = useHref();
  // False on the server and while hydrating, true after: the selects become comboboxes with the script.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [chosen, setChosen] = useState<(CompareChoice | null)[]>(() => Array.from({ length: props.slots.length }, (_, index) => props.slots[index] ?? null));
  const [problems, setProblems] = useState<Problem[]>(() => props.slots.map(() => null));
  const [status, setStatus] = useState('');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const primary = chosen[0]?.ref ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A slot with text but no vehicle chosen from its list would be sent empty: say so instead.
    const unchosen = inputs.current.findIndex((input, index) => input !== null && !input.disabled && input.value.trim() !== '' && !chosen[index]);
    if (unchosen < 0) return;
    event.preventDefault();
    setProblems((current) => current.map((problem, index) => (index === unchosen ? 'notChosen' : problem)));
    inputs.current[unchosen]?.focus();
  };

  return (
    <form className="compare__form" method="get" action={href(props.action)} onSubmit={onSubmit} noValidate>
      <div className="compare__slots">
        {props.slots.map((_, index) => (
          <Slot
            key={index}
            index={index}
            props={props}
            enhanced={enhanced}
            chosen={chosen[index] ?? null}
            onChoose={(choice) => setChosen((current) => current.map((value, position) => (position === index ? choice : value)))}
            primary={primary}
            problem={problems[index] ?? null}
            onProblem={(problem) => setProblems((current) => current.map((value, position) => (position === index ? problem : value)))}
            announce={setStatus}
            registerInput={(input) => {
              inputs.current[index] = input;
            }}
          />
        ))}
      </div>
      <div className="compare__form-row">
        <label className="filters__check">
          <input type="checkbox" name="diff" value="1" defaultChecked={props.onlyDifferences} />
          <span>{t('compare.onlyDifferences')}</span>
        </label>
        <button type="submit" className="button button--primary">
          {t('compare.submit')}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </form>
  );
}

export const island = defineIsland<ComparePickerProps>({ tag: 'x-compare-picker', module: 'compare-picker', Component: ComparePicker });
