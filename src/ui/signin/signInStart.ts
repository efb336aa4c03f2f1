// What /login's own first page (index.html's entry, entry.tsx) decides before it draws anything.
import { routeKey } from '../../domain/userAgent';

export interface SignInStart {
  /** The demo build plays the cloud in the page (main.tsx starts it): it uses the full console's start. */
  demo: boolean;
  /** A token cookie: the console opens signed in, which the full console's start does. */
  signedIn: boolean;
  /** A phone whose user did not choose the full console: the full console's route guard leads it to /mobile. */
  phoneConsole: boolean;
  pathname: string;
}

/**
 * The small sign-in page is drawn for a signed-out page load of /login only; every other page load (a deep link,
 * a signed-in reload, the demo) starts the full console, whose guards lead a signed-out visitor to /login there.
 */
export function signInPageWanted({ demo, signedIn, phoneConsole, pathname }: SignInStart): boolean {
  return !demo && !signedIn && !phoneConsole && routeKey(pathname) === '/login';
}
