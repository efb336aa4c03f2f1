// Server state of the enterprise and maintenance lists: keys built here only, every key under ['enterprise'].
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { useMemo } from 'react';
import { CLIENT_VERSION } from '../../domain/constants';
import { BusinessCode } from '../../domain/resultCodes';
import {
  ALL_GROUP,
  enterpriseDeviceList,
  enterpriseGroups,
  enterprisePermission,
  getAllGroup,
  groupDeviceList,
  teamMembers,
  updateMaintenanceRemark,
  type DevicePage,
  type EnterpriseGroup,
  type EnterpriseListType,
  type EnterpriseMachine,
  type Personnel,
} from '../../transport/api/enterpriseDevices';
import type { EnterprisePermission } from '../../domain/wire/enterpriseDevices';
import { withSignal, type Http, type Result } from '../../transport/http';
import { asArray, CallError, unwrap } from '../data/callQuery';
import { toEnterpriseRow, type EnterpriseRow } from './enterpriseRows';

/** api.md section 9: device lists are read 5000 at a time. */
const DEVICE_PAGE_SIZE = 5000;

export const enterpriseKeys = {
  all: ['enterprise'] as const,
  scope: (eid: number) => [...enterpriseKeys.all, eid] as const,
  devices: (eid: number, type: EnterpriseListType) => [...enterpriseKeys.all, eid, 'devices', type] as const,
  groups: (eid: number, type: EnterpriseListType) => [...enterpriseKeys.all, eid, 'groups', type] as const,
  permission: (eid: number) => [...enterpriseKeys.all, eid, 'permission'] as const,
  team: (eid: number) => [...enterpriseKeys.all, eid, 'team'] as const,
};

/** Every page of a list, one after the other, until `total` rows are in. */
async function readAllPages(read: (page: number) => Promise<Result<DevicePage>>): Promise<Result<EnterpriseMachine[]>> {
  const rows: EnterpriseMachine[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read(page);
    if (!answer.ok) return answer;
    const list = Array.isArray(answer.data.list) ? answer.data.list : [];
    rows.push(...list);
    if (list.length === 0 || rows.length >= Number(answer.data.total)) return { ok: true, data: rows };
  }
}

/**
 * The enterprise list (eapi group/devicelist, the whole list for client-side search and group filter) or the
 * maintenance list (enterpriseDeviceList type 2) of `eid`. Quiet: the page shows a failure inline with a retry.
 * The cloud map of an enterprise reads the same entry.
 */
export const enterpriseDevicesQuery = (http: Http, eid: number, type: EnterpriseListType) =>
  queryOptions({
    queryKey: enterpriseKeys.devices(eid, type),
    queryFn: async ({ signal }): Promise<readonly EnterpriseRow[]> => {
      const base = { eid, pageSize: DEVICE_PAGE_SIZE, groupId: ALL_GROUP, version: CLIENT_VERSION };
      const rows = await unwrap(
        readAllPages((page) =>
          type === 1
            ? groupDeviceList(withSignal(http, signal), { ...base, page, search: '' }, { quiet: true })
            : enterpriseDeviceList(withSignal(http, signal), { ...base, page, type: 2 }, { quiet: true }),
        ),
      );
      return rows.map(toEnterpriseRow);
    },
    enabled: eid > 0,
  });

/** The enterprise list's groups come counted (group/all); the maintenance list takes only the names (getAllGroup). */
export const enterpriseGroupsQuery = (http: Http, eid: number, type: EnterpriseListType) =>
  queryOptions({
    queryKey: enterpriseKeys.groups(eid, type),
    queryFn: ({ signal }) => unwrap(type === 1 ? enterpriseGroups(withSignal(http, signal), { eid }) : getAllGroup(withSignal(http, signal), { eid }, { quiet: true })).then(asArray<EnterpriseGroup>),
    enabled: eid > 0,
  });

export type Permission = { status: 'denied' } | { status: 'ready'; permission: EnterprisePermission };

/** enterprisePermission {eid}: a NoPermission refusal is an answer (the page says so), not a failure. Quiet: the page
 * says "no permission" itself; other failures leave the list's own error to speak. */
export const permissionQuery = (http: Http, eid: number) =>
  queryOptions({
    queryKey: enterpriseKeys.permission(eid),
    queryFn: async ({ signal }): Promise<Permission> => {
      const answer = await enterprisePermission(withSignal(http, signal), { eid }, { quiet: true });
      if (answer.ok) return { status: 'ready', permission: answer.data };
      if (answer.outcome.kind === 'business' && answer.outcome.code === BusinessCode.NoPermission) return { status: 'denied' };
      throw new CallError(answer.outcome);
    },
    enabled: eid > 0,
  });

/** The enterprise's maintenance team (getteammember). */
export const teamQuery = (http: Http, eid: number) =>
  queryOptions({ queryKey: enterpriseKeys.team(eid), queryFn: ({ signal }) => unwrap(teamMembers(withSignal(http, signal), { eid }, { quiet: true })).then(asArray<Personnel>) });

/** Local edits the cloud accepted (the maintenance remark), without reading the whole list again. */
export function useEnterpriseListEdits(eid: number, type: EnterpriseListType) {
  const client = useQueryClient();
  return useMemo(
    () => ({
      patch: (machineId: number, change: Partial<EnterpriseRow>) =>
        client.setQueryData<readonly EnterpriseRow[]>(enterpriseKeys.devices(eid, type), (rows) =>
          rows?.map((row) => (row.id === machineId ? { ...row, ...change } : row)),
        ),
      reload: () => client.invalidateQueries({ queryKey: enterpriseKeys.scope(eid) }),
    }),
    [client, eid, type],
  );
}

/** UpdateMaintenanceRemark for a device the user maintains (a refusal is toasted by the transport): the cached rows
 * of the enterprise's lists take the saved remark without reading the lists again. */
export function useMaintenanceRemark(http: Http, eid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ machineId, remark }: { machineId: number; remark: string }) => unwrap(updateMaintenanceRemark(http, { eid, machineId, remark })),
    onSuccess: (_answer, { machineId, remark }) => {
      for (const type of [1, 2] as const) {
        client.setQueryData<readonly EnterpriseRow[]>(enterpriseKeys.devices(eid, type), (rows) =>
          rows?.map((row) => (row.id === machineId ? { ...row, maintenanceRemark: remark } : row)),
        );
      }
    },
  });
}
