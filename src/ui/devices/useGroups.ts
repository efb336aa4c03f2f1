import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import { listGroups, type UserGroupItem } from '../../transport/api/groups';
import type { Http } from '../app/runtime';

export type GroupsState = { status: 'loading' } | { status: 'error'; outcome: Outcome } | { status: 'ready'; groups: UserGroupItem[] };

/** The user's groups (GET /api/device/v1/userGroup); `reload` after any change. */
export function useGroups(http: Http): { state: GroupsState; groups: UserGroupItem[]; reload(): void } {
  const [state, setState] = useState<GroupsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void listGroups(http).then((answer) => {
      if (!live) return;
      setState(answer.ok ? { status: 'ready', groups: Array.isArray(answer.data) ? answer.data : [] } : { status: 'error', outcome: answer.outcome });
    });
    return () => {
      live = false;
    };
  }, [http, attempt]);
  return {
    state,
    groups: state.status === 'ready' ? state.groups : [],
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
