// Live alarms as phone notifications, through the phone console's service worker (pwa.ts registers it): phone
// browsers show notifications only through a service worker.
import { filter, bufferTime, type Observable } from 'rxjs';
import type { DeviceInformMessage, RealtimeMessage } from '../../domain/realtime/messageTypes';
import { desktopPermission } from '../notifications/desktop';
import { notificationPrefs } from '../notifications/prefsStore';
import { MOBILE_WORKER_SCOPE } from './pwa';

/** The same tag as the desktop notifications: a new one replaces the last, a storm is one notification. */
const TAG = 'device-cloud-live';
const BATCH_MS = 1_000;

type Alarm = DeviceInformMessage;
const isAlarm = (m: RealtimeMessage): m is Alarm => m.type === 'deviceAlarm' || m.type === 'deviceVoice';

/**
 * Live alarms as phone notifications while the page is in the background and the user allowed them. One a second
 * at most; the text of the newest alarm, and how many came.
 */
export function notifyAlarmsInBackground(
  messages$: Observable<RealtimeMessage>,
  text: (alarm: Alarm, count: number) => { title: string; body: string },
): () => void {
  const subscription = messages$
    .pipe(
      filter(isAlarm),
      bufferTime(BATCH_MS),
      filter((batch) => batch.length > 0),
    )
    .subscribe((batch) => {
      if (document.visibilityState === 'visible' || !notificationPrefs().desktop || desktopPermission() !== 'granted') return;
      if (!('serviceWorker' in navigator)) return;
      const last = batch.at(-1);
      if (!last) return;
      const { title, body } = text(last, batch.length);
      void navigator.serviceWorker.getRegistration(MOBILE_WORKER_SCOPE).then((registration) =>
        registration?.showNotification(title, { body, tag: TAG, icon: '/mobile-icon-192.png' }),
      ).catch(() => undefined);
    });
  return () => subscription.unsubscribe();
}
