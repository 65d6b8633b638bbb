/** Filter pills: the filters a list is narrowed by, each removable with its own labelled button. */
import type { ReactNode } from 'react';
import { usePage } from './page-context.tsx';

/** The spec's Filter pill entity; plain data, so an island can receive it as props. */
export interface FilterPill {
  text: string;
  value: string;
  filterType: string;
  showRemove: boolean;
  customClass?: string;
}

export type RemoveFilter = (value: string, filterType: string) => void;

export interface PillProps extends FilterPill {
  /** Called with the pill's value and filter type. Without it (or removeHref) no remove control is shown, since it could do nothing. */
  onRemove?: RemoveFilter;
  /** On a server-rendered list: the address of the same list without this filter; the remove control is a link to it. */
  removeHref?: string;
}

/** One pill; it renders an <li>, so place it inside a PillList. */
export function Pill({ text, value, filterType, showRemove, customClass, onRemove, removeHref }: PillProps) {
  const { t } = usePage();
  const removable = showRemove && (onRemove !== undefined || removeHref !== undefined);
  const icon = (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  const classes = ['pill', removable ? 'pill--removable' : null, customClass].filter(Boolean).join(' ');
  return (
    <li className={classes} data-filter-type={filterType} data-value={value}>
      <span className="pill__text">{text}</span>
      {removable && removeHref !== undefined ? (
        <a className="pill__remove" href={removeHref} aria-label={t('component.pill.remove', { text })}>
          {icon}
        </a>
      ) : null}
      {removable && removeHref === undefined && onRemove ? (
        <button type="button" className="pill__remove" aria-label={t('component.pill.remove', { text })} onClick={() => onRemove(value, filterType)}>
          {icon}
        </button>
      ) : null}
    </li>
  );
}

export function PillList({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  // role=list is explicit because Safari drops list semantics from a list whose bullets are hidden by CSS.
  return (
    <ul className={['pill-list', className].filter(Boolean).join(' ')} role="list" aria-label={label}>
      {children}
    </ul>
  );
}
