// What the phone's sign-in page (mobile.html, src/ui/mobile/entry.tsx) decides before it draws anything.
import type { Language } from '../../domain/constants';
import { phoneKeepsFullConsole, routeKey } from '../../domain/userAgent';
import { withLang } from '../app/langParam';

export interface PhoneStart {
  /** The demo build plays the cloud in the page (main.tsx starts it): its phone uses the full console's start. */
  demo: boolean;
  /** A token cookie: the console opens signed in, which the full console's start does. */
  signedIn: boolean;
  /** A phone whose user did not choose the full console (devicePlatform's MOBILE_MODE). */
  phoneConsole: boolean;
  pathname: string;
}

/**
 * The page shows the phone's own sign-in only to a signed-out phone user; anyone else gets the full console's
 * start in the same page. /scadaRegister is the one page a phone keeps in the full console (RouteGuards).
 */
export function phoneSignInWanted({ demo, signedIn, phoneConsole, pathname }: PhoneStart): boolean {
  return !demo && !signedIn && phoneConsole && !phoneKeepsFullConsole(pathname);
}

/**
 * Where the sign-in shows, as RouteGuards would lead a phone: /mobile keeps its query (a deep link to a section or
 * a device opens there after sign-in), any other page becomes /mobile; always with `?lang=`.
 */
export function phoneSignInPath(pathname: string, search: string, lang: Language): string {
  return routeKey(pathname) === '/mobile' ? withLang(`/mobile${search}`, lang) : withLang('/mobile', lang);
}
