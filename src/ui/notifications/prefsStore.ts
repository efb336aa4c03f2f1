// One copy of the notification choices for every screen that shows or changes them.
import { useSyncExternalStore } from 'react';
import { loadNotificationPrefs, saveNotificationPrefs, type NotificationPrefs } from '../../transport/notificationPrefs';

let current: NotificationPrefs | undefined;
const listeners = new Set<() => void>();

export function notificationPrefs(): NotificationPrefs {
  current ??= loadNotificationPrefs();
  return current;
}

export function setNotificationPrefs(change: Partial<NotificationPrefs>): void {
  current = { ...notificationPrefs(), ...change };
  saveNotificationPrefs(current);
  for (const listener of listeners) listener();
}

export function useNotificationPrefs(): NotificationPrefs {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notificationPrefs,
  );
}
