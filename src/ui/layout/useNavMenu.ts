// The menu button of a narrow screen (below the layout's breakpoint the navigation folds away): open or closed,
// closed again by Escape (the focus goes back to the button) and by every change of page.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useNavMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // A followed entry (or any other navigation) folds the menu; the page it opens is what the user wants to see.
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, button, toggle: () => setOpen((o) => !o) };
}
