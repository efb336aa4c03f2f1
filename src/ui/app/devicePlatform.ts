// Which kind of device the console runs on, read once from the user agent, the first URL and the remembered choice.
import { isMobileAgent, isTvAgent } from '../../domain/userAgent';
import { loadPlatformChoice, savePlatformChoice } from '../../transport/platformChoice';

export { isMobileAgent };

/** `?tv=1` forces the TV-box mode for testing. */
export function isTvBox(userAgent: string, search: string): boolean {
  return isTvAgent(userAgent) || new URLSearchParams(search).get('tv') === '1';
}

/** A phone goes to the phone console unless its user chose the full console (remembered in this browser). */
export function usesPhoneConsole(userAgent: string, choice: 'full' | 'phone' | undefined): boolean {
  return isMobileAgent(userAgent) && choice !== 'full';
}

const browser = typeof window !== 'undefined';

/** Fixed for the page's lifetime: in-app navigation drops unknown query parameters such as `tv`. */
export const TV_MODE = browser && isTvBox(navigator.userAgent, window.location.search);
/** The device is a phone: the mobile route exists (product.md section 2), whichever console its user chose. */
export const PHONE_AGENT = browser && isMobileAgent(navigator.userAgent);
/** Every route leads to the phone console (scadaRegister excepted). */
export const MOBILE_MODE = browser && usesPhoneConsole(navigator.userAgent, loadPlatformChoice());

/**
 * Switches console and remembers it. The route table and the redirect are fixed at load, so the switch is a
 * full page load of `path` (the sign-in page or the phone console), which reads the new choice.
 */
export function switchConsole(choice: 'full' | 'phone', path: string): void {
  savePlatformChoice(choice);
  window.location.assign(path);
}
