import { useLayoutEffect } from 'react';

/**
 * While `open`, remembers the element that had the focus when it opened (the button that opened a dialog) and
 * gives the focus back to it when `open` ends or the caller unmounts (WCAG 2.4.3: focus order). Runs as a layout
 * effect, before the dialog moves the focus into itself.
 */
export function useReturnFocus(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      // After the dialog's own clean-up, which may move the focus to the body as its content goes.
      requestAnimationFrame(() => {
        if (opener?.isConnected && !opener.closest('[aria-hidden="true"]')) opener.focus();
      });
    };
  }, [open]);
}
