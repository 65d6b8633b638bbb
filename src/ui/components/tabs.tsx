/**
 * Tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"), progressively enhanced:
 *
 * - Without script (the server's markup and the browser's hydration pass) the panels are stacked sections, each
 *   under its own heading: all content is there and in reading order.
 * - Once hydrated they become a `tablist` of `tab` buttons with a roving tabindex (only the selected tab is in the
 *   Tab order), Left/Right move and select (wrapping), Home/End go to the ends, and each `tabpanel` is focusable and
 *   labelled by its tab. The tab the address's #hash names (a panel's id) starts selected.
 */
import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from './roving.ts';

export interface TabItem {
  /** The panel's id (a fragment link `#id` selects it); the tab's id derives from it. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  /** The level of the section headings shown without script. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const noop = () => () => {};

function startingTab(items: readonly TabItem[]): number {
  if (typeof window === 'undefined') return 0;
  const hash = decodeURIComponent(window.location.hash.slice(1));
  const index = items.findIndex((item) => item.id === hash);
  return index >= 0 ? index : 0;
}

export function Tabs({ label, items, headingLevel = 2, className }: TabsProps) {
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const [selected, setSelected] = useState(() => startingTab(items));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const classes = ['tabs', className].filter(Boolean).join(' ');
  const Heading = `h${headingLevel}` as const;

  if (!enhanced) {
    return (
      <div className={classes}>
        {items.map((item) => (
          <section key={item.id} className="tabs__section" id={item.id} aria-labelledby={`${item.id}-title`}>
            <Heading className="tabs__section-title" id={`${item.id}-title`}>
              {item.title}
            </Heading>
            {item.content}
          </section>
        ))}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingIndex(event.key, index, items.length, 'horizontal');
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className={`${classes} tabs--enhanced`}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            className="tabs__tab"
            id={`${item.id}-tab`}
            aria-selected={index === selected}
            aria-controls={item.id}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.title}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={item.id} className="tabs__panel" role="tabpanel" id={item.id} aria-labelledby={`${item.id}-tab`} tabIndex={0} hidden={index !== selected}>
          {item.content}
        </div>
      ))}
    </div>
  );
}
