import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Machine, ScanCodeResult } from '../../transport/api/machine';
import type { UserGroupItem } from '../../transport/api/groups';
import type { PendingApplication } from '../../transport/pendingApplications';
import { AddByCodeForm } from './AddByCodeForm';
import { ApplyForm } from './ApplyForm';
import { ScanCodeForm } from './ScanCodeForm';
import type { Role } from './deviceRows';
import { Dialog } from '../kit/Dialog';
import { Tabs } from '../kit/Tabs';

type Tab = 'code' | 'apply' | 'scan';
const TABS: readonly Tab[] = ['code', 'apply', 'scan'];

interface Props {
  visible: boolean;
  groups: readonly UserGroupItem[];
  pending: readonly PendingApplication[];
  roleOf(machineCode: string): Role | undefined;
  onHide(): void;
  onAdded(machine: Machine): void;
  onSent(application: PendingApplication): void;
  onGranted(): void;
}

/** Adding a device: by its code and password, by applying to its owner, or by the binding code it shows. */
export function AddDeviceDialog(props: Props) {
  const { t } = useTranslation('devices');
  const [tab, setTab] = useState<Tab>('code');
  // Each switch with a carried code remounts the form that receives it.
  const [carried, setCarried] = useState<{ key: number; code?: string; scanned?: ScanCodeResult }>({ key: 0 });
  const go = (next: Tab, code?: string, scanned?: ScanCodeResult) => {
    setCarried((c) => ({ key: c.key + 1, code, scanned }));
    setTab(next);
  };

  return (
    <Dialog title={t('add.title')} open={props.visible} onClose={props.onHide} className="device-dialog" width="min(32rem, 95vw)" testId="add-dialog">
      <Tabs
        id="add"
        label={t('add.title')}
        tabs={TABS.map((value) => ({ key: value, label: t(`add.tabs.${value}`) }))}
        selected={tab}
        onSelect={(value) => go(value)}
        className="device-tabs"
        tabClassName="device-tab"
      >
        {/* Each switch with a carried code remounts the form that receives it. */}
        <div key={`${tab}-${carried.key}`}>
        {tab === 'code' ? (
          <AddByCodeForm
            groups={props.groups}
            initial={
              carried.scanned
                ? { machineCode: carried.scanned.machineCode, machinePwd: carried.scanned.machinePwd, machineName: carried.scanned.machineName }
                : carried.code
                  ? { machineCode: carried.code, machinePwd: '', machineName: '' }
                  : undefined
            }
            onAdded={props.onAdded}
            onApply={(code) => go('apply', code)}
          />
        ) : null}
        {tab === 'apply' ? (
          <ApplyForm
            initialCode={carried.code}
            pending={props.pending}
            roleOf={props.roleOf}
            onSent={props.onSent}
            onGranted={props.onGranted}
            onAddInstead={(code) => go('code', code)}
          />
        ) : null}
        {tab === 'scan' ? <ScanCodeForm onResolved={(result) => go('code', undefined, result)} /> : null}
        </div>
      </Tabs>
    </Dialog>
  );
}
