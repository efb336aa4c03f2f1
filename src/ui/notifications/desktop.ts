// Desktop notifications (the Notification API) for when the console is not in view and the user allowed them.

export type DesktopPermission = NotificationPermission | 'unsupported';

export function desktopPermission(): DesktopPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Must run from a user gesture (the settings toggle). */
export async function askDesktopPermission(): Promise<DesktopPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows one notification; a later one replaces it (same tag), so a storm is one notification, not thousands. */
export function notifyDesktop(title: string, body: string): boolean {
  if (desktopPermission() !== 'granted' || document.visibilityState === 'visible') return false;
  try {
    new Notification(title, { body, tag: 'device-cloud-live' });
    return true;
  } catch {
    // Some platforms allow notifications only from a service worker: the in-page toast still shows.
    return false;
  }
}
