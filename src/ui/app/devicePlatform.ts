// Which kind of device the console runs on, read once from the user agent, the first URL and the remembered choice.
import { loadPlatformChoice, savePlatformChoice } from '../../transport/platformChoice';

const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;
/** Set-top boxes and smart TVs announce themselves in the user agent; `?tv=1` forces the mode for testing. */
const TV_UA = /\b(TV|SmartTV|SMART-TV|GoogleTV|AndroidTV|Android TV|AFT\w*|BRAVIA|Tizen.+TV|WebOS.+TV)\b/i;

export function isMobileAgent(userAgent: string): boolean {
  // TV boxes often carry "Android" too; they get the desktop console without navigation.
  return MOBILE_UA.test(userAgent) && !TV_UA.test(userAgent);
}

export function isTvBox(userAgent: string, search: string): boolean {
  return TV_UA.test(userAgent) || new URLSearchParams(search).get('tv') === '1';
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
