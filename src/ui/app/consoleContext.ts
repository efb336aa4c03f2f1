// The console's runtime as the screens see it (useConsole), apart from the provider in runtime.tsx that builds it:
// files runtime.tsx loads (LiveNotifications, ToastHost, the wiring) import from here, so no import goes in a circle.
import { createContext, useContext } from 'react';
import type { Observable } from 'rxjs';
import type { ActorRefFrom } from 'xstate';
import type { Language } from '../../domain/constants';
import type { Brand } from '../../domain/brands';
import { outcomeMessage, type Outcome } from '../../domain/resultCodes';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import type { Http } from '../../transport/http';
import type { sessionMachine } from '../../machines/session.machine';
import type { realtimeMachine } from '../../machines/realtime.machine';
import type { unreadMachine } from '../../machines/unread.machine';
import type { ToastQueue } from './toastQueue';

export type { Http };

export interface Notifier {
  /** An outcome shows its `messageKey` (errors namespace); a string is an i18n key such as `common:saved`. */
  error(outcomeOrKey: Outcome | string): void;
  success(key: string, values?: Record<string, unknown>): void;
  info(key: string, values?: Record<string, unknown>): void;
}

export type NoticeSeverity = 'error' | 'success' | 'info';

/** A notifier over one way of showing a notice: an outcome becomes its message key and values. */
export function notifierOf(show: (severity: NoticeSeverity, key: string, values?: Record<string, unknown>) => void): Notifier {
  return {
    error: (input) => {
      if (typeof input === 'string') return show('error', input);
      const { key, values } = outcomeMessage(input);
      show('error', key, values);
    },
    success: (key, values) => show('success', key, values),
    info: (key, values) => show('info', key, values),
  };
}

export interface ConsoleRuntime {
  http: Http;
  brand: Brand;
  lang: Language;
  /** Keeps the route, updates `?lang=` and the language cookie. */
  setLang(lang: Language): void;
  session: ActorRefFrom<typeof sessionMachine>;
  realtime: ActorRefFrom<typeof realtimeMachine>;
  unread: ActorRefFrom<typeof unreadMachine>;
  /** Every decoded realtime message, after the runtime applied the session and badge parts (messageRouting.ts). */
  realtimeMessages$: Observable<RealtimeMessage>;
  notify: Notifier;
  /** Navigates to `path` keeping the current `?lang=`. */
  go(path: string, options?: { replace?: boolean }): void;
}

export type ToastHostProps = { queue: ToastQueue };

export const ConsoleContext = createContext<ConsoleRuntime | null>(null);

export function useConsole(): ConsoleRuntime {
  const runtime = useContext(ConsoleContext);
  if (!runtime) throw new Error('useConsole() needs a <ConsoleProvider> above it');
  return runtime;
}
