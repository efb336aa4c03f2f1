// Who receives a device's alarms: each member with their role and whether they hear them.
import { useTranslation } from 'react-i18next';
import type { AlarmRecipient } from '../../domain/wire/alarm';
import { Dialog } from '../kit/Dialog';

export interface Recipients {
  machineName: string;
  list: AlarmRecipient[];
}

export function RecipientsDialog({ recipients, onClose }: { recipients: Recipients | undefined; onClose(): void }) {
  const { t } = useTranslation('alarms');
  return (
    <Dialog open={recipients !== undefined} title={t('recipients.title', { name: recipients?.machineName ?? '' })} onClose={onClose} testId="alarm-recipients">
      {recipients && recipients.list.length === 0 ? <p>{t('recipients.none')}</p> : null}
      <ul className="alarm-recipients">
        {recipients?.list.map((r) => (
          <li key={r.id}>
            <strong>{r.name}</strong> {r.phone || r.email} · {t(r.limit_authority === 3 ? 'recipients.owner' : 'recipients.admin')} ·{' '}
            {t(r.receivesAlarms ? 'recipients.receives' : 'recipients.muted')}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
