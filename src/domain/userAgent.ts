// Which kind of device a user agent names: read by the console (src/ui/app/devicePlatform.ts) and by the server,
// which sends a phone without a session the phone console's small sign-in page (simulator/server/staticFiles.ts).
const MOBILE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobile Safari/i;
/** Set-top boxes and smart TVs announce themselves in the user agent. */
const TV_UA = /\b(TV|SmartTV|SMART-TV|GoogleTV|AndroidTV|Android TV|AFT\w*|BRAVIA|Tizen.+TV|WebOS.+TV)\b/i;

export function isTvAgent(userAgent: string): boolean {
  return TV_UA.test(userAgent);
}

export function isMobileAgent(userAgent: string): boolean {
  // TV boxes often carry "Android" too; they get the desktop console without navigation.
  return MOBILE_UA.test(userAgent) && !isTvAgent(userAgent);
}

/** A route's path as the console compares routes: no trailing slash, lower case. */
export function routeKey(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase();
}

/**
 * The one page a phone keeps in the full console, signed in or not: the SCADA registration a QR code leads to. The
 * server (which page it sends), the phone's sign-in page and the console's route guard all ask this.
 */
export function phoneKeepsFullConsole(pathname: string): boolean {
  return routeKey(pathname) === '/scadaregister';
}
