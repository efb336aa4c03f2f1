// The console's notices: the toast host (the kit's Toast) loads with the first notification, and until then the
// messages queue. Toasts translate at notification time in the current language; the notifier itself never
// changes identity.
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastQueue } from './toastQueue';
import { notifierOf, type Notifier, type ToastHostProps } from './consoleContext';

export function useToastHost(): { ToastHost: ComponentType<ToastHostProps> | null; toasts: ToastQueue; notify: Notifier } {
  const { t } = useTranslation();
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

  const translate = useRef(t);
  translate.current = t;
  const notify = useMemo<Notifier>(() => {
    return notifierOf((severity, key, values) => toasts.push({ severity, summary: translate.current(key, values ?? {}) }));
  }, [toasts]);
  return { ToastHost, toasts, notify };
}
