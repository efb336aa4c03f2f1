import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionButton } from '../common/controls/ActionButton';
import { focusListAfterDelete, listPlaceOf } from './focusAfterDelete';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP } from '../../domain/constants';
import type { Machine } from '../../transport/api/machine';
import type { PendingApplication } from '../../transport/pendingApplications';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { rowsInGroup, type DeviceRow } from './deviceRows';
import { useMachines } from './useMachines';
import { useGroups } from './useGroups';
import { useMachineIcons } from './useMachineIcons';
import { usePendingApplications } from './usePendingApplications';
import { useDetailParam } from './useDetailParam';
import { DeviceListBody } from './DeviceListBody';
import { AddDeviceDialog } from './AddDeviceDialog';
import { GroupsDialog } from './GroupsDialog';
import { GroupSelect } from './GroupSelect';
import { MoveToGroupDialog } from './MoveToGroupDialog';
import { PendingApplications } from './PendingApplications';
import { DeviceDetailHost } from './DeviceDetailHost';
import { useRowVisit } from './RowVisitButton';
import './devices.css';
import { LoadError } from '../common/LoadError';
import { DeviceCount, DeviceSearchBox } from './DeviceSearch';
import { createQueryStore } from './searchQuery';

type View = 'list' | 'cards';
const NO_ROWS: readonly DeviceRow[] = [];
type Open = 'none' | 'add' | 'groups' | 'move';

/** /index/?listType=list: the user's own devices. */
export default function PersonalDeviceListPage() {
  // The rows' visit buttons speak `visit`: asking for it here loads it with `devices`, not one after the other.
  const { t } = useTranslation(['devices', 'visit']);
  const { http, notify, lang, realtimeMessages$ } = useConsole();
  const machines = useMachines(http);
  const { state, reload } = machines;
  const groups = { groups: useGroups(http), reload: machines.reloadGroups };
  const iconFor = useMachineIcons(http);
  const pending = usePendingApplications(http, reload, realtimeMessages$);
  // The search text lives in a store: a keystroke renders the box, the count and the list, not this page.
  const [search] = useState(() => createQueryStore());
  const visitAction = useRowVisit();
  const [view, setView] = useState<View>('list');
  const [groupId, setGroupId] = useState(DEFAULT_GROUP);
  const [open, setOpen] = useState<Open>('none');
  const [selection, setSelection] = useState<readonly DeviceRow[]>([]);
  const { openMachineId, openDetail: openDetailParam, closeDetail } = useDetailParam();
  // The row's button the detail was opened from: its place in the list decides where the focus goes after a delete.
  const detailOpener = useRef<Element | null>(null);
  const openDetail = useCallback((row: DeviceRow) => {
    detailOpener.current = document.activeElement;
    openDetailParam(row);
  }, [openDetailParam]);
  // Set when the detail deleted its device: once the detail has closed (its focus trap gone), the list takes the focus.
  const focusAfterClose = useRef<number | undefined>(undefined);
  const detailOpen = Number.isFinite(openMachineId);
  useEffect(() => {
    if (detailOpen || focusAfterClose.current === undefined) return;
    focusListAfterDelete(focusAfterClose.current, () => document.getElementById('device-page-title'));
    focusAfterClose.current = undefined;
  }, [detailOpen]);

  // The cloud's order (newest first) until the user sorts by a column: a device just added shows on top.
  const all = state.status === 'ready' ? state.data : NO_ROWS;
  const activeGroup = groupId === DEFAULT_GROUP || groups.groups.some((g) => g.id === groupId) ? groupId : DEFAULT_GROUP;
  const inGroup = useMemo(() => rowsInGroup(all, activeGroup), [all, activeGroup]);
  const failed = state.status === 'error' ? state.outcome : undefined;

  const roleByCode = useMemo(() => new Map(all.map((row) => [row.code.toUpperCase(), row.role])), [all]);
  const roleOf = useCallback((code: string) => roleByCode.get(code.trim().toUpperCase()), [roleByCode]);


  // useAddMachine already put the device on top of the cached list and asked for the groups again.
  const added = (machine: Machine) => {
    setOpen('none');
    notify.success('devices:add.done', { name: machine.machine_name });
  };
  const sent = (application: PendingApplication) => {
    setOpen('none');
    pending.add(application);
    notify.info('devices:apply.sent');
  };
  const granted = () => {
    setOpen('none');
    void reload();
    notify.success('devices:apply.granted');
  };

  return (
    <section className="device-page" aria-labelledby="device-page-title">
      <div className="device-toolbar">
        <h1 id="device-page-title">{t('title')}</h1>
        {state.status === 'ready' ? <DeviceCount search={search} rows={inGroup} /> : null}
        <span className="toolbar-spacer" />
        <label htmlFor="device-group" className="visually-hidden">
          {t('groups.filter')}
        </label>
        <GroupSelect id="device-group" testId="device-group-filter" value={activeGroup} groups={groups.groups} onChange={setGroupId} />
        <DeviceSearchBox store={search} />
        <div className="view-toggle" role="group" aria-label={t('view.label')}>
          <ActionButton
            iconOnly
            icon="pi pi-list"
            data-testid="view-list"
            label={t('view.list')}
            aria-pressed={view === 'list'}
            outlined={view !== 'list'}
            onClick={() => setView('list')}
          />
          <ActionButton
            iconOnly
            icon="pi pi-th-large"
            data-testid="view-cards"
            label={t('view.cards')}
            aria-pressed={view === 'cards'}
            outlined={view !== 'cards'}
            onClick={() => setView('cards')}
          />
        </div>
        {view === 'list' && selection.length > 0 ? (
          <ActionButton icon="pi pi-folder-open" label={t('move.open', { count: selection.length })} outlined data-testid="move-open" onClick={() => setOpen('move')} />
        ) : null}
        <ActionButton icon="pi pi-folder" label={t('groups.manage')} outlined data-testid="groups-open" onClick={() => setOpen('groups')} />
        <ActionButton icon="pi pi-plus" label={t('add.open')} data-testid="add-open" onClick={() => setOpen('add')} />
      </div>
      <PendingApplications http={http} pending={pending.pending} />
      <div className="device-body">
        {state.status === 'loading' ? <PageLoading /> : null}
        {failed ? <LoadError title={t('error')} outcome={failed} onRetry={() => void reload()} testId="device-error" retryTestId="device-retry" className="device-error" /> : null}
        {state.status === 'ready' ? (
          <DeviceListBody
            search={search}
            rows={inGroup}
            emptyList={all.length === 0 ? t('empty') : inGroup.length === 0 ? t('groups.emptyGroup') : undefined}
            view={view === 'cards' ? 'cards' : 'table'}
            lang={lang}
            iconFor={iconFor}
            selection={selection}
            onSelectionChange={setSelection}
            onOpen={openDetail}
            actions={visitAction}
          />
        ) : null}
      </div>
      {open === 'add' ? (
        <AddDeviceDialog
          visible
          groups={groups.groups}
          pending={pending.pending}
          roleOf={roleOf}
          onHide={() => setOpen('none')}
          onAdded={added}
          onSent={sent}
          onGranted={granted}
        />
      ) : null}
      {open === 'groups' ? (
        <GroupsDialog
          visible
          groups={groups.groups}
          onHide={() => setOpen('none')}
          onChanged={(deletedId) => {
            void groups.reload();
            if (deletedId) machines.setGroups((row) => (row.groups.includes(deletedId) ? row.groups.filter((id) => id !== deletedId) : undefined));
          }}
        />
      ) : null}
      {open === 'move' ? (
        <MoveToGroupDialog
          machineIds={selection.map((row) => row.id)}
          from={activeGroup}
          groups={groups.groups}
          onHide={() => setOpen('none')}
          onMoved={({ from, to, machineIds }) => {
            const moved = new Set(machineIds);
            machines.setGroups((row) => {
              if (!moved.has(row.id)) return undefined;
              const kept = row.groups.filter((id) => id !== from || from === to);
              return to === DEFAULT_GROUP || kept.includes(to) ? kept : [...kept, to];
            });
            setSelection([]);
            setOpen('none');
            void groups.reload();
            notify.success('devices:move.done', { count: machineIds.length });
          }}
        />
      ) : null}
      {Number.isFinite(openMachineId) ? (
        <DeviceDetailHost
          machineId={openMachineId}
          onClose={closeDetail}
          onChanged={(change) => {
            if (change.kind === 'deleted') {
              focusAfterClose.current = listPlaceOf(detailOpener.current);
              machines.remove(change.machineId);
              closeDetail();
            } else void reload();
          }}
        />
      ) : null}
    </section>
  );
}
