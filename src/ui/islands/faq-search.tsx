/**
 * The FAQ search box (customer support): a GET form (`?faq=`) the server answers with the page and the matching
 * questions, so it works before and without script. Hydrated, it asks `/services/questions` as the visitor types
 * (after a pause) or submits, shows the questions in place with a polite count, and keeps `?faq=` in the address.
 */
import { useId, useState, type FormEvent } from 'react';
import { questionsMatching } from '#client/api.ts';
import type { QuestionsAnswer } from '#domain/content/questions.ts';
import { Button } from '#ui/components/button.tsx';
import { TextField } from '#ui/components/form-controls.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { useLatestRequest } from '#ui/components/use-latest-request.ts';
import { defineIsland } from './define.ts';

/** Questions shown at most; the count says how many matched. */
export const FAQ_SEARCH_LIMIT = 10;
/** What the box takes (the service's limit). */
export const FAQ_QUERY_MAX = 100;
const TYPING_PAUSE_MS = 300;

export interface FaqSearchProps {
  /** The page's own address (with its language), without query: where the no-script form is sent. */
  action: string;
  /** `?faq=` as typed, trimmed. */
  query: string;
  /** The server's answer for it; null before a search. */
  answer: QuestionsAnswer | null;
}

type Status = 'idle' | 'pending' | 'unavailable';

const excerpt = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length).replace(/\s+\S*$/, '')}…` : text);

function FaqSearch({ action, query: initialQuery, answer: initialAnswer }: FaqSearchProps) {
  const { t, lang } = usePage();
  const id = useId();
  const [value, setValue] = useState(initialQuery);
  const [shown, setShown] = useState<{ query: string; answer: QuestionsAnswer } | null>(initialAnswer ? { query: initialQuery, answer: initialAnswer } : null);
  const [status, setStatus] = useState<Status>('idle');
  const pending = useLatestRequest();

  const remember = (text: string) => {
    const address = new URL(window.location.href);
    if (text) address.searchParams.set('faq', text);
    else address.searchParams.delete('faq');
    window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  };

  const search = (typed: string, delayMs = 0) => {
    const text = typed.trim().slice(0, FAQ_QUERY_MAX);
    if (!text) {
      pending.cancel();
      setShown(null);
      setStatus('idle');
      remember('');
      return;
    }
    pending.schedule((signal) => ask(text, signal), delayMs);
  };

  const ask = async (text: string, signal: AbortSignal) => {
    setStatus('pending');
    const result = await questionsMatching(text, lang, FAQ_SEARCH_LIMIT, signal);
    if (signal.aborted) return;
    if (!result.ok) {
      setStatus('unavailable');
      return;
    }
    setShown({ query: text, answer: result.data });
    setStatus('idle');
    remember(text);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  const type = (next: string) => {
    setValue(next);
    search(next, TYPING_PAUSE_MS);
  };

  const count = shown
    ? shown.answer.total === 0
      ? t('faqSearch.none', { query: shown.query })
      : t('faqSearch.count', { count: shown.answer.total, query: shown.query })
    : '';
  return (
    <div className="faq-search" id={`${id}-faq`}>
      <form className="faq-search__form" role="search" method="get" action={`${action}#${id}-faq`} onSubmit={submit}>
        <TextField
          id={`${id}-q`}
          className="faq-search__field"
          name="faq"
          type="search"
          label={t('faqSearch.label')}
          hint={t('faqSearch.hint')}
          autoComplete="off"
          maxLength={FAQ_QUERY_MAX}
          value={value}
          onChange={(event) => type(event.target.value)}
        />
        <Button type="submit" busy={status === 'pending'} className="faq-search__submit">
          {t('faqSearch.submit')}
        </Button>
      </form>
      <p className="faq-search__status" role="status" aria-live="polite">
        {status === 'unavailable' ? t('faqSearch.unavailable') : count}
      </p>
      {shown && shown.answer.questions.length > 0 ? (
        <ul className={`faq-search__results${status === 'pending' ? ' is-pending' : ''}`} aria-label={t('faqSearch.resultsLabel')}>
          {shown.answer.questions.map((item) => (
            <li key={`${item.page.key}-${item.id}`} className="faq-search__result">
              <a href={item.url}>{item.question}</a>
              <p>{excerpt(item.answer)}</p>
              <p className="faq-search__page">{item.page.title}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const island = defineIsland({ tag: 'x-faq-search', module: 'faq-search', Component: FaqSearch });
