import { useCallback, useMemo } from 'react';
import { DEFAULT_GROUP } from '../../domain/constants';
import type { UserGroupItem } from '../../transport/api/groups';
import type { Machine } from '../../transport/api/machine';
import type { PendingApplication } from '../../transport/pendingApplications';
import { useConsole } from '../app/runtime';
import { AddDeviceDialog } from './AddDeviceDialog';
import type { DeviceRow } from './deviceRows';
import { GroupsDialog } from './GroupsDialog';
import { MoveToGroupDialog } from './MoveToGroupDialog';
import type { PersonalDialog } from './PersonalDeviceToolbar';
import type { PendingHook } from './usePendingApplications';

interface Props {
  open: PersonalDialog;
  onClose(): void;
  /** Every row of the list (what a code typed in the add dialog is already held as). */
  all: readonly DeviceRow[];
  groups: readonly UserGroupItem[];
  /** The group shown: the moved devices leave it. */
  activeGroup: string;
  selection: readonly DeviceRow[];
  onMoved(): void;
  pending: PendingHook;
  edits: {
    reload(): Promise<unknown>;
    reloadGroups(): Promise<unknown>;
    setGroups(change: (row: DeviceRow) => readonly string[] | undefined): void;
  };
}

/** The personal list's add, groups and move dialogs (one open at a time), and what the list does after each. */
export function PersonalDeviceDialogs({ open, onClose, all, groups, activeGroup, selection, onMoved, pending, edits }: Props) {
  const { notify } = useConsole();
  const roleByCode = useMemo(() => new Map(all.map((row) => [row.code.toUpperCase(), row.role])), [all]);
  const roleOf = useCallback((code: string) => roleByCode.get(code.trim().toUpperCase()), [roleByCode]);

  // useAddMachine already put the device on top of the cached list and asked for the groups again.
  const added = (machine: Machine) => {
    onClose();
    notify.success('devices:add.done', { name: machine.machine_name });
  };
  const sent = (application: PendingApplication) => {
    onClose();
    pending.add(application);
    notify.info('devices:apply.sent');
  };
  const granted = () => {
    onClose();
    void edits.reload();
    notify.success('devices:apply.granted');
  };
  const moved = ({ from, to, machineIds }: { from: string; to: string; machineIds: readonly number[] }) => {
    const ids = new Set(machineIds);
    edits.setGroups((row) => {
      if (!ids.has(row.id)) return undefined;
      const kept = row.groups.filter((id) => id !== from || from === to);
      return to === DEFAULT_GROUP || kept.includes(to) ? kept : [...kept, to];
    });
    onMoved();
    onClose();
    void edits.reloadGroups();
    notify.success('devices:move.done', { count: machineIds.length });
  };

  if (open === 'add') {
    return <AddDeviceDialog visible groups={groups} pending={pending.pending} roleOf={roleOf} onHide={onClose} onAdded={added} onSent={sent} onGranted={granted} />;
  }
  if (open === 'groups') {
    return (
      <GroupsDialog
        visible
        groups={groups}
        onHide={onClose}
        onChanged={(deletedId) => {
          void edits.reloadGroups();
          if (deletedId) edits.setGroups((row) => (row.groups.includes(deletedId) ? row.groups.filter((id) => id !== deletedId) : undefined));
        }}
      />
    );
  }
  if (open === 'move') {
    return <MoveToGroupDialog machineIds={selection.map((row) => row.id)} from={activeGroup} groups={groups} onHide={onClose} onMoved={moved} />;
  }
  return null;
}
