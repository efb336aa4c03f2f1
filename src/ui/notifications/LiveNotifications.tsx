// What realtime messages show while signed in: one coalescing alert toast, the audible alert of voice alarms,
// the mass-text banner, the prompt to approve a bind or visit request, and desktop notifications when allowed.
// The session and the badge are the runtime's part (wiring.ts); lists are queries that realtime messages invalidate (src/ui/data/realtimeInvalidation.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { bufferTime, filter, map, type Observable } from 'rxjs';
import type { RealtimeMessage } from '../../domain/realtime/messageTypes';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../../domain/constants';
import { routeMessage } from '../../domain/messageRouting';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useConsole } from '../app/consoleContext';
import { mergeAlert, summarise, type AlertSummary, type BatchEffects } from './alertBatch';
import { playAlert, unlockAudio, unlockOnFirstGesture } from './audioAlert';
import { notifyDesktop } from './desktop';
import { notificationPrefs } from './prefsStore';
import { BANNER_TEXT_MAX, clipText, TOAST_TEXT_MAX } from '../../domain/realtime/clip';
import { FullTextButton } from './FullText';
import { deviceLabel, labelOf } from './deviceLabel';
import { deviceNameQuery } from './queries';
import { queryClient } from '../data/queryClient';
import { messagePageQuery } from '../messages/queries';
import { outcomeOf } from '../data/callQuery';
import { Approval, approvalAvailable } from './approval';
import './notifications.css';
import { textIn } from '../../domain/cloudText';

/** Pushes are gathered this long before the screen changes: a storm costs a few renders a second, not thousands. */
const BATCH_MS = 250;
/** Voice alarms in a row sound at most this often. */
const SOUND_GAP_MS = 1_500;

type Pending = NonNullable<BatchEffects['approval']>;

function useAlertText() {
  const { t } = useTranslation('notifications');
  const { lang } = useConsole();
  return (alert: AlertSummary, device = alert.deviceCode) => {
    const body = clipText(textIn(alert.content, lang), TOAST_TEXT_MAX);
    return {
      title: alert.count > 1 ? t(alert.alarms === alert.count ? 'alert.manyAlarms' : 'alert.many', { count: alert.count }) : t(`alert.${alert.kind}`, { device }),
      body: body.text,
      clipped: body.clipped,
    };
  };
}

type Props = { messages$: Observable<RealtimeMessage> };

/**
 * `messages$`: the runtime's realtime messages, replaying those that arrived while this component loaded. The
 * runtime mounts it outside the signed-in layouts, so it brings the console's one query client itself.
 */
export default function LiveNotificationsWithData(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveNotifications {...props} />
    </QueryClientProvider>
  );
}

function LiveNotifications({ messages$ }: Props) {
  const { t } = useTranslation('notifications');
  const { http, go, lang } = useConsole();
  const alertText = useAlertText();
  const [toast, setToast] = useState<AlertSummary>();
  const [banner, setBanner] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const [reviewing, setReviewing] = useState<{ messageId: number; applicationId?: number }>();
  const [soundBlocked, setSoundBlocked] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSound = useRef(0);
  const text = useRef(alertText);
  text.current = alertText;
  const aliasText = (name: string, alias: string) => t('common:withNote', { text: name, note: alias });
  const withAlias = useRef(aliasText);
  withAlias.current = aliasText;

  useEffect(() => unlockOnFirstGesture(), []);

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

  // The push names the device only: the newest unread application message of that device is the one to answer.
  const review = useCallback(async () => {
    if (!pending) return;
    setPending(undefined);
    const page = approvalAvailable
      ? await queryClient.fetchQuery(messagePageQuery(http, 'application', 1)).catch((error: unknown) => {
          if (outcomeOf(error)) return undefined;
          throw error;
        })
      : undefined;
    const message = page?.list.find((m) => m.kind === pending.kind && m.deviceCode === pending.deviceCode && m.state === 'unread');
    if (message) setReviewing({ messageId: message.id, applicationId: message.applicationId ?? undefined });
    else go('/msgCenter/?scene=application');
  }, [pending, http, go]);

  // The toast names the device as people know it, also before any list was loaded (deviceNameQuery).
  const named = useQuery(deviceNameQuery(http, queryClient, toast && toast.count === 1 ? toast.deviceCode : '')).data;
  const shown = toast ? alertText(toast, named ? labelOf(named, toast.deviceCode, aliasText) : deviceLabel(toast.deviceCode, aliasText)) : undefined;
  const bannerText = banner === undefined ? undefined : clipText(textIn(banner, lang), BANNER_TEXT_MAX);
  return (
    <>
      <div className="live-region" aria-live="polite">
        {toast && shown ? (
          <div className={`live-toast live-toast-${toast.severity}`} role="status" data-testid="live-toast" data-count={toast.count}>
            <i className={`pi ${toast.alarms > 0 ? 'pi-exclamation-triangle' : 'pi-info-circle'}`} aria-hidden="true" />
            <div className="live-toast-text">
              <strong>{shown.title}</strong>
              {shown.body ? <span>{shown.body}</span> : null}
            </div>
            {shown.clipped ? <FullTextButton text={toast.content} testId="live-toast-full" /> : null}
            <button type="button" className="live-close" aria-label={t('close')} onClick={() => setToast(undefined)}>
              <i className="pi pi-times" aria-hidden="true" />
            </button>
          </div>
        ) : null}
        {soundBlocked && !notificationPrefs().muted ? (
          <div className="live-toast live-toast-info" role="status" data-testid="sound-blocked">
            <div className="live-toast-text">{t('sound.blocked')}</div>
            <button
              type="button"
              className="live-action"
              onClick={() => void unlockAudio().then((running) => setSoundBlocked(!running))}
            >
              {t('sound.enable')}
            </button>
          </div>
        ) : null}
        {pending ? (
          <div className="live-toast live-toast-info" role="status" data-testid="live-approval">
            <div className="live-toast-text">
              <strong>{t(`approval.${pending.kind}`, { device: pending.deviceCode })}</strong>
            </div>
            <button type="button" className="live-action" data-testid="live-approval-review" onClick={() => void review()}>
              {t('approval.review')}
            </button>
            <button type="button" className="live-close" aria-label={t('close')} onClick={() => setPending(undefined)}>
              <i className="pi pi-times" aria-hidden="true" />
            </button>
          </div>
        ) : null}
      </div>
      {banner !== undefined && bannerText ? (
        <div className="mass-banner" role="status" data-testid="mass-banner">
          <i className="pi pi-megaphone" aria-hidden="true" />
          <span className="mass-banner-text">{bannerText.text}</span>
          {bannerText.clipped ? <FullTextButton text={banner} testId="mass-banner-full" /> : null}
          <button type="button" className="live-close" aria-label={t('close')} onClick={() => setBanner(undefined)}>
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      {reviewing ? <Approval {...reviewing} onClose={() => setReviewing(undefined)} /> : null}
    </>
  );
}
