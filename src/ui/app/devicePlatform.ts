// Which kind of device the console runs on, read once from the user agent and the first URL.

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

/** Fixed for the page's lifetime: in-app navigation drops unknown query parameters such as `tv`. */
export const TV_MODE = typeof window !== 'undefined' && isTvBox(navigator.userAgent, window.location.search);
export const MOBILE_MODE = typeof window !== 'undefined' && isMobileAgent(navigator.userAgent);
