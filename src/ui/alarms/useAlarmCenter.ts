// The alarm centre's state: its scope (personal or the stored enterprise), the filters and page the user sets, what
// the cloud answers for them (the overview and a page of alarms), and confirming.
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../domain/constants';
import type { AlarmDeviceType, WireAlarm } from '../../domain/wire/alarm';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { loadState } from '../data/loadState';
import { alarmQuery, kanbanQuery, NO_FILTERS, rangeOf, type AlarmFilters } from './alarmFilters';
import { useAlarmDevices } from './useAlarmDevices';
import { alarmKanbanQuery, alarmKeys, alarmListQuery, recipientsQuery, useConfirmAlarms } from './queries';
import type { Recipients } from './RecipientsDialog';

/** product.md section 2: entering the alarm centre stores device type 0 (personal) or 1 (enterprise). */
function enterScope(): { deviceType: AlarmDeviceType; eid: number } {
  const eid = Number(clientStorage().get('eid') ?? 0);
  const deviceType: AlarmDeviceType = eid > 0 ? 1 : 0;
  clientStorage().set('deviceType', deviceType);
  return { deviceType, eid };
}

export function useAlarmCenter() {
  const { http } = useConsole();
  const [{ deviceType, eid }] = useState(enterScope);
  const devices = useAlarmDevices(http, deviceType, eid);
  const [filters, setFilters] = useState<AlarmFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [recipients, setRecipients] = useState<Recipients>();
  const range = rangeOf(filters);
  const refused = typeof range === 'string' ? range : undefined;
  const client = useQueryClient();
  // A refused range asks nothing (alarmQuery answers undefined); new alarms invalidate ['alarms'] (realtime).
  const listQuery = useQuery(alarmListQuery(http, alarmQuery(deviceType, eid, filters, page)));
  // The overview keeps its last figures in view while new filters are asked (the list shows loading).
  const kanban = useQuery({ ...alarmKanbanQuery(http, kanbanQuery(deviceType, eid, filters)), placeholderData: keepPreviousData }).data;
  const list = loadState(listQuery);
  const confirm = useConfirmAlarms(http);
  // The pager stays while the next page loads (the total of the last answer), so the focus on "Next page" stays.
  const [seenTotal, setSeenTotal] = useState(0);
  const readyTotal = list.status === 'ready' ? list.data.total : undefined;
  if (readyTotal !== undefined && readyTotal !== seenTotal) setSeenTotal(readyTotal);
  const total = list.status === 'error' ? 0 : (readyTotal ?? seenTotal);

  return {
    deviceType,
    devices,
    filters,
    refused,
    kanban,
    list,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE.alarms)),
    setPage,
    busy: confirm.isPending,
    recipients,
    reload: () => void client.invalidateQueries({ queryKey: alarmKeys.all }),
    change: (next: Partial<AlarmFilters>) => {
      setFilters((current) => ({ ...current, ...next }));
      setPage(1);
    },
    confirmOne: (alarm: WireAlarm) => confirm.mutate({ alarmId: alarm.id }),
    confirmDevice: () => {
      if (filters.machineId) confirm.mutate({ machineId: Number(filters.machineId) });
    },
    showRecipients: async (alarm: WireAlarm) => {
      const found = await client.fetchQuery(recipientsQuery(http, alarm.machineId)).catch(() => undefined);
      if (found) setRecipients({ machineName: alarm.machineName, list: found });
    },
    hideRecipients: () => setRecipients(undefined),
  };
}
