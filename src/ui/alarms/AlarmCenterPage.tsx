// /alarmCenter/: the alarms of the user's devices (personal, or the stored enterprise's), an overview, filters by
// device, days and state, confirming, and who receives a device's alarms.
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../domain/constants';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { DataTable } from '../kit/DataTable';
import { AlarmKanban } from './AlarmKanban';
import { AlarmFilterBar } from './AlarmFilterBar';
import { AlarmPager } from './AlarmPager';
import { RecipientsDialog } from './RecipientsDialog';
import { useAlarmCenter } from './useAlarmCenter';
import { useAlarmColumns } from './useAlarmColumns';
import './alarms.css';

export default function AlarmCenterPage() {
  const { t } = useTranslation('alarms');
  const centre = useAlarmCenter();
  const { list, refused, busy } = centre;
  const columns = useAlarmColumns({ busy, onConfirm: centre.confirmOne, onRecipients: (a) => void centre.showRecipients(a) });
  const failed = list.status === 'error' ? list.outcome : undefined;
  const title = t(centre.deviceType === 0 ? 'title.personal' : 'title.enterprise');

  return (
    <section className="alarm-page" aria-labelledby="alarm-title">
      <div className="alarm-toolbar">
        <h1 id="alarm-title">{title}</h1>
        <span className="toolbar-spacer" />
        <NotificationSettings />
      </div>
      {centre.kanban ? <AlarmKanban kanban={centre.kanban} /> : null}
      <AlarmFilterBar filters={centre.filters} devices={centre.devices} busy={busy} onChange={centre.change} onConfirmDevice={centre.confirmDevice} />
      {refused ? (
        <p className="alarm-error" role="alert" data-testid="alarm-range-error">
          {t(`filters.${refused}`)}
        </p>
      ) : (
        <DataTable
          rows={list.status === 'ready' ? list.data.list : []}
          columns={columns}
          rowKey={(a) => a.id}
          label={title}
          loading={list.status === 'loading'}
          error={failed ? { title: t('error'), outcome: failed, onRetry: centre.reload, testId: 'alarm-error' } : undefined}
          empty={t('empty')}
          emptyTestId="alarm-empty"
          rowTestId="alarm-row"
          rowAttributes={(a) => ({ 'data-state': a.state })}
          className="alarm-table"
        />
      )}
      {!refused && centre.total > PAGE_SIZE.alarms ? <AlarmPager page={centre.page} pages={centre.pages} onPage={centre.setPage} /> : null}
      <RecipientsDialog recipients={centre.recipients} onClose={centre.hideRecipients} />
    </section>
  );
}
