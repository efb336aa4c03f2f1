// Keeps the keyboard inside an open modal dialog (WAI-ARIA dialog pattern): Tab from the last control goes to the
// first, Shift+Tab from the first to the last, and a focus that lands outside (a click on the page behind, a
// script) is brought back. The first focus goes to the element the dialog names, else its first field, else its
// first control.
import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(', ');
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** The controls Tab reaches inside `box`, in document order. */
function tabStops(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert], [hidden]'));
}

/** Where the focus goes when the dialog opens. */
export type InitialFocus = 'field' | 'first' | RefObject<HTMLElement | null>;

export function useFocusTrap(box: RefObject<HTMLElement | null>, open: boolean, initial: InitialFocus = 'field'): void {
  useLayoutEffect(() => {
    const dialog = box.current;
    if (!open || !dialog) return undefined;
    const start =
      typeof initial === 'object' ? initial.current : initial === 'field' ? (dialog.querySelector<HTMLElement>(FIELD) ?? tabStops(dialog)[0]) : tabStops(dialog)[0];
    (start ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Only the topmost dialog pulls the focus back: a dialog it opened is on top of it. (The page behind is inert
    // while a dialog is open, modalLayer.ts; this catches what inert cannot, such as a script's focus().)
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || dialog.contains(target)) return;
      if (!isTopmost(dialog) || (target instanceof Element && target.closest('[aria-modal="true"]'))) return;
      (tabStops(dialog)[0] ?? dialog).focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
    // The first focus is chosen once per opening; `initial` is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, open]);
}

function isTopmost(dialog: HTMLElement): boolean {
  const all = document.querySelectorAll('[aria-modal="true"]');
  return all[all.length - 1] === dialog;
}
