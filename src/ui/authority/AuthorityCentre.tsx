import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { may, roleOf, type AdminStateCode, type DeviceRole } from '../../domain/roles';
import type { AdminListItem } from '../../domain/wire/audit';
import type { Machine } from '../../domain/wire/machine';
import type { TransferCandidate } from '../../machines/ownerTransfer.machine';
import { AddBkeyForm } from './AddBkeyForm';
import { AlarmNoticeSection } from './AlarmNoticeSection';
import { ApplicationsPanel } from './ApplicationsPanel';
import { AuditModeSection } from './AuditModeSection';
import { MemberTable } from './MemberTable';
import type { MemberListKind } from './memberRows';
import { OwnerTransferDialog } from './OwnerTransferDialog';
import { RoleSearch } from './RoleSearch';
import { useMembers } from './useMembers';
import { applicationKeys, authorityKeys } from './queries';
import { useStateCode } from './useStateCode';
import { VisitDetails } from './VisitDetails';
import { Tabs } from '../kit/Tabs';
import './authority.css';

const ApprovalDialog = lazy(() => import('./ApprovalDialog'));

type Tab = MemberListKind | 'applications' | 'visits' | 'settings';

/**
 * A device's authority centre (product.md sections 2, 4 and 6): its Akey and Bkeys, visitors and blacklist, the
 * applications awaiting audit, visit details, the audit mode and owner transfer. What is offered follows the
 * viewer's role (src/domain/roles.ts); anyone else sees the no-permission notice.
 */
export default function AuthorityCentre(props: { machine: Machine; onChanged(): void }) {
  const { machine, onChanged } = props;
  const { t } = useTranslation('authority');
  const [viewer, setViewer] = useState<DeviceRole>(roleOf(machine.limit_authority));
  const [tab, setTab] = useState<Tab>('admins');
  const [code, showCode] = useStateCode();
  const [candidate, setCandidate] = useState<TransferCandidate>();
  const [reviewing, setReviewing] = useState<number>();
  const allowed = may(viewer, 'viewAuthority');
  const id = machine.machine_id;
  const [admins, reloadAdmins] = useMembers(id, 'admins', allowed);
  const [visitors, reloadVisitors] = useMembers(id, 'visitors', allowed);
  const [blacklist, reloadBlacklist] = useMembers(id, 'blacklist', allowed);
  const client = useQueryClient();

  // A change to one member can move others (a new owner, a Bkey removed): every list of the device is asked again.
  const reloadAll = useCallback(() => {
    void client.invalidateQueries({ queryKey: authorityKeys.device(id) });
    void client.invalidateQueries({ queryKey: applicationKeys.ofDevice(id) });
  }, [client, id]);

  const done = useCallback(
    (next?: AdminStateCode) => {
      if (next !== undefined) showCode(next);
      reloadAll();
      onChanged();
    },
    [showCode, reloadAll, onChanged],
  );

  const transferred = useCallback(() => {
    setCandidate(undefined);
    setViewer('bkey');
    reloadAll();
    onChanged();
  }, [reloadAll, onChanged]);

  if (!allowed) {
    return (
      <section className="auth-centre" aria-label={t('title')}>
        <p role="alert" className="auth-notice" data-testid="authority-no-permission">{t('noPermission')}</p>
      </section>
    );
  }

  const tabs: Tab[] = ['admins', 'visitors', 'blacklist', 'applications', 'visits', 'settings'];
  const onTransfer = (item: AdminListItem, role: DeviceRole) => setCandidate({ userId: item.id, name: item.name, role });
  const lists = { admins, visitors, blacklist } as const;
  const reloads = { admins: reloadAdmins, visitors: reloadVisitors, blacklist: reloadBlacklist } as const;

  return (
    <section className="auth-centre" aria-label={t('title')} data-testid="authority-centre" data-viewer={viewer}>
      <Tabs
        id="auth"
        label={t('title')}
        tabs={tabs.map((name) => ({ key: name, label: t(`tabs.${name}`) }))}
        selected={tab}
        onSelect={(next) => setTab(next)}
        className="auth-tabs"
        tabClassName="auth-tab"
        panel={{ className: 'auth-panel' }}
      >
        <p className="auth-state" role="status" aria-live="polite" data-testid="authority-state">
          {code !== undefined ? t(`state.${code}`) : ''}
        </p>
        {tab === 'admins' || tab === 'visitors' || tab === 'blacklist' ? (
          <>
            {tab === 'admins' && may(viewer, 'addBkey') ? <AddBkeyForm machineId={id} onDone={done} /> : null}
            <MemberTable machineId={id} viewer={viewer} kind={tab} list={lists[tab]} onRetry={reloads[tab]} onDone={done} onTransfer={onTransfer} />
            {tab === 'admins' ? <RoleSearch machineId={id} viewer={viewer} onDone={done} onTransfer={onTransfer} /> : null}
          </>
        ) : null}
        {tab === 'applications' ? <ApplicationsPanel machineId={id} onReview={setReviewing} /> : null}
        {tab === 'visits' ? <VisitDetails machineId={id} /> : null}
        {tab === 'settings' ? (
          <div className="auth-settings">
            {may(viewer, 'changeAuditMode') ? <AuditModeSection machine={machine} onChanged={onChanged} /> : null}
            <AlarmNoticeSection machine={machine} />
            <h3>{t('transfer.title')}</h3>
            <p className="auth-muted">{may(viewer, 'transferOwner') ? t('transfer.hint') : t('transfer.denied')}</p>
          </div>
        ) : null}
      </Tabs>
      {candidate ? (
        <OwnerTransferDialog machineId={id} viewer={viewer} candidate={candidate} onClose={() => setCandidate(undefined)} onTransferred={transferred} />
      ) : null}
      {reviewing !== undefined ? (
        <Suspense fallback={null}>
          <ApprovalDialog
            applicationId={reviewing}
            onClose={(answered) => {
              setReviewing(undefined);
              if (answered) done();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
