// Server state of the personal device list (and the online-state poll the enterprise lists and the map share):
// keys built here only, every key under the area root ['devices'].
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CLIENT_VERSION } from '../../domain/constants';
import { isFinalAudit } from '../../domain/audit';
import { selectMachines, machineStates, type Machine } from '../../transport/api/machine';
import { listGroups, type UserGroupItem } from '../../transport/api/groups';
import { cachedIcons, cacheIcons, fetchIcons, type MachineIcon } from '../../transport/api/icons';
import { auditProcess } from '../../transport/api/audit';
import { DEVICE_STATES_POLL_MS, readOnlineStates } from '../../transport/deviceStates';
import { withSignal, type Http, type Result } from '../../transport/http';
import { browserTerminalUUID } from '../auth/terminal';
import { asArray, unwrap } from '../data/callQuery';
import { toRow, type DeviceRow } from './deviceRows';

export const devicesKeys = {
  all: ['devices'] as const,
  list: () => [...devicesKeys.all, 'list'] as const,
  groups: () => [...devicesKeys.all, 'groups'] as const,
  icons: () => [...devicesKeys.all, 'icons'] as const,
  /** Online state by code of devices the user does not hold yet (machine/machineStates). */
  codeStates: (codes: string) => [...devicesKeys.all, 'codeStates', codes] as const,
  /** The live online states of one scope: 0 the personal devices, else an enterprise's. */
  states: (eid: number) => [...devicesKeys.all, 'states', eid] as const,
};

/** POST /api/machine/select, shaped into rows once per answer. */
export const machinesQuery = (http: Http) =>
  queryOptions({
    queryKey: devicesKeys.list(),
    queryFn: ({ signal }): Promise<readonly DeviceRow[]> =>
      unwrap(selectMachines(withSignal(http, signal), { terminalID: browserTerminalUUID(), version: CLIENT_VERSION }))
        .then(asArray<Machine>)
        .then((machines) => machines.map(toRow)),
  });

/** GET /api/device/v1/userGroup. */
export const groupsQuery = (http: Http) =>
  queryOptions({ queryKey: devicesKeys.groups(), queryFn: ({ signal }) => unwrap(listGroups(withSignal(http, signal))).then(asArray<UserGroupItem>) });

/** The machine-type map: the one cached in local storage at once (stale, so the cloud is asked), then the cloud's. */
export const iconsQuery = (http: Http) =>
  queryOptions({
    queryKey: devicesKeys.icons(),
    queryFn: async ({ signal }): Promise<MachineIcon[]> => {
      const items = await unwrap(fetchIcons(withSignal(http, signal))).then(asArray<MachineIcon>);
      cacheIcons(items);
      return items;
    },
    initialData: () => cachedIcons(),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** Online state by machine code, for devices the user only applied for. */
export const codeStatesQuery = (http: Http, codes: readonly string[]) => {
  const key = [...new Set(codes.map((c) => c.toUpperCase()))].sort().join(',');
  return queryOptions({
    queryKey: devicesKeys.codeStates(key),
    queryFn: async ({ signal }): Promise<ReadonlyMap<string, boolean>> => {
      const states = await unwrap(machineStates(withSignal(http, signal), key.split(',')));
      return new Map(asArray<(typeof states)[number]>(states).filter((s) => s.exists).map((s) => [s.machineCode.toUpperCase(), s.online]));
    },
    enabled: key !== '',
  });
};

/**
 * The live online states of a scope, polled every DEVICE_STATES_POLL_MS: ONE cache entry per scope, so the list
 * and the map open together share one request. A failed refresh keeps polling quietly (the call is quiet, no
 * toast every 10 s); while it fails the query is in error and the rows say "unknown".
 */
export const onlineStatesQuery = (http: Http, eid: number, enabled = true) =>
  queryOptions({
    queryKey: devicesKeys.states(eid),
    queryFn: ({ signal }) => unwrap(readOnlineStates(withSignal(http, signal), eid)),
    refetchInterval: DEVICE_STATES_POLL_MS,
    staleTime: DEVICE_STATES_POLL_MS,
    enabled,
  });

/** Whether a sent application is settled on the cloud (answered, or no longer known there). Under ['applications']
 * so a realtime bind or visit result asks again. */
export const applicationSettledQuery = (http: Http, applicationId: number) =>
  queryOptions({
    queryKey: ['applications', 'settled', applicationId] as const,
    queryFn: async ({ signal }): Promise<boolean> => {
      const answer = await auditProcess(withSignal(http, signal), { applicationId }, true);
      if (!answer.ok) return answer.outcome.kind === 'business';
      const view = Array.isArray(answer.data) ? answer.data[0] : undefined;
      return view !== undefined && isFinalAudit(view.state);
    },
    staleTime: Infinity,
  });

/** Local edits of the cached list the cloud already accepted, without reading 5,000 rows again. */
export function useMachineListEdits() {
  const client = useQueryClient();
  return useMemo(() => {
    const update = (change: (rows: readonly DeviceRow[]) => readonly DeviceRow[]) =>
      client.setQueryData<readonly DeviceRow[]>(devicesKeys.list(), (rows) => (rows ? change(rows) : rows));
    return {
      /** A device just added goes on top at once (product.md: a newly added machine appears at the top). */
      prepend: (machine: Machine) => update((rows) => [toRow(machine), ...rows.filter((r) => r.id !== machine.machine_id)]),
      remove: (machineId: number) => update((rows) => rows.filter((r) => r.id !== machineId)),
      /** Group membership changed on the cloud: the rows' groups follow. */
      setGroups: (change: (row: DeviceRow) => readonly string[] | undefined) =>
        update((rows) =>
          rows.map((row) => {
            const groups = change(row);
            return groups ? { ...row, groups, machine: { ...row.machine, groups: [...groups] } } : row;
          }),
        ),
      reload: () => client.invalidateQueries({ queryKey: devicesKeys.list() }),
      reloadGroups: () => client.invalidateQueries({ queryKey: devicesKeys.groups() }),
    };
  }, [client]);
}

/** Creating, renaming, deleting a group or moving devices between groups (userGroup calls, run together): the
 * groups are asked again; the page lays the moved devices' groups over the cached list itself. */
export function useGroupChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calls: ReadonlyArray<() => Promise<Result<unknown>>>) => Promise.all(calls.map((call) => unwrap(call()))),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKeys.groups() }),
  });
}
