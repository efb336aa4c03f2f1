import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../domain/constants';
import type { EnterpriseListType } from '../../domain/wire/enterpriseDevices';
import type { Http } from '../app/runtime';
import { sortRows, withOnline } from '../devices/deviceRows';
import { onlineStatesQuery } from '../devices/queries';
import { inGroup, type EnterpriseRow } from './enterpriseRows';
import { useEnterpriseDevices } from './useEnterpriseDevices';

/**
 * The enterprise or maintenance list of `eid` sorted by name, with the live online states laid over it and the
 * rows of `groupId`; each step only when its inputs change, never on a search keystroke.
 */
export function useEnterpriseListRows(http: Http, eid: number, type: EnterpriseListType, lang: Language, groupId: string) {
  const { state, reload, patch } = useEnterpriseDevices(http, eid, type);
  // Live online states, one poll shared with the map; while it fails the rows say "unknown".
  const states = useQuery(onlineStatesQuery(http, eid, eid > 0 && state.status === 'ready'));
  const live = states.isError ? 'unknown' : states.data;
  const loaded = state.status === 'ready' ? state.data.rows : undefined;
  const sorted = useMemo<EnterpriseRow[]>(() => (loaded ? (sortRows(loaded, 'name', 1, lang) as EnterpriseRow[]) : []), [loaded, lang]);
  // A row keeps its identity unless its state changed, so the table re-renders only what moved.
  const withLive = useMemo(() => (live ? (withOnline(sorted, live) as EnterpriseRow[]) : sorted), [sorted, live]);
  const grouped = useMemo(() => inGroup(withLive, groupId), [withLive, groupId]);
  return { state, reload, patch, sorted, grouped };
}
