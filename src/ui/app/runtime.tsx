// The console runtime: one place that wires transport (HTTP, cookies, storage, socket) to the pure machines
// and hands screens what they need through `useConsole()`.
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { resolveBrand } from '../../domain/brands';
import { setLangCookie } from '../../transport/cookies';
import { setLanguage } from '../../i18n';
import { connectRuntime } from './wiring';
import { clientStorage } from './clientStorage';
import { ConnectionNotice } from './ConnectionNotice';
import { lazyScreen } from './chunkRecovery';
import { FailureBoundary } from './FailureBoundary';
import { ConsoleContext, type ConsoleRuntime } from './consoleContext';
import { useConsoleRoute } from './useConsoleRoute';
import { useToastHost } from './useToastHost';
import { useSessionActor } from './useSessionActor';
import { useRealtimeFeed } from './useRealtimeFeed';
import { useSignedInWatchers } from './useSignedInWatchers';

// The screens' handle on the runtime lives in its own file, so that what this file loads (LiveNotifications and
// the toasts) can use it without importing this file back.
export { ConsoleContext, useConsole, type ConsoleRuntime, type Http } from './consoleContext';

// Toasts, sound, banner and approvals of realtime messages: loaded once signed in, never on the login page.
const LiveNotifications = lazyScreen(() => import('../notifications/LiveNotifications'));

/** Must sit inside the router: it navigates. */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  // The storage version check (product.md section 3) empties local storage when the version differs; it runs
  // here, before any screen keeps something of its own there (remembered account, terminal id).
  useState(clientStorage);
  const { lang, latest, go } = useConsoleRoute();
  const { ToastHost, toasts, notify } = useToastHost();
  const { http, session } = useSessionActor(go, notify);
  const [brand] = useState(() => resolveBrand(window.location.hostname));
  const { socket, realtime, unread, realtimeMessages$, notificationBacklog$ } = useRealtimeFeed();

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

  const setLang = useSignedInWatchers({ signedIn, session, realtime, socket, latest });

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
