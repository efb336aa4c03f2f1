// The realtime messages turned into what the screen shows, a batch at a time: the coalescing alert toast (and a
// desktop notification when allowed), the voice alarm's sound, the mass-text banner, and an application to answer.
import { useEffect, useRef, useState } from 'react';
import { bufferTime, filter, map, type Observable } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { TOAST_MS } from '../../domain/constants';
import { routeMessage } from '../../domain/messageRouting';
import { mergeAlert, summarise, type AlertSummary, type BatchEffects } from './alertBatch';
import { playAlert } from './audioAlert';
import { notifyDesktop } from './desktop';
import { notificationPrefs } from './prefsStore';
import { deviceLabel } from './deviceLabel';
import { useAlertText, useAliasText } from './useAlertText';

/** Pushes are gathered this long before the screen changes: a storm costs a few renders a second, not thousands. */
const BATCH_MS = 250;
/** Voice alarms in a row sound at most this often. */
const SOUND_GAP_MS = 1_500;

export type PendingApproval = NonNullable<BatchEffects['approval']>;

export function useLiveFeed(messages$: Observable<RealtimeMessage>) {
  const [toast, setToast] = useState<AlertSummary>();
  const [banner, setBanner] = useState<string>();
  const [pending, setPending] = useState<PendingApproval>();
  const [soundBlocked, setSoundBlocked] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSound = useRef(0);
  // The subscription lives as long as `messages$`; it reads the texts of the current language through refs.
  const alertText = useAlertText();
  const text = useRef(alertText);
  text.current = alertText;
  const aliasText = useAliasText();
  const withAlias = useRef(aliasText);
  withAlias.current = aliasText;

  useEffect(() => {
    const subscription = messages$
      .pipe(
        map(routeMessage),
        bufferTime(BATCH_MS),
        filter((batch) => batch.length > 0),
        map(summarise),
      )
      .subscribe((effects) => {
        const { alert } = effects;
        if (alert) {
          setToast((shown) => mergeAlert(shown, alert));
          clearTimeout(hideTimer.current);
          hideTimer.current = setTimeout(() => setToast(undefined), TOAST_MS);
          const prefs = notificationPrefs();
          if (prefs.desktop) {
            const { title, body } = text.current(alert, deviceLabel(alert.deviceCode, withAlias.current));
            notifyDesktop(title, body);
          }
        }
        if (effects.sound && !notificationPrefs().muted && Date.now() - lastSound.current > SOUND_GAP_MS) {
          const result = playAlert();
          if (result === 'played') lastSound.current = Date.now();
          setSoundBlocked(result === 'blocked');
        }
        if (effects.banner !== undefined) setBanner(effects.banner);
        if (effects.approval) setPending(effects.approval);
      });
    return () => {
      subscription.unsubscribe();
      clearTimeout(hideTimer.current);
    };
  }, [messages$]);

  return { toast, setToast, banner, setBanner, pending, setPending, soundBlocked, setSoundBlocked };
}
