// The user's choices about live notifications, kept in this browser: sound muted, desktop notifications wanted.
import { isRecord } from '../domain/wire/record';
export interface NotificationPrefs {
  muted: boolean;
  desktop: boolean;
}

const KEY = 'notificationPrefs';
const DEFAULTS: NotificationPrefs = { muted: false, desktop: false };

export function loadNotificationPrefs(store: Pick<Storage, 'getItem'> = globalThis.localStorage): NotificationPrefs {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? 'null');
    if (!isRecord(parsed)) return { ...DEFAULTS };
    return { muted: parsed.muted === true, desktop: parsed.desktop === true };
  } catch {
    return { ...DEFAULTS };
  }
}

export function saveNotificationPrefs(prefs: NotificationPrefs, store: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  store.setItem(KEY, JSON.stringify(prefs));
}
