/**
 * The accordion (WAI-ARIA Authoring Practices "Accordion"), progressively enhanced:
 *
 * - Without script (the server's markup, and the browser's hydration pass) every item is a native `<details>` whose
 *   `<summary>` holds the item's heading: it opens and closes with a click, Enter or Space, and find-in-page and
 *   fragment links reach closed answers. Nothing depends on script.
 * - Once hydrated, the same items become the ARIA pattern: a `<button aria-expanded aria-controls>` inside a heading
 *   and a `role="region"` panel labelled by it; Enter/Space toggle (native button), Up/Down move between headers and
 *   wrap, Home/End jump to the first and last. Items the visitor opened before, or the one the address's #hash names,
 *   start open, and focus stays on the item it was on.
 *
 * Both forms look the same (accordion.css styles the summary and the button alike), so the swap does not shift the
 * page. Each item carries the site-search contract: `data-search-faq` and a stable id on the item, the question in
 * `[data-search-faq-question]` and the answer in `[data-search-faq-answer]`.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from './roving.ts';

/** A title shorter than this many characters is accepted (spec § 8: 75 or more is refused). */
export const ACCORDION_TITLE_LIMIT = 75;

/** The spec's rule: an accordion item needs a title of fewer than 75 characters, else 'Title is required'. */
export function accordionTitle(title: string | null | undefined): string {
  if (typeof title !== 'string' || title.trim() === '' || [...title].length >= ACCORDION_TITLE_LIMIT) throw new Error('Title is required');
  return title;
}

export interface AccordionItem {
  /** Stable id of the item (a fragment link `#id` opens it); its button and panel ids derive from it. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the item titles, in the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Items open at first. */
  defaultOpen?: readonly string[];
  className?: string;
}

const noop = () => () => {};

/** In the browser, before the swap: what the visitor already opened or focused, and the item the #hash names. */
function startingState(items: readonly AccordionItem[], defaultOpen: readonly string[]): { open: ReadonlySet<string>; focused: string | null } {
  const open = new Set(defaultOpen);
  if (typeof document === 'undefined') return { open, focused: null };
  const hash = decodeURIComponent(window.location.hash.slice(1));
  let focused: string | null = null;
  for (const item of items) {
    const element = document.getElementById(item.id);
    if (element instanceof HTMLDetailsElement && element.open) open.add(item.id);
    if (hash !== '' && (hash === item.id || element?.querySelector(`[id="${CSS.escape(hash)}"]`))) open.add(item.id);
    if (element && document.activeElement && element.contains(document.activeElement)) focused = item.id;
  }
  return { open, focused };
}

export function Accordion({ items, headingLevel = 3, defaultOpen = [], className }: AccordionProps) {
  for (const item of items) accordionTitle(item.title);
  const Heading = `h${headingLevel}` as const;
  // false while the server renders and while the browser hydrates (same markup), true right after.
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [start] = useState(() => startingState(items, defaultOpen));
  const [open, setOpen] = useState(start.open);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (enhanced && start.focused) triggers.current.get(start.focused)?.focus();
  }, [enhanced, start.focused]);

  // An in-page link to an item (`#id`) opens it.
  useEffect(() => {
    if (!enhanced) return undefined;
    const onHashChange = () => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (items.some((item) => item.id === hash)) setOpen((current) => new Set(current).add(hash));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [enhanced, items]);

  const classes = ['accordion', className].filter(Boolean).join(' ');
  if (!enhanced) {
    return (
      <div className={classes}>
        {items.map((item) => (
          <details key={item.id} className="accordion__item" id={item.id} data-search-faq="" open={defaultOpen.includes(item.id) || undefined}>
            <summary className="accordion__trigger">
              <Heading className="accordion__heading">
                <span className="accordion__title" data-search-faq-question="">
                  {item.title}
                </span>
              </Heading>
              <span className="accordion__icon" aria-hidden="true" />
            </summary>
            <div className="accordion__panel">
              <div className="accordion__answer" data-search-faq-answer="">
                {item.content}
              </div>
            </div>
          </details>
        ))}
      </div>
    );
  }

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingIndex(event.key, index, items.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (item) triggers.current.get(item.id)?.focus();
  };

  return (
    <div className={`${classes} accordion--enhanced`}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        return (
          <div key={item.id} className="accordion__item" id={item.id} data-search-faq="" data-open={expanded || undefined}>
            <Heading className="accordion__heading">
              <button
                ref={(element) => {
                  if (element) triggers.current.set(item.id, element);
                  else triggers.current.delete(item.id);
                }}
                type="button"
                className="accordion__trigger"
                id={`${item.id}-trigger`}
                aria-expanded={expanded}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="accordion__title" data-search-faq-question="">
                  {item.title}
                </span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div className="accordion__panel" id={`${item.id}-panel`} role="region" aria-labelledby={`${item.id}-trigger`} hidden={!expanded}>
              <div className="accordion__answer" data-search-faq-answer="">
                {item.content}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
