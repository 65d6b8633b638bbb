/**
 * A modal dialog for islands, built on the native <dialog>: the browser supplies the top layer, the
 * inert page behind it, the Escape key, and focus moving in on open and back to the opener on close.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react';
import { usePage } from './page-context.tsx';

/** What Tab stops at inside the dialog. */
const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  /** Called when the visitor asks to close (close button, Escape, backdrop); the owner then sets `open` to false. */
  onClose: () => void;
  /** Rendered as the dialog's <h2> and its accessible name. */
  title: string;
  children: ReactNode;
  /** Actions along the bottom edge, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The page behind an open modal does not scroll (components.css, `html.modal-open`). A class on <html>, not
 * `html:has(.modal[open])`: a :has() on the root is re-checked, through the whole document, on every change of a
 * state any :has() argument names (a radio checked anywhere), which cost the first colour click ~20 ms at 4x CPU.
 */
function lockPageScroll(): void {
  document.documentElement.classList.toggle('modal-open', document.querySelector('dialog.modal[open]') !== null);
}

export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  const { t } = usePage();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Handlers read the latest props without re-running the effect that opens the dialog.
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });
  // Where the pointer went down: a drag that starts inside the box and ends on the backdrop is not a backdrop click.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    lockPageScroll();
    return lockPageScroll;
  }, [open]);

  // Escape: keep the dialog open until the owner agrees, so `open` stays the single source of truth.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    latest.current.onClose();
  };
  // The browser may still close the dialog itself (a second Escape without user activation in between
  // is not cancelable); tell the owner so its state follows.
  const handleClose = () => {
    if (latest.current.open) latest.current.onClose();
  };
  // The dialog box has no padding of its own, so a pointer whose target is the <dialog> itself is on the backdrop.
  const handlePointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  // A modal <dialog> lets Tab leave the page for the browser's own controls once before it wraps; keep it inside.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => !element.closest('[inert]') && element.getClientRects().length > 0);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const handleClick = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) latest.current.onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleClose}
      onPointerDown={handlePointerDown}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div className="modal__box">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('component.modal.close')} onClick={() => latest.current.onClose()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
