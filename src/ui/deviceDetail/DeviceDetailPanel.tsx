// The detail of one device, opened from a list (?machine=<id>): its facts and cloud switch, editing, location,
// IoT card, and the actions visit, image reset and delete. It loads its own data by machine id.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { may, roleOf } from '../../domain/roles';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { ActionButton } from '../common/controls/ActionButton';
import { VisitButton } from '../visit/VisitButton';
import { useDeviceDetail } from './useDeviceDetail';
import { DetailOverview } from './DetailOverview';
import { DetailEdit } from './DetailEdit';
import { DetailLocation } from './DetailLocation';
import { DetailIotCard } from './DetailIotCard';
import { DetailEnterprise } from './DetailEnterprise';
import DeviceCameraSection from '../ezviz/DeviceCameraSection';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Dialog } from '../kit/Dialog';
import { Tabs } from '../kit/Tabs';
import './deviceDetail.css';
import { LoadError } from '../common/LoadError';
import { outcomeOf } from '../data/callQuery';
import { useDeleteMachine, useResetImage } from './queries';

// Engineer D's authority centre, loaded only when its tab is opened.
const AuthorityCentre = lazy(() => import('../authority/AuthorityCentre'));

type DetailTab = 'overview' | 'edit' | 'location' | 'enterprise' | 'iot' | 'authority';

export type DeviceDetailChange = { kind: 'updated' | 'deleted'; machineId: number };

export type DeviceDetailPanelProps = {
  machineId: number;
  mode: 'personal' | 'enterprise' | 'maintenance';
  onClose(): void;
  onChanged(change: DeviceDetailChange): void;
};

export default function DeviceDetailPanel({ machineId, mode, onClose, onChanged }: DeviceDetailPanelProps) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  const { state, reload, patch } = useDeviceDetail(http, machineId);
  const [confirm, setConfirm] = useState<'delete' | 'image' | null>(null);
  const [tab, setTab] = useState<DetailTab>('overview');
  // Deleting and resetting the image: failures are toasted by the transport (the calls are not quiet).
  const removal = useDeleteMachine(http, machineId);
  const imageReset = useResetImage(http, machineId);
  const busy = removal.isPending || imageReset.isPending;

  const detail = state.status === 'ready' ? state.detail : undefined;
  const role = roleOf(detail?.limit_authority);
  const manager = role === 'akey' || role === 'bkey';
  const owner = may(role, 'changeAuditMode');

  const updated = (change: Parameters<typeof patch>[0]) => {
    patch(change);
    onChanged({ kind: 'updated', machineId });
  };

  const deleted = () => {
    setConfirm(null);
    notify.success('deviceDetail:delete.done');
    onChanged({ kind: 'deleted', machineId });
    onClose();
  };

  function remove() {
    if (!detail) return;
    removal.mutate({ owner }, {
      onSuccess: deleted,
      // 040103010 and 04010307 mean the device is gone as asked (api.md section 8).
      onError: (error) => {
        const outcome = outcomeOf(error);
        if (outcome?.kind === 'business' && outcome.success) deleted();
      },
    });
  }

  function reset() {
    imageReset.mutate(undefined, {
      onSuccess: () => {
        setConfirm(null);
        notify.success('deviceDetail:image.done');
      },
    });
  }

  const failed = state.status === 'error' ? state.outcome : undefined;
  const name = detail?.machine_name ?? '';

  // Every role sees the authority tab: the Akey and Bkeys get the centre, anyone else its no-permission notice.
  const tabKeys: DetailTab[] = ['overview', 'edit', 'location', ...(mode !== 'personal' ? (['enterprise'] as const) : []), 'iot', 'authority'];
  const tabLabel: Record<DetailTab, string> = {
    overview: t('tabs.overview'),
    edit: t('tabs.edit'),
    location: t('tabs.location'),
    enterprise: t('tabs.enterprise'),
    iot: t('tabs.iotCard'),
    authority: t('tabs.authority'),
  };

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
      footer={
        detail ? (
          <div className="detail-actions">
            <VisitButton machine={detail} mode={mode} />
            {manager ? (
              <ActionButton data-testid="detail-image-reset" outlined icon="pi pi-replay" label={t('image.reset')}
                onClick={() => setConfirm('image')} />
            ) : null}
            {mode === 'personal' ? (
              <ActionButton data-testid="detail-delete" className="p-button-danger" outlined icon="pi pi-trash"
                label={t('delete.button')} onClick={() => setConfirm('delete')} />
            ) : null}
          </div>
        ) : null
      }
    >
      <div data-testid="device-detail">
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={reload} testId="detail-error" retryTestId="detail-retry" /> : null}
        {/* A maintainer without a key has no personal detail of the device, but its enterprise side. */}
        {failed && mode !== 'personal' ? <DetailEnterprise machineId={machineId} /> : null}
        {state.status === 'ready' && detail ? (
          // The tab panel keeps one height and scrolls inside (deviceDetail.css): focusable, so the keyboard can scroll too.
          <Tabs<DetailTab> id="detail" label={t('title', { name })} tabs={tabKeys.map((key) => ({ key, label: tabLabel[key] }))}
            selected={tab} onSelect={setTab} panel={{ className: 'detail-tab-panel', tabIndex: 0 }}>
            {tab === 'overview' ? (
              <>
                <DetailOverview detail={detail} facts={state.facts} manager={manager}
                  onCloudChanged={(cloudState) => updated({ cloudState })} />
                {mode === 'personal' ? <DeviceCameraSection machineId={detail.machine_id} machineName={detail.machine_name} manager={manager} /> : null}
              </>
            ) : null}
            {tab === 'edit' ? <DetailEdit detail={detail} manager={manager} owner={owner} onSaved={updated} /> : null}
            {tab === 'location' ? <DetailLocation detail={detail} manager={manager} onMoved={updated} /> : null}
            {tab === 'enterprise' && mode !== 'personal' ? <DetailEnterprise machineId={machineId} /> : null}
            {tab === 'iot' ? <DetailIotCard iccid={detail.iccid_num} /> : null}
            {tab === 'authority' ? (
              <Suspense fallback={<p role="status">{t('authorityLoading')}</p>}>
                <AuthorityCentre machine={detail} onChanged={() => { reload(); onChanged({ kind: 'updated', machineId }); }} />
              </Suspense>
            ) : null}
          </Tabs>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm === 'delete'}
        testId="delete-confirm"
        title={t('delete.confirmTitle', { name })}
        body={t(owner ? 'delete.confirmOwner' : 'delete.confirmMember')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={busy}
        icon="pi pi-trash"
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'image'}
        testId="image-confirm"
        title={t('image.confirmTitle')}
        body={t('image.confirm')}
        confirmLabel={t('image.reset')}
        cancelLabel={t('delete.cancel')}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirm(null)}
      />
    </Dialog>
  );
}
