// The console's notices: the toast host (the kit's Toast) loads with the first notification, and until then the
// messages queue. Toasts translate at notification time in the current language; the notifier itself never
// changes identity.
import { useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyToastHost } from './lazyToastHost';
import type { ToastQueue } from './toastQueue';
import { notifierOf, type Notifier, type ToastHostProps } from './consoleContext';

export function useToastHost(): { ToastHost: ComponentType<ToastHostProps> | null; toasts: ToastQueue; notify: Notifier } {
  const { t } = useTranslation();
  const { ToastHost, toasts } = useLazyToastHost();

  const translate = useRef(t);
  translate.current = t;
  const notify = useMemo<Notifier>(() => {
    return notifierOf((severity, key, values) => toasts.push({ severity, summary: translate.current(key, values ?? {}) }));
  }, [toasts]);
  return { ToastHost, toasts, notify };
}
