// Server state of the personal device list (and the online-state poll the enterprise lists and the map share):
// keys built here only, every key under the area root ['devices'].
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { useMemo } from 'react';
import { CLIENT_VERSION, DEFAULT_GROUP, MACHINE_STATES_MAX } from '../../domain/constants';
import { isFinalAudit } from '../../domain/audit';
import { addMachine, getMachineState, machineStates, scanCodeCheck, selectMachines, type Machine } from '../../transport/api/machine';
import type { MachineAddPayload } from '../../domain/wire/machine';
import { createGroup, deleteGroup, listGroups, updateGroup, type UserGroupItem } from '../../transport/api/groups';
import { cachedIcons, cacheIcons, fetchIcons, type MachineIcon } from '../../transport/api/icons';
import { addBind, addVisit, auditProcess, checkMachinePwd } from '../../transport/api/audit';
import { DEVICE_STATES_POLL_MS, readOnlineStates } from '../../transport/deviceStates';
import { withSignal, type Http } from '../../transport/http';
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
  /** A device looked up by its code before applying to it (machine/getMachineState). */
  lookup: (machineCode: string) => [...devicesKeys.all, 'lookup', machineCode.toUpperCase()] as const,
  /** The device a pasted binding code stands for (cloudSet/scanCodeCheck). */
  scan: (text: string) => [...devicesKeys.all, 'scan', text] as const,
  /** Whether the application of this id reached a final audit state (v1/devices/auditProcess); under the
   *  applications root, which realtime application messages invalidate. */
  settled: (applicationId: number) => ['applications', 'settled', applicationId] as const,
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
      // The cloud takes at most MACHINE_STATES_MAX codes a call: a long list is asked for in slices.
      const codes = key.split(',');
      const slices: string[][] = [];
      for (let i = 0; i < codes.length; i += MACHINE_STATES_MAX) slices.push(codes.slice(i, i + MACHINE_STATES_MAX));
      const answers = await Promise.all(slices.map((slice) => unwrap(machineStates(withSignal(http, signal), slice))));
      return new Map(answers.flatMap((states) => asArray<(typeof states)[number]>(states)).filter((s) => s.exists).map((s) => [s.machineCode.toUpperCase(), s.online]));
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
    queryKey: devicesKeys.settled(applicationId),
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

/** machine/add: the device's code and password make the user its owner (quiet: the form shows refusals). The
 * device goes on top of the cached list at once, and the groups (whose counts include it) are asked again. */
export function useAddMachine(http: Http) {
  const edits = useMachineListEdits();
  return useMutation({
    mutationFn: (payload: MachineAddPayload) => unwrap(addMachine(http, payload)),
    onSuccess: (machine) => {
      edits.prepend(machine);
      void edits.reloadGroups();
    },
  });
}

/** A change of the user's own device groups, as data (userGroup calls, all quiet: the dialogs show refusals). */
export type GroupEdit =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; id: string; name: string }
  | { kind: 'delete'; id: string }
  /** Devices from one group into another: added to `to` and taken out of `from` (the default group ALL holds all). */
  | { kind: 'move'; machineIds: readonly number[]; from: string; to: string };

function sendGroupEdit(http: Http, edit: GroupEdit): Promise<unknown> {
  switch (edit.kind) {
    case 'create':
      return unwrap(createGroup(http, edit.name));
    case 'rename':
      return unwrap(updateGroup(http, { id: edit.id, name: edit.name }));
    case 'delete':
      return unwrap(deleteGroup(http, edit.id));
    case 'move': {
      const ids = [...edit.machineIds];
      return Promise.all([
        edit.to !== DEFAULT_GROUP ? unwrap(updateGroup(http, { id: edit.to, addMachineIds: ids })) : undefined,
        edit.from !== DEFAULT_GROUP && edit.from !== edit.to ? unwrap(updateGroup(http, { id: edit.from, removeMachineIds: ids })) : undefined,
      ]);
    }
  }
}

/** Creating, renaming, deleting a group or moving devices between groups: the groups are asked again; the page
 * lays the moved devices' groups over the cached list itself. */
export function useGroupChange(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: GroupEdit) => sendGroupEdit(http, edit),
    onSuccess: () => client.invalidateQueries({ queryKey: devicesKeys.groups() }),
  });
}

/** The device of a code, asked when the user searches for it (quiet: the apply form shows the failure). */
export const machineLookupQuery = (http: Http, machineCode: string | undefined) =>
  queryOptions({
    queryKey: devicesKeys.lookup(machineCode ?? ''),
    queryFn: ({ signal }) => unwrap(getMachineState(withSignal(http, signal), machineCode ?? '')),
    enabled: machineCode !== undefined,
  });

/** The device a pasted binding code stands for (quiet: the scan form shows the failure). */
export const scanCodeQuery = (http: Http, text: string | undefined) =>
  queryOptions({
    queryKey: devicesKeys.scan(text ?? ''),
    queryFn: ({ signal }) => unwrap(scanCodeCheck(withSignal(http, signal), text ?? '')),
    enabled: text !== undefined,
  });

/** What a user sends to get onto a device someone else owns (all quiet: the apply form shows refusals). */
export type DeviceApplication =
  | { kind: 'password'; machineId: number; password: string }
  | { kind: 'visit'; machineId: number; message: string; terminalName: string }
  | { kind: 'bind'; machineId: number; message: string; remarks: string };

/** Applying to bind or visit, or unlocking with the device password (which puts the device on the list at once). */
export function useApplyForDevice(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (application: DeviceApplication) => {
      const machineID = application.machineId;
      switch (application.kind) {
        case 'password':
          return unwrap(checkMachinePwd(http, { machineID, password: application.password }, true));
        case 'visit':
          return unwrap(addVisit(http, { machineID, terminalID: browserTerminalUUID(), message: application.message, terminalName: application.terminalName }, true));
        case 'bind':
          return unwrap(addBind(http, { machineID, remarks: application.remarks, message: application.message }, true));
      }
    },
    onSuccess: (_answer, application) => (application.kind === 'password' ? client.invalidateQueries({ queryKey: devicesKeys.list() }) : undefined),
  });
}
