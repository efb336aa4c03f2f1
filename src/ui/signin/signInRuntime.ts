// The console runtime (useConsole) of /login's own first page: the same HTTP client, brand, language and session
// machine with its sign-in effects (sessionEffects.ts) as the full console, and nothing a signed-out visitor uses:
// no router, query client or realtime connection, and the session machine itself loads on demand
// (deferredSession.ts). Any navigation (the session's way home after sign-in, a link) leaves the page: `leave`
// hands over to the full console there.
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { NEVER } from 'rxjs';
import type { Language } from '../../domain/constants';
import { brandText, resolveBrand } from '../../domain/brands';
import { i18n, setLanguage } from '../../i18n';
import { createHttp } from '../../transport/http';
import { getToken, setLangCookie } from '../../transport/cookies';
import { notifierOf, type ConsoleRuntime, type ToastHostProps } from '../app/consoleContext';
import { withLang } from '../app/langParam';
import { useLazyToastHost } from '../app/lazyToastHost';
import type { ToastQueue } from '../app/toastQueue';
import { deferSession } from './deferredSession';

export interface SignInRuntime {
  runtime: ConsoleRuntime;
  toasts: ToastQueue;
  /** The console's toasts, loaded with the first notice (a code sent again), as in the full console. */
  ToastHost: ComponentType<ToastHostProps> | null;
}

/** `leave(path, replace)`: the page's address becomes `path` (with `?lang=`) and the full console takes over. */
export function useSignInRuntime(initialLang: Language, leave: (path: string, replace: boolean) => void): SignInRuntime {
  const [lang, setLangState] = useState(initialLang);
  const latestLang = useRef(lang);
  latestLang.current = lang;

  const { ToastHost, toasts } = useLazyToastHost();
  // Translated at notification time, in the page's language then.
  const [notify] = useState(() => notifierOf((severity, key, values) => toasts.push({ severity, summary: i18n.t(key, values ?? {}) })));

  const go = useCallback(
    (path: string, options?: { replace?: boolean }) => leave(withLang(path, latestLang.current), options?.replace ?? false),
    [leave],
  );
  // A token freshly returned by login is used before its cookie is written (the enterprise list call needs it).
  const pendingToken = useRef<string | undefined>(undefined);
  const [http] = useState(() => createHttp({ getToken: () => pendingToken.current ?? getToken(), onMissingToken: () => undefined }));
  const [brand] = useState(() => resolveBrand(window.location.hostname));
  const [{ session, load }] = useState(() =>
    deferSession(() => import('./signInSession').then(({ startSession }) => startSession({ http, go, notify, pendingToken }))),
  );
  // The visitor's first key or pointer press asks for the machine: long before the form can be sent.
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const first = () => {
      load();
      for (const type of events) document.removeEventListener(type, first, true);
    };
    for (const type of events) document.addEventListener(type, first, true);
    return () => {
      for (const type of events) document.removeEventListener(type, first, true);
    };
  }, [load]);

  const setLang = useCallback((next: Language) => {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', withLang(`${pathname}${search}${hash}`, next));
    setLangCookie(next);
    // The texts of the new language first, then the page in it (no frame of missing texts).
    void setLanguage(next).then(() => setLangState(next));
  }, []);

  // As the full console's provider and route guard do: the cookie, the document's language and the brand's title.
  useEffect(() => {
    setLangCookie(lang);
    document.documentElement.lang = lang === 'cn' ? 'zh-CN' : 'en';
    document.title = brandText(brand, lang, 'title');
  }, [lang, brand]);

  const runtime = useMemo<ConsoleRuntime>(
    () => ({
      http,
      brand,
      lang,
      setLang,
      session,
      // No realtime connection before sign-in: the full console starts it after the hand-over, and a screen of this
      // page that reached for it would be a mistake to see at once, not a connection that never opens.
      get realtime(): never {
        throw new Error("/login's own first page has no realtime connection");
      },
      get unread(): never {
        throw new Error("/login's own first page has no unread badge");
      },
      realtimeMessages$: NEVER,
      notify,
      go,
    }),
    [http, brand, lang, setLang, session, notify, go],
  );
  return { runtime, toasts, ToastHost };
}
