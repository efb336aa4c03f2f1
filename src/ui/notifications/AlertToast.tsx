// The coalescing alert toast: the newest alert (or how many came), naming the device as people know it, also
// before any list was loaded (deviceNameQuery).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/consoleContext';
import { queryClient } from '../data/queryClient';
import type { AlertSummary } from './alertBatch';
import { deviceLabel, labelOf } from './deviceLabel';
import { FullTextButton } from './FullText';
import { deviceNameQuery } from './queries';
import { useAlertText, useAliasText } from './useAlertText';

export function AlertToast({ toast, onClose }: { toast: AlertSummary | undefined; onClose(): void }) {
  const { t } = useTranslation('notifications');
  const { http } = useConsole();
  const alertText = useAlertText();
  const aliasText = useAliasText();
  const named = useQuery(deviceNameQuery(http, queryClient, toast && toast.count === 1 ? toast.deviceCode : '')).data;
  const shown = toast ? alertText(toast, named ? labelOf(named, toast.deviceCode, aliasText) : deviceLabel(toast.deviceCode, aliasText)) : undefined;
  if (!toast || !shown) return null;
  return (
    <div className={`live-toast live-toast-${toast.severity}`} role="status" data-testid="live-toast" data-count={toast.count}>
      <i className={`pi ${toast.alarms > 0 ? 'pi-exclamation-triangle' : 'pi-info-circle'}`} aria-hidden="true" />
      <div className="live-toast-text">
        <strong>{shown.title}</strong>
        {shown.body ? <span>{shown.body}</span> : null}
      </div>
      {shown.clipped ? <FullTextButton text={toast.content} testId="live-toast-full" /> : null}
      <button type="button" className="live-close" aria-label={t('close')} onClick={onClose}>
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}
