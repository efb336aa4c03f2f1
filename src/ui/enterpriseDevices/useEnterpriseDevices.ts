import { useCallback, useEffect, useState } from 'react';
import { CLIENT_VERSION } from '../../domain/constants';
import type { Outcome } from '../../domain/resultCodes';
import {
  ALL_GROUP,
  enterpriseDeviceList,
  enterpriseGroups,
  getAllGroup,
  groupDeviceList,
  type DevicePage,
  type EnterpriseGroup,
  type EnterpriseListType,
  type EnterpriseMachine,
} from '../../transport/api/enterpriseDevices';
import type { Result } from '../../transport/http';
import type { Http } from '../app/runtime';
import { groupsOfRows, toEnterpriseRow, type EnterpriseRow } from './enterpriseRows';

/** api.md section 9: device lists are read 5000 at a time. */
export const DEVICE_PAGE_SIZE = 5000;

export type EnterpriseDevicesState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; rows: readonly EnterpriseRow[]; groups: readonly EnterpriseGroup[] };

/** Every page of a list, one after the other, until `total` rows are in. */
export async function readAllPages(read: (page: number) => Promise<Result<DevicePage>>): Promise<Result<EnterpriseMachine[]>> {
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
 * maintenance list (enterpriseDeviceList type 2) of `eid`, with the groups to filter by.
 */
export function useEnterpriseDevices(
  http: Http,
  eid: number,
  type: EnterpriseListType,
): { state: EnterpriseDevicesState; reload(): void; patch(machineId: number, change: Partial<EnterpriseRow>): void } {
  const [state, setState] = useState<EnterpriseDevicesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (eid <= 0) return;
    let live = true;
    setState({ status: 'loading' });
    const base = { eid, pageSize: DEVICE_PAGE_SIZE, groupId: ALL_GROUP, version: CLIENT_VERSION };
    // The page shows a failure inline with a retry, so the calls stay quiet.
    const rows = readAllPages((page) =>
      type === 1
        ? groupDeviceList(http, { ...base, page, search: '' }, { quiet: true })
        : enterpriseDeviceList(http, { ...base, page, type: 2 }, { quiet: true }),
    );
    // The enterprise list's groups come counted (group/all); the maintenance list counts its own rows and takes
    // only the names from getAllGroup.
    const groups = type === 1 ? enterpriseGroups(http, { eid }) : getAllGroup(http, { eid }, { quiet: true });
    void Promise.all([rows, groups]).then(([answer, groupAnswer]) => {
      if (!live) return;
      if (!answer.ok) return setState({ status: 'error', outcome: answer.outcome });
      const shaped = answer.data.map(toEnterpriseRow);
      const known = groupAnswer.ok && Array.isArray(groupAnswer.data) ? groupAnswer.data : [];
      const named = type === 1 && groupAnswer.ok ? known : groupsOfRows(shaped, known);
      setState({ status: 'ready', rows: shaped, groups: named });
    });
    return () => {
      live = false;
    };
  }, [http, eid, type, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** A local edit the cloud accepted (the maintenance remark), without reading the whole list again. */
  const patch = useCallback((machineId: number, change: Partial<EnterpriseRow>) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, rows: current.rows.map((row) => (row.id === machineId ? { ...row, ...change } : row)) } : current,
    );
  }, []);
  return { state, reload, patch };
}
