import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EnterpriseGroup, EnterpriseListType } from '../../transport/api/enterpriseDevices';
import type { Http } from '../app/runtime';
import { loadState, type LoadState } from '../data/loadState';
import { groupsOfRows, type EnterpriseRow } from './enterpriseRows';
import { enterpriseDevicesQuery, enterpriseGroupsQuery, useEnterpriseListEdits } from './queries';

export type EnterpriseDevicesState = LoadState<{ rows: readonly EnterpriseRow[]; groups: readonly EnterpriseGroup[] }>;

/** The enterprise or maintenance list of `eid` with the groups to filter by; `patch` and `reload` edit the cache. */
export function useEnterpriseDevices(http: Http, eid: number, type: EnterpriseListType) {
  const rows = useQuery(enterpriseDevicesQuery(http, eid, type));
  const groups = useQuery(enterpriseGroupsQuery(http, eid, type));
  const edits = useEnterpriseListEdits(eid, type);
  // The maintenance list counts its own rows (names from getAllGroup); so does the enterprise list without group/all.
  const data = useMemo(() => {
    if (!rows.data || groups.isPending) return undefined;
    const named = type === 1 && groups.data ? groups.data : groupsOfRows(rows.data, groups.data ?? []);
    return { rows: rows.data, groups: named };
  }, [rows.data, groups.isPending, groups.data, type]);
  const state: EnterpriseDevicesState = loadState({ ...rows, data });
  return { state, ...edits };
}
