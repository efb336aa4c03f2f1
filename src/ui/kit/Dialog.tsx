// The console's one modal dialog: native markup wearing the theme's dialog classes (p-dialog…), in a portal
// over the page. It holds the focus (useFocusTrap), makes the rest of the page inert and unscrollable
// (modalLayer.ts), closes on Escape and on its close button, and gives the focus back to the element that opened it
// when it closes. Its mask's z-index is kit.css's (under the toasts); a dialog
// opened from another is portalled later, so it stacks above.
import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { classNames } from '../common/controls/classNames';
import { useFocusTrap, type InitialFocus } from './useFocusTrap';
import { holdPage } from './modalLayer';
import './kit.css';

export interface DialogProps {
  /** Rendered only while open; a closed dialog leaves nothing in the page. */
  open: boolean;
  /** The dialog's name (its heading), translated. */
  title: ReactNode;
  /** Escape, the close button: the screen decides whether the dialog goes. */
  onClose(): void;
  footer?: ReactNode;
  children?: ReactNode;
  /** The first focus: the first field (default), the first control, or an element of the dialog. */
  initialFocus?: InitialFocus;
  /** No close button and Escape does nothing (a step that must be answered, or a call in flight). */
  locked?: boolean;
  /** The body's id for aria-describedby (a confirmation's question). */
  describedBy?: string;
  /** `alertdialog` for a question that interrupts (a confirmation): read out with its body at once. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** The width; the phone layout caps every dialog at the screen less 1rem. */
  width?: CSSProperties['width'];
  testId?: string;
}

/** The focused element when a dialog opens: where the focus goes back to. */
function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function Dialog(props: DialogProps) {
  const { open } = props;
  // Read while rendering the opening, before any child's autoFocus or the trap moves the focus.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = focusedElement();
  wasOpen.current = open;

  useLayoutEffect(() => {
    if (!open) return undefined;
    const from = opener.current;
    return () => {
      // After the dialog's content has gone (a focused control inside it may take the focus to the body).
      requestAnimationFrame(() => {
        if (from?.isConnected && !from.closest('[aria-hidden="true"], [inert]')) from.focus();
      });
    };
  }, [open]);

  return open ? createPortal(<DialogBox {...props} />, document.body) : null;
}

function DialogBox({ title, onClose, footer, children, initialFocus = 'field', locked = false, describedBy, role = 'dialog', className, width = 'min(32rem, 95vw)', testId }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const mask = useRef<HTMLDivElement>(null);
  // Before the focus trap's first focus (effects run in order): the page behind is inert from the first frame.
  useLayoutEffect(() => (mask.current ? holdPage(mask.current) : undefined), []);
  useFocusTrap(box, true, initialFocus);

  // A control that turns disabled while focused (a busy submit button) drops the focus to the body, where the
  // box's own key handler cannot hear Escape: the topmost dialog answers it from the document then.
  const close = useRef<(() => void) | undefined>(onClose);
  close.current = locked ? undefined : onClose;
  useEffect(() => {
    const onLostKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !box.current) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const all = document.querySelectorAll('[aria-modal="true"]');
      if (all[all.length - 1] === box.current) close.current?.();
    };
    document.addEventListener('keydown', onLostKey);
    return () => document.removeEventListener('keydown', onLostKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // The innermost dialog answers; the page behind (a detail panel, a grid) does not see it.
    event.stopPropagation();
    if (!locked) onClose();
  };

  return (
    <div ref={mask} className="p-dialog-mask p-component-overlay kit-dialog-mask">
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={classNames('p-dialog p-component kit-dialog', className)}
        style={{ width }}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <div className="p-dialog-header">
          <h2 id={titleId} className="p-dialog-title kit-dialog-title">
            {title}
          </h2>
          {locked ? null : (
            <div className="p-dialog-header-icons">
              <button type="button" className="p-dialog-header-icon p-dialog-header-close p-link" aria-label={t('actions.close')} data-testid={testId ? `${testId}-close` : undefined} onClick={onClose}>
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </div>
          )}
        </div>
        <div className="p-dialog-content">{children}</div>
        {footer ? <div className="p-dialog-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
