import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import { TITLE_DELAY_MS } from '../../domain/constants';
import { brandText } from '../../domain/brands';
import { phoneKeepsFullConsole, routeKey } from '../../domain/userAgent';
import { getToken } from '../../transport/cookies';
import { useConsole } from './runtime';
import { langFromSearch, withLang } from './langParam';
import { MOBILE_MODE, PHONE_AGENT, switchConsole, TV_MODE } from './devicePlatform';
import { homePath } from '../common/homePath';
import type { Language } from '../../domain/constants';

/**
 * Route-wide rules: every URL carries `?lang=` (added with replace from the cookie or the default), a mobile
 * user agent goes to /mobile (scadaRegister excepted), and the brand title is set a moment after each change.
 */
export function RouteGuards() {
  const { lang, brand } = useConsole();
  const location = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = brandText(brand, lang, 'title');
    }, TITLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, brand, lang]);

  const here = `${location.pathname}${location.search}${location.hash}`;
  if (!langFromSearch(location.search)) return <Navigate to={withLang(here, lang)} replace />;
  const path = routeKey(location.pathname);
  if (MOBILE_MODE && path !== '/mobile' && !phoneKeepsFullConsole(path)) {
    return <Navigate to={withLang('/mobile', lang)} replace />;
  }
  // A phone whose user chose the full console comes back to the phone console by opening /mobile (decisions.md).
  if (PHONE_AGENT && !MOBILE_MODE && path === '/mobile') return <BackToPhoneConsole lang={lang} />;
  // Elsewhere the phone console exists for a signed-in user only (a preview with the same session); signed out,
  // /mobile is an unknown path there and leads to /login (product.md section 2, decisions.md).
  if (!PHONE_AGENT && path === '/mobile' && !getToken()) return <Navigate to={withLang('/login', lang)} replace />;
  // TV-box mode: a signed-in box shows the wall instead of a home list it has no navigation to leave.
  if (TV_MODE && getToken() && (path === '/index' || path === '/device')) return <Navigate to={withLang('/mapcanvas', lang)} replace />;
  return <Outlet />;
}

function BackToPhoneConsole({ lang }: { lang: Language }) {
  useEffect(() => switchConsole('phone', withLang('/mobile', lang)), [lang]);
  return null;
}

/** Routes that need a signed-in user send visitors without a token cookie to /login. */
export function RequireLogin() {
  const { session, lang } = useConsole();
  // Only a signed-out session leaves: the expiry notice and the kicked-out dialog must stay visible after the
  // cookie is gone, and a render that runs while the session clears the cookie must not race it to /login.
  const signedOut = useSelector(session, (s) => s.matches('loggedOut') || s.matches('loggingIn'));
  if (!getToken() && signedOut) return <Navigate to={withLang('/login', lang)} replace />;
  return <Outlet />;
}

/** The bare origin: a signed-in user goes home, anyone else to /login (decisions.md). */
export function ToStart() {
  const { lang } = useConsole();
  return <Navigate to={withLang(getToken() ? homePath() : '/login', lang)} replace />;
}

export function ToLogin() {
  const { lang } = useConsole();
  return <Navigate to={withLang('/login', lang)} replace />;
}
