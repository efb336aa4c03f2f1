// The console runtime (useConsole) of the phone's sign-in page: the same HTTP client, brand, language and session
// machine with its sign-in effects (sessionEffects.ts) as the full console, and nothing a signed-out phone does not
// use: no router, no query client, no realtime connection (its machines are there, never started), and the
// notices (a resent code) in the page's own status line instead of the kit's toasts.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { createActor } from 'xstate';
import { NEVER } from 'rxjs';
import type { Language } from '../../domain/constants';
import { resolveBrand } from '../../domain/brands';
import { setLanguage, i18n } from '../../i18n';
import { realtimeMachine } from '../../machines/realtime.machine';
import { unreadMachine } from '../../machines/unread.machine';
import { createHttp } from '../../transport/http';
import { getToken, setLangCookie } from '../../transport/cookies';
import { notifierOf, type ConsoleRuntime, type NoticeSeverity, type Notifier } from '../app/consoleContext';
import { withLang } from '../app/langParam';
import { provideSession } from '../app/sessionEffects';

export type PhoneNotice = { severity: NoticeSeverity; key: string; values?: Record<string, unknown> };

/** How long a notice stays, as the console's toasts. */
const NOTICE_MS = 5_000;

export function usePhoneRuntime(initialLang: Language): { runtime: ConsoleRuntime; notice: PhoneNotice | undefined } {
  const [lang, setLangState] = useState(initialLang);
  const [notice, setNotice] = useState<PhoneNotice>();
  const noticeTimer = useRef<number | undefined>(undefined);
  const [notify] = useState<Notifier>(() => {
    return notifierOf((severity, key, values) => {
      window.clearTimeout(noticeTimer.current);
      setNotice({ severity, key, values });
      noticeTimer.current = window.setTimeout(() => setNotice(undefined), NOTICE_MS);
    });
  });

  // A token freshly returned by login is used before its cookie is written (the enterprise list call needs it).
  const pendingToken = useRef<string | undefined>(undefined);
  const [http] = useState(() => createHttp({ getToken: () => pendingToken.current ?? getToken(), onMissingToken: () => undefined }));
  const [brand] = useState(() => resolveBrand(window.location.hostname));
  // The page stays where it is after sign-in (/mobile with its section and device): entry.tsx then starts the full
  // console there, which leads a phone home as RouteGuards does.
  const go = useCallback(() => undefined, []);
  const session = useActorRef(provideSession({ http, go, notify, pendingToken }), { input: {} });
  const [realtime] = useState(() => createActor(realtimeMachine));
  const [unread] = useState(() => createActor(unreadMachine));

  const setLang = useCallback((next: Language) => {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withLang(`${pathname}${search}${hash}`, next));
    setLangCookie(next);
    // The texts of the new language first, then the page in it (no frame of missing texts).
    void Promise.all([setLanguage(next), i18n.loadNamespaces('mobile')]).then(() => setLangState(next));
  }, []);

  const runtime = useMemo<ConsoleRuntime>(
    () => ({ http, brand, lang, setLang, session, realtime, unread, realtimeMessages$: NEVER, notify, go }),
    [http, brand, lang, setLang, session, realtime, unread, notify, go],
  );
  return { runtime, notice };
}
