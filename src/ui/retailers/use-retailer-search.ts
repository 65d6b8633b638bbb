/**
 * The retailer finder's search: the box's text, suggestions from our own ZIP index (debounced, picked with the
 * arrow keys), "use my location", and the search itself, in place — the list and its message, the address bar's
 * `?q=`, and a ZIP searched becoming the visitor's for the rest of the site.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { placeSuggestions } from '#client/api.ts';
import type { PlaceSuggestion } from '#domain/geo/contract.ts';
import { parseGeographicData } from '#domain/geo/geo-data.ts';
import { geoErrorKey } from '#domain/geo/geolocation.ts';
import type { RetailerList } from '#domain/retailers/contract.ts';
import { RETAILER_LIMITS } from '#domain/retailers/types.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { useLatestRequest } from '#ui/components/use-latest-request.ts';
import { findVisitorZip, readZipState, requestBrowserLocation, saveZip, SERVER_ZIP_STATE, subscribe } from '#ui/geo/geo-store.ts';
import { listMessage, type FinderMessage, type RetailerFinderProps } from './finder-types.ts';
import { findRetailers } from './nearest.ts';

export interface RetailerSearch {
  query: string;
  list: RetailerList | null;
  message: FinderMessage | null;
  loading: boolean;
  suggestions: PlaceSuggestion[];
  /** The suggestion the arrow keys are on (-1: none). */
  highlighted: number;
  /** What "use my location" is doing or why it failed, while there is something to say. */
  locating: string | null;
  /** Why browser geolocation was refused earlier this session (the Zip state's block), or null. */
  refused: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onType: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  closeSuggestions: () => void;
  choose: (suggestion: PlaceSuggestion) => void;
  locateMe: () => Promise<void>;
}

const placeText = (suggestion: PlaceSuggestion) => `${suggestion.city}, ${suggestion.state} ${suggestion.zipCode}`;

/** `statusRef` is the status line's: it takes focus after a search, so its text is read out. */
export function useRetailerSearch(props: RetailerFinderProps, statusRef: RefObject<HTMLParagraphElement | null>): RetailerSearch {
  const { t } = usePage();
  const [query, setQuery] = useState(props.query);
  const [list, setList] = useState(props.list);
  const [message, setMessage] = useState<FinderMessage | null>(props.message);
  const [loading, setLoading] = useState(false);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [highlighted, setHighlighted] = useState(-1);
  const [locating, setLocating] = useState<string | null>(null);
  const suggesting = useLatestRequest();
  const touched = useRef(false);
  const service = props.mode === 'collision' ? 'certifiedCollision' : null;

  const dropSuggestions = () => {
    suggesting.cancel();
    setSuggestions([]);
    setHighlighted(-1);
  };

  const search = async (text: string) => {
    const value = text.trim();
    // Suggestions still on their way would open over the list searched for.
    dropSuggestions();
    if (!value) {
      setMessage('noResults');
      return;
    }
    setLoading(true);
    const zip = /^\d{5}$/.test(value);
    try {
      const answer = await findRetailers(value, { count: RETAILER_LIMITS.maximum * 2, service });
      // The spec: a failed retailer fetch just stops the loading indicator.
      if (answer.kind !== 'list' && answer.kind !== 'invalidZip' && answer.kind !== 'unknownZip') return;
      const found = answer.kind === 'list' ? answer.list : null;
      setList(found);
      // A ZIP the visitor typed becomes theirs for the rest of the site (the visitor context keeps their retailer).
      const place = zip ? parseGeographicData(found?.origin) : null;
      if (place) saveZip(place);
      setMessage(found ? listMessage(found) : answer.kind === 'invalidZip' ? 'invalidZip' : 'noMatch');
      const url = new URL(location.href);
      url.searchParams.set('q', value);
      history.replaceState(history.state, '', url);
      statusRef.current?.focus();
    } catch {
      // Storage or history refused: the list already shows, nothing else to undo.
    } finally {
      setLoading(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = highlighted >= 0 ? suggestions[highlighted] : undefined;
    const text = picked ? picked.zipCode : query;
    if (picked) setQuery(placeText(picked));
    void search(text);
  };

  const onType = (value: string) => {
    touched.current = true;
    setQuery(value);
    setHighlighted(-1);
    if (value.trim().length < 2) {
      dropSuggestions();
      return;
    }
    // Window events are debounced at 100 ms across the site (spec section 9).
    suggesting.schedule(async (signal) => {
      const answer = await placeSuggestions(value.trim(), signal);
      if (!signal.aborted) setSuggestions(answer.ok ? answer.data : []);
    }, 100);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape also forgets suggestions still on their way, before any are shown.
    if (event.key === 'Escape') {
      dropSuggestions();
      return;
    }
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setHighlighted((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    }
  };

  const choose = (suggestion: PlaceSuggestion) => {
    setQuery(placeText(suggestion));
    void search(suggestion.zipCode);
  };

  // A page opened with nothing to search (no ?q=, no saved ZIP for the server to start from) searches the visitor's
  // place as soon as the site knows it: the external geo object's ZIP, checked and saved (findVisitorZip).
  const startEmpty = !props.query && !props.list;
  useEffect(() => {
    if (!startEmpty) return;
    let live = true;
    void findVisitorZip().then((zip) => {
      // The visitor started typing meanwhile: their search, not ours.
      if (!live || !zip || touched.current) return;
      setQuery(zip);
      void search(zip);
    });
    return () => {
      live = false;
    };
    // `search` is this render's; the effect runs once, for the page as it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startEmpty]);

  // Geolocation refused earlier this session: say so beside the button from the start, not only after another try.
  const zipState = useSyncExternalStore(subscribe, readZipState, () => SERVER_ZIP_STATE);
  const refused = zipState.geoStatus === 'block' && zipState.error ? t(geoErrorKey(zipState.error.code)) : null;

  const locateMe = async () => {
    setLocating(t('finder.locating'));
    const outcome = await requestBrowserLocation();
    if (outcome.status === 'allow' && outcome.zipCode) {
      setLocating(null);
      setQuery(outcome.zipCode);
      await search(outcome.zipCode);
    } else {
      setLocating(outcome.status === 'block' ? t(geoErrorKey(outcome.code)) : t('finder.locationFailed'));
    }
  };

  return {
    query,
    list,
    message,
    loading,
    suggestions,
    highlighted,
    refused,
    locating,
    onSubmit,
    onType,
    onKeyDown,
    // A click on a suggestion lands before the box's blur closes the list.
    closeSuggestions: () => setTimeout(dropSuggestions, 150),
    choose,
    locateMe,
  };
}
