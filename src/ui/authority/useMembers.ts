import { useQuery } from '@tanstack/react-query';
import type { Outcome } from '../../domain/resultCodes';
import type { AdminListItem } from '../../domain/wire/audit';
import { useConsole } from '../app/runtime';
import { loadState } from '../data/loadState';
import type { MemberListKind } from './memberRows';
import { membersQuery } from './queries';

export type MemberList =
  | { status: 'loading' }
  | { status: 'failed'; outcome: Outcome }
  | { status: 'ready'; items: AdminListItem[]; total: number };

/** One of a device's member lists (admin/select), asked again on demand. */
export function useMembers(machineId: number, kind: MemberListKind, enabled: boolean): [MemberList, () => void] {
  const { http } = useConsole();
  const query = useQuery(membersQuery(http, machineId, kind, enabled));
  const state = loadState(query);
  const list: MemberList =
    state.status === 'ready' ? { status: 'ready', ...state.data } : state.status === 'error' ? { status: 'failed', outcome: state.outcome } : state;
  return [list, () => void query.refetch()];
}
