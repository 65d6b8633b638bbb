/** Buttons and links that look like buttons, in the brand's four variants and two sizes. */
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link, type LinkProps } from './link.tsx';
import { usePage } from './page-context.tsx';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'text';
export type ButtonSize = 'md' | 'large';

interface ButtonLook {
  /** `ghost` is for dark backgrounds (heroes, bands); `text` is a quiet action inside content. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClassName({ variant = 'primary', size = 'md' }: ButtonLook, extra?: string): string {
  return ['button', `button--${variant}`, size === 'large' ? 'button--large' : null, extra].filter(Boolean).join(' ');
}

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'style'> &
  ButtonLook & {
    /** Shows the spinner and refuses clicks while an action runs. */
    busy?: boolean;
  };

export function Button({ variant, size, busy = false, type = 'button', className, children, onClick, ...rest }: ButtonProps) {
  const { t } = usePage();
  // Busy uses aria-disabled, not the disabled attribute: a disabled button drops keyboard focus to the
  // page, so the person who pressed it would lose their place while the action runs.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size }, [busy ? 'button--busy' : null, className].filter(Boolean).join(' '))}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {/* The label stays in place while busy so the button keeps its width; the spinner sits on top of it. */}
      <span className="button__label">{children}</span>
      {busy ? (
        <>
          <Spinner size="sm" decorative className="button__spinner" />
          <span className="visually-hidden">{t('component.spinner.loading')}</span>
        </>
      ) : null}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** An <a> styled as a button, for navigation; site-relative addresses are localised by Link. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size }, className)} {...rest} />;
}
