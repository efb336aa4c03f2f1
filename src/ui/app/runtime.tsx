// The console runtime: one place that wires transport (HTTP, cookies, storage, socket) to the pure machines
// and hands screens what they need through `useConsole()`.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ReplaySubject, Subject } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import { resolveBrand } from '../../domain/brands';
import { createHttp } from '../../transport/http';
import { getLangCookie, getToken, setLangCookie } from '../../transport/cookies';
import { realtimeMachine, reconnectDelay } from '../../machines/realtime.machine';
import { unreadMachine } from '../../machines/unread.machine';
import { setLanguage } from '../../i18n';
import { fallbackLanguage, langFromSearch, withLang } from './langParam';
import { provideSession } from './sessionEffects';
import { connectRuntime, createLazySocket } from './wiring';
import { clientStorage } from './clientStorage';
import { ToastQueue } from './toastQueue';
import { ConnectionNotice } from './ConnectionNotice';
import { lazyScreen } from './chunkRecovery';
import { FailureBoundary } from './FailureBoundary';
import type { TabSync } from './tabSync';
import { ConsoleContext, notifierOf, type ConsoleRuntime, type Notifier, type ToastHostProps } from './consoleContext';

// The screens' handle on the runtime lives in its own file, so that what this file loads (LiveNotifications and
// the toasts) can use it without importing this file back.
export { ConsoleContext, useConsole, type ConsoleRuntime, type Http, type Notifier, type ToastHostProps } from './consoleContext';

// Toasts, sound, banner and approvals of realtime messages: loaded once signed in, never on the login page.
const LiveNotifications = lazyScreen(() => import('../notifications/LiveNotifications'));
const NOTIFICATION_BACKLOG = 100;
const NOTIFICATION_BACKLOG_MS = 5_000;


/** Must sit inside the router: it navigates. */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  // The storage version check (product.md section 3) empties local storage when the version differs; it runs
  // here, before any screen keeps something of its own there (remembered account, terminal id).
  useState(clientStorage);
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const lang = langFromSearch(location.search) ?? fallbackLanguage(getLangCookie());

  // Effects provided to machines live as long as the provider; they read the latest route through refs.
  const latest = useRef({ navigate, lang, pathname: location.pathname, search: location.search });
  latest.current = { navigate, lang, pathname: location.pathname, search: location.search };

  const go = useCallback((path: string, options?: { replace?: boolean }) => {
    latest.current.navigate(withLang(path, latest.current.lang), { replace: options?.replace ?? false });
  }, []);

  // The toast host (the kit's Toast) loads with the first notification; until then messages queue.
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

  // Toasts translate at notification time in the current language; the notifier itself never changes identity.
  const translate = useRef(t);
  translate.current = t;
  const notify = useMemo<Notifier>(() => {
    return notifierOf((severity, key, values) => toasts.push({ severity, summary: translate.current(key, values ?? {}) }));
  }, [toasts]);

  // A token freshly returned by login is used before its cookie is written (the enterprise list call needs it).
  const pendingToken = useRef<string | undefined>(undefined);
  // Set once the session actor exists: a call without a token leads to /login only from a signed-out session;
  // while the expiry notice or the kicked-out dialog shows, the session itself decides where to go.
  const signedOut = useRef<() => boolean>(() => true);
  const [http] = useState(() =>
    createHttp({
      getToken: () => pendingToken.current ?? getToken(),
      onMissingToken: () => {
        if (signedOut.current()) go('/login');
      },
    }),
  );
  const [brand] = useState(() => resolveBrand(window.location.hostname));

  const session = useActorRef(
    provideSession({ http, go, notify, pendingToken }),
    { input: { token: getToken() } },
  );
  signedOut.current = () => session.getSnapshot().matches('loggedOut');
  const [socket] = useState(createLazySocket);
  const realtime = useActorRef(
    realtimeMachine.provide({
      actions: {
        openSocket: (_, params) => socket.open(params.token),
        closeSocket: () => socket.close(),
        sendHeartbeat: () => socket.heartbeat(),
      },
      delays: { RECONNECT_DELAY: reconnectDelay(Math.random) },
    }),
  );
  const unread = useActorRef(unreadMachine);
  const [realtimeMessages$] = useState(() => new Subject<RealtimeMessage>());
  // The notifications load lazily after sign-in; a push that lands while they load is replayed to them, not lost.
  const [notificationBacklog$] = useState(() => {
    const backlog = new ReplaySubject<RealtimeMessage>(NOTIFICATION_BACKLOG, NOTIFICATION_BACKLOG_MS);
    realtimeMessages$.subscribe(backlog);
    return backlog;
  });

  const [connectionLost, setConnectionLost] = useState(false);
  const [connection] = useState(() => ({ lost: () => setConnectionLost(true), back: () => setConnectionLost(false) }));
  useEffect(
    () => connectRuntime({ http, session, realtime, unread, socket, notify, realtimeMessages$, connection }),
    [http, session, realtime, unread, socket, notify, realtimeMessages$, connection],
  );
  const signedIn = useSelector(session, (s) => s.matches('loggedIn'));

  useEffect(() => {
    void setLanguage(lang);
    setLangCookie(lang);
    document.documentElement.lang = lang === 'cn' ? 'zh-CN' : 'en';
  }, [lang]);

  // Other tabs of this browser hear this one's sign-out and language choice (tabSync.ts, loaded once signed in).
  const tabs = useRef<TabSync | undefined>(undefined);
  const setLang = useCallback((next: Language, options?: { fromOtherTab?: boolean }) => {
    const { navigate, pathname, search } = latest.current;
    setLangCookie(next);
    navigate(withLang(`${pathname}${search}`, next), { replace: true });
    if (!options?.fromOtherTab) tabs.current?.langChosen(next);
  }, []);
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    let stopWake: (() => void) | undefined;
    void import('./tabSync').then(
      ({ connectTabs }) => {
        if (live) tabs.current = connectTabs({ session, lang: () => latest.current.lang, setLang: (next) => setLang(next, { fromOtherTab: true }) });
      },
      // Offline at sign-in: the tabs simply do not hear each other until the next sign-in.
      () => undefined,
    );
    // After a sleep the socket may look open while the network under it is gone: renew it (it opens again after
    // the usual reconnect wait, and the badge is read again then). Loaded signed in only, like the tabs.
    void import('./wake').then(
      ({ onWake }) => {
        if (!live) return;
        stopWake = onWake(() => {
          if (!realtime.getSnapshot().matches('open')) return;
          socket.close();
          realtime.send({ type: 'SOCKET_DROPPED' });
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      stopWake?.();
      tabs.current?.stop();
      tabs.current = undefined;
    };
  }, [signedIn, session, setLang, realtime, socket]);

  const runtime = useMemo<ConsoleRuntime>(
    () => ({ http, brand, lang, setLang, session, realtime, unread, realtimeMessages$, notify, go }),
    [http, brand, lang, setLang, session, realtime, unread, realtimeMessages$, notify, go],
  );

  return (
    <ConsoleContext.Provider value={runtime}>
      {ToastHost ? <ToastHost queue={toasts} /> : null}
      {connectionLost ? <ConnectionNotice /> : null}
      {children}
      {signedIn ? (
        <FailureBoundary scope="widget" widget="notifications">
          <Suspense fallback={null}>
            <LiveNotifications messages$={notificationBacklog$} />
          </Suspense>
        </FailureBoundary>
      ) : null}
    </ConsoleContext.Provider>
  );
}
