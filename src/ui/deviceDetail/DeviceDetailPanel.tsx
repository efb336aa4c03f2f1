// The detail of one device, opened from a list (?machine=<id>): its facts and cloud switch, editing, location,
// IoT card, and the actions visit, image reset and delete. It loads its own data by machine id.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { may, roleOf } from '../../domain/roles';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { LoadError } from '../common/LoadError';
import { Dialog } from '../kit/Dialog';
import { useDeviceDetail } from './useDeviceDetail';
import { useDetailActions } from './useDetailActions';
import { DetailEnterprise } from './DetailEnterprise';
import { DetailConfirms } from './DetailConfirms';
import { DetailFooter } from './DetailFooter';
import { DetailTabs, type DetailMode, type DetailTab } from './DetailTabs';
import './deviceDetail.css';

export type DeviceDetailChange = { kind: 'updated' | 'deleted'; machineId: number };

export type DeviceDetailPanelProps = {
  machineId: number;
  mode: DetailMode;
  onClose(): void;
  onChanged(change: DeviceDetailChange): void;
};

export default function DeviceDetailPanel({ machineId, mode, onClose, onChanged }: DeviceDetailPanelProps) {
  const { t } = useTranslation('deviceDetail');
  const { http } = useConsole();
  const { state, reload, patch } = useDeviceDetail(http, machineId);
  const [tab, setTab] = useState<DetailTab>('overview');

  const detail = state.status === 'ready' ? state.detail : undefined;
  const role = roleOf(detail?.limit_authority);
  const manager = role === 'akey' || role === 'bkey';
  const owner = may(role, 'changeAuditMode');
  const actions = useDetailActions(machineId, { owner, loaded: detail !== undefined }, () => {
    onChanged({ kind: 'deleted', machineId });
    onClose();
  });

  const updated = (change: Parameters<typeof patch>[0]) => {
    patch(change);
    onChanged({ kind: 'updated', machineId });
  };

  const failed = state.status === 'error' ? state.outcome : undefined;
  const name = detail?.machine_name ?? '';

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        <span className="detail-header">
          <span data-testid="detail-title">{name ? t('title', { name }) : t('titleLoading')}</span>
          {detail ? (
            <span className={detail.state === 1 ? 'detail-badge online' : 'detail-badge'} data-testid="detail-online">
              {t(detail.state === 1 ? 'online' : 'offline')}
            </span>
          ) : null}
        </span>
      }
      // The close button first: the detail opens on reading, not on a field of its first tab.
      initialFocus="first"
      className="detail-panel"
      width="min(60rem, 96vw)"
      footer={detail ? <DetailFooter detail={detail} mode={mode} manager={manager} onAsk={actions.ask} /> : null}
    >
      <div data-testid="device-detail">
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={reload} testId="detail-error" retryTestId="detail-retry" /> : null}
        {/* A maintainer without a key has no personal detail of the device, but its enterprise side. */}
        {failed && mode !== 'personal' ? <DetailEnterprise machineId={machineId} /> : null}
        {state.status === 'ready' && detail ? (
          <DetailTabs detail={detail} facts={state.facts} mode={mode} tab={tab} onTab={setTab} manager={manager} owner={owner}
            onUpdated={updated} onAuthorityChanged={() => { reload(); onChanged({ kind: 'updated', machineId }); }} />
        ) : null}
      </div>
      <DetailConfirms actions={actions} name={name} owner={owner} />
    </Dialog>
  );
}
