// How an alert reads, on the toast and on a desktop notification: one message names its kind and device, several
// are counted; the text is clipped to the toast's length.
import { useTranslation } from 'react-i18next';
import { textIn } from '../../domain/cloudText';
import { clipText, TOAST_TEXT_MAX } from '../../domain/realtime/clip';
import { useConsole } from '../app/consoleContext';
import type { AlertSummary } from './alertBatch';

export function useAlertText() {
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

/** "name (alias)" as the console writes a device with a note. */
export function useAliasText() {
  const { t } = useTranslation('notifications');
  return (name: string, alias: string) => t('common:withNote', { text: name, note: alias });
}
