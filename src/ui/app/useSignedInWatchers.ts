// What runs only while signed in: other tabs of this browser hear this one's sign-out and language choice
// (tabSync.ts), and a wake from sleep renews the socket (wake.ts). Both load with the sign-in, never on the login
// page. `setLang` keeps the route, updates `?lang=` and the cookie, and tells the other tabs.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Language } from '../../domain/constants';
import { setLangCookie } from '../../transport/cookies';
import { withLang } from './langParam';
import type { TabSync } from './tabSync';
import type { ConsoleRuntime } from './consoleContext';
import type { LatestRoute } from './useConsoleRoute';
import type { LazySocket } from './useRealtimeFeed';

interface Watched {
  signedIn: boolean;
  session: ConsoleRuntime['session'];
  realtime: ConsoleRuntime['realtime'];
  socket: LazySocket;
  latest: RefObject<LatestRoute>;
}

export function useSignedInWatchers({ signedIn, session, realtime, socket, latest }: Watched) {
  const tabs = useRef<TabSync | undefined>(undefined);
  const setLang = useCallback((next: Language, options?: { fromOtherTab?: boolean }) => {
    const { navigate, pathname, search } = latest.current;
    setLangCookie(next);
    navigate(withLang(`${pathname}${search}`, next), { replace: true });
    if (!options?.fromOtherTab) tabs.current?.langChosen(next);
  }, [latest]);
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
    // the usual reconnect wait, and the badge is read again then).
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
  }, [signedIn, session, setLang, realtime, socket, latest]);
  return setLang;
}
