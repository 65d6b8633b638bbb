/**
 * A field's extra help (the form configuration's tooltipConfig) as a disclosure: a native <details>, so it opens with
 * a tap, a click, Enter or Space, works before any script has loaded, and never hides text behind a hover. Escape
 * closes it and returns focus to its summary.
 */
import type { KeyboardEvent } from 'react';
import { usePage } from './page-context.tsx';

export function Toggletip({ text, topic }: { text: string; /** What the help is about (the field's label), for its accessible name. */ topic: string }) {
  const { t } = usePage();
  const close = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
    event.stopPropagation();
  };
  return (
    <details className="toggletip" onKeyDown={close}>
      <summary className="toggletip__summary">
        <svg className="toggletip__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="10" cy="6.25" r="1.1" fill="currentColor" />
        </svg>
        {t('component.toggletip.summary')}
        <span className="visually-hidden"> {topic}</span>
      </summary>
      <p className="toggletip__text">{text}</p>
    </details>
  );
}
