// The user's choices about live notifications, kept in this browser: sound muted, desktop notifications wanted.
export interface NotificationPrefs {
  muted: boolean;
  desktop: boolean;
}

const KEY = 'notificationPrefs';
const DEFAULTS: NotificationPrefs = { muted: false, desktop: false };

export function loadNotificationPrefs(store: Pick<Storage, 'getItem'> = globalThis.localStorage): NotificationPrefs {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return { ...DEFAULTS };
    const p = parsed as Partial<Record<keyof NotificationPrefs, unknown>>;
    return { muted: p.muted === true, desktop: p.desktop === true };
  } catch {
    return { ...DEFAULTS };
  }
}

export function saveNotificationPrefs(prefs: NotificationPrefs, store: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  store.setItem(KEY, JSON.stringify(prefs));
}
