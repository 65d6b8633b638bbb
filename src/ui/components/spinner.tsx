/** A loading indicator of fixed size: a status announced as "Loading", or a silent decoration inside a busy control. */
import { usePage } from './page-context.tsx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading; defaults to the translated "Loading". */
  label?: string;
  /**
   * Hides the spinner from assistive technology. Use it only where the surrounding control already
   * says it is busy (a busy Button), because a status nested inside a button is not announced.
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = usePage();
  const classes = ['spinner', `spinner--${size}`, className].filter(Boolean).join(' ');
  const graphic = (
    <svg className="spinner__graphic" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className="spinner__track" cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle
        className="spinner__arc"
        cx="12"
        cy="12"
        r="9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="22 60"
      />
    </svg>
  );
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {graphic}
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      {graphic}
      <span className="visually-hidden">{label ?? t('component.spinner.loading')}</span>
    </span>
  );
}
