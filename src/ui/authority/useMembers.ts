import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import type { AdminListItem } from '../../domain/wire/audit';
import { selectMembers } from '../../transport/api/admin';
import { useConsole } from '../app/runtime';
import type { MemberListKind } from './memberRows';

export type MemberList =
  | { status: 'loading' }
  | { status: 'failed'; outcome: Outcome }
  | { status: 'ready'; items: AdminListItem[]; total: number };

/** One of a device's member lists (admin/select), reloaded on demand. */
export function useMembers(machineId: number, kind: MemberListKind, enabled: boolean): [MemberList, () => void] {
  const { http } = useConsole();
  const [list, setList] = useState<MemberList>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setList({ status: 'loading' });
    void selectMembers(http, machineId, kind).then((result) => {
      if (!live) return;
      setList(result.ok ? { status: 'ready', items: result.data.items, total: result.data.total } : { status: 'failed', outcome: result.outcome });
    });
    return () => {
      live = false;
    };
  }, [http, machineId, kind, enabled, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [list, reload];
}
