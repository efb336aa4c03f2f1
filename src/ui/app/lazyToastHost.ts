// The toast host (the kit's Toast) loads with the first notification; until then the messages queue. Shared by the
// full console and /login's own first page, which both keep it out of their first screen.
import { useState, type ComponentType } from 'react';
import type { ToastHostProps } from './consoleContext';
import { ToastQueue } from './toastQueue';

export function useLazyToastHost(): { ToastHost: ComponentType<ToastHostProps> | null; toasts: ToastQueue } {
  const [ToastHost, setToastHost] = useState<ComponentType<ToastHostProps> | null>(null);
  const [toasts] = useState(() => {
    let loading = false;
    return new ToastQueue(() => {
      if (loading) return;
      loading = true;
      import('./ToastHost').then(
        (module) => setToastHost(() => module.default),
        // Offline, say: the messages stay queued and the next one tries again.
        () => (loading = false),
      );
    });
  });
  return { ToastHost, toasts };
}
