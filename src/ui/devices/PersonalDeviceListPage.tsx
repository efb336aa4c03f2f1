import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP } from '../../domain/constants';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { rowsInGroup, type DeviceRow } from './deviceRows';
import { useMachines } from './useMachines';
import { useGroups } from './useGroups';
import { useMachineIcons } from './useMachineIcons';
import { usePendingApplications } from './usePendingApplications';
import { useDetailFocus } from './useDetailFocus';
import { DeviceListBody } from './DeviceListBody';
import { PendingApplications } from './PendingApplications';
import { DeviceDetailHost } from './DeviceDetailHost';
import { useRowVisit } from './RowVisitButton';
import { PersonalDeviceToolbar, type DeviceView, type PersonalDialog } from './PersonalDeviceToolbar';
import { PersonalDeviceDialogs } from './PersonalDeviceDialogs';
import './devices.css';
import { LoadError } from '../common/LoadError';
import { createQueryStore } from './searchQuery';

const NO_ROWS: readonly DeviceRow[] = [];
const TITLE_ID = 'device-page-title';

/** /index/?listType=list: the user's own devices. */
export default function PersonalDeviceListPage() {
  // The rows' visit buttons speak `visit`: asking for it here loads it with `devices`, not one after the other.
  const { t } = useTranslation(['devices', 'visit']);
  const { http, lang, realtimeMessages$ } = useConsole();
  const machines = useMachines(http);
  const { state, reload } = machines;
  const groups = useGroups(http);
  const iconFor = useMachineIcons(http);
  const pending = usePendingApplications(http, reload, realtimeMessages$);
  // The search text lives in a store: a keystroke renders the box, the count and the list, not this page.
  const [search] = useState(() => createQueryStore());
  const visitAction = useRowVisit();
  const [view, setView] = useState<DeviceView>('list');
  const [groupId, setGroupId] = useState(DEFAULT_GROUP);
  const [open, setOpen] = useState<PersonalDialog>('none');
  const [selection, setSelection] = useState<readonly DeviceRow[]>([]);
  const detail = useDetailFocus(TITLE_ID);

  // The cloud's order (newest first) until the user sorts by a column: a device just added shows on top.
  const all = state.status === 'ready' ? state.data : NO_ROWS;
  const activeGroup = groupId === DEFAULT_GROUP || groups.some((g) => g.id === groupId) ? groupId : DEFAULT_GROUP;
  const inGroup = useMemo(() => rowsInGroup(all, activeGroup), [all, activeGroup]);
  const failed = state.status === 'error' ? state.outcome : undefined;

  return (
    <section className="device-page" aria-labelledby={TITLE_ID}>
      <PersonalDeviceToolbar
        titleId={TITLE_ID}
        search={search}
        rows={state.status === 'ready' ? inGroup : undefined}
        groupId={activeGroup}
        groups={groups}
        onGroup={setGroupId}
        view={view}
        onView={setView}
        selected={selection.length}
        onOpen={setOpen}
      />
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
            onOpen={detail.openDetail}
            actions={visitAction}
          />
        ) : null}
      </div>
      <PersonalDeviceDialogs
        open={open}
        onClose={() => setOpen('none')}
        all={all}
        groups={groups}
        activeGroup={activeGroup}
        selection={selection}
        onMoved={() => setSelection([])}
        pending={pending}
        edits={machines}
      />
      {detail.detailOpen ? (
        <DeviceDetailHost
          machineId={detail.openMachineId}
          onClose={detail.closeDetail}
          onChanged={(change) => {
            if (change.kind === 'deleted') {
              detail.deleted();
              machines.remove(change.machineId);
            } else void reload();
          }}
        />
      ) : null}
    </section>
  );
}
