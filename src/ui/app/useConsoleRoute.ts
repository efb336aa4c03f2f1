// The console's route as the runtime needs it: the language (the route's `?lang=`, else the cookie) and `go`, a
// navigation that keeps it. Effects provided to machines live as long as the provider; they read the latest
// route through `latest`.
import { useCallback, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { Language } from '../../domain/constants';
import { getLangCookie } from '../../transport/cookies';
import { fallbackLanguage, langFromSearch, withLang } from './langParam';

export interface LatestRoute {
  navigate: NavigateFunction;
  lang: Language;
  pathname: string;
  search: string;
}

export function useConsoleRoute(): { lang: Language; latest: RefObject<LatestRoute>; go(path: string, options?: { replace?: boolean }): void } {
  const navigate = useNavigate();
  const location = useLocation();
  const lang = langFromSearch(location.search) ?? fallbackLanguage(getLangCookie());
  const latest = useRef<LatestRoute>({ navigate, lang, pathname: location.pathname, search: location.search });
  latest.current = { navigate, lang, pathname: location.pathname, search: location.search };

  const go = useCallback((path: string, options?: { replace?: boolean }) => {
    latest.current.navigate(withLang(path, latest.current.lang), { replace: options?.replace ?? false });
  }, []);
  return { lang, latest, go };
}
