// The console runtime: one place that wires transport (HTTP, cookies, storage, socket) to the pure machines
// and hands screens what they need through `useConsole()`.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Toast } from 'primereact/toast';
import { useTranslation } from 'react-i18next';
import { TOAST_MS, type Language } from '../../domain/constants';
import type { Outcome } from '../../domain/resultCodes';
import { resolveBrand, type Brand } from '../../domain/brands';
import { createHttp, type Http } from '../../transport/http';
import { getLangCookie, getToken, setLangCookie } from '../../transport/cookies';
import { sessionMachine } from '../../machines/session.machine';
import { realtimeMachine } from '../../machines/realtime.machine';
import { unreadMachine } from '../../machines/unread.machine';
import { setLanguage } from '../../i18n';
import { fallbackLanguage, langFromSearch, withLang } from './langParam';
import { provideSession } from './sessionEffects';
import { connectRuntime, createLazySocket } from './wiring';

export type { Http };

export interface Notifier {
  /** An outcome shows its `messageKey` (errors namespace); a string is an i18n key such as `common:saved`. */
  error(outcomeOrKey: Outcome | string): void;
  success(key: string, values?: Record<string, unknown>): void;
  info(key: string, values?: Record<string, unknown>): void;
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
  notify: Notifier;
  /** Navigates to `path` keeping the current `?lang=`. */
  go(path: string, options?: { replace?: boolean }): void;
}

const ConsoleContext = createContext<ConsoleRuntime | null>(null);

export function useConsole(): ConsoleRuntime {
  const runtime = useContext(ConsoleContext);
  if (!runtime) throw new Error('useConsole() needs a <ConsoleProvider> above it');
  return runtime;
}

/** Must sit inside the router: it navigates. */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const lang = langFromSearch(location.search) ?? fallbackLanguage(getLangCookie());

  // Effects provided to machines live as long as the provider; they read the latest route through refs.
  const latest = useRef({ navigate, lang, pathname: location.pathname, search: location.search });
  latest.current = { navigate, lang, pathname: location.pathname, search: location.search };

  const go = useCallback((path: string, options?: { replace?: boolean }) => {
    latest.current.navigate(withLang(path, latest.current.lang), { replace: options?.replace ?? false });
  }, []);

  // Toasts translate at show time in the current language; the notifier itself never changes identity.
  const translate = useRef(t);
  translate.current = t;
  const notify = useMemo<Notifier>(() => {
    const show = (severity: 'error' | 'success' | 'info', key: string, values?: Record<string, unknown>) =>
      toast.current?.show({ severity, summary: translate.current(key, values ?? {}), life: TOAST_MS });
    return {
      error: (input) =>
        typeof input === 'string'
          ? show('error', input)
          : 'messageKey' in input
            ? show('error', input.messageKey, 'values' in input ? input.values : undefined)
            : undefined,
      success: (key, values) => show('success', key, values),
      info: (key, values) => show('info', key, values),
    };
  }, []);

  // A token freshly returned by login is used before its cookie is written (the enterprise list call needs it).
  const pendingToken = useRef<string | undefined>(undefined);
  const [http] = useState(() =>
    createHttp({
      getToken: () => pendingToken.current ?? getToken(),
      onMissingToken: () => go('/login'),
    }),
  );
  const [brand] = useState(() => resolveBrand(window.location.hostname));

  const session = useActorRef(
    provideSession({ http, go, notify, pendingToken }),
    { input: { token: getToken() } },
  );
  const [socket] = useState(createLazySocket);
  const realtime = useActorRef(
    realtimeMachine.provide({
      actions: {
        openSocket: (_, params) => socket.open(params.token),
        closeSocket: () => socket.close(),
        sendHeartbeat: () => socket.heartbeat(),
      },
    }),
  );
  const unread = useActorRef(unreadMachine);

  useEffect(() => connectRuntime({ http, session, realtime, unread, socket, notify }), [http, session, realtime, unread, socket, notify]);

  useEffect(() => {
    void setLanguage(lang);
    setLangCookie(lang);
    document.documentElement.lang = lang === 'cn' ? 'zh-CN' : 'en';
  }, [lang]);

  const setLang = useCallback((next: Language) => {
    const { navigate, pathname, search } = latest.current;
    setLangCookie(next);
    navigate(withLang(`${pathname}${search}`, next), { replace: true });
  }, []);

  const runtime = useMemo<ConsoleRuntime>(
    () => ({ http, brand, lang, setLang, session, realtime, unread, notify, go }),
    [http, brand, lang, setLang, session, realtime, unread, notify, go],
  );

  return (
    <ConsoleContext.Provider value={runtime}>
      <Toast ref={toast} position="top-center" />
      {children}
    </ConsoleContext.Provider>
  );
}
