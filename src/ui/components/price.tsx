/** A vehicle price in whole US dollars ($31,995) in every language, with an optional label and footnote marker. */
import type { ReactNode } from 'react';
import { formatDollars } from '#domain/i18n/format.ts';
import { usePage } from './page-context.tsx';

export interface PriceProps {
  /** Whole US dollars; cents are rounded. */
  amount: number;
  /** What the price is, e.g. "Starting MSRP". */
  label?: string;
  size?: 'md' | 'large';
  /** Placed right after the amount: a DisclaimerMarker. */
  children?: ReactNode;
  className?: string;
}

export function Price({ amount, label, size = 'md', children, className }: PriceProps) {
  const { collector } = usePage();
  // A missing price must not take the whole page down; the server log says which one was wrong.
  if (!Number.isFinite(amount)) {
    collector?.warn(`Price refused: ${String(amount)} is not a finite amount`);
    return null;
  }
  const classes = ['price', size === 'large' ? 'price--large' : null, className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {label ? <span className="price__label">{label}</span> : null}
      <span className="price__figure">
        {/* en-US so speech reads the comma as a thousands separator, not as the Spanish decimal comma. */}
        <data className="price__amount" value={String(Math.round(amount))} lang="en-US">
          {formatDollars(amount)}
        </data>
        {children}
      </span>
    </span>
  );
}
