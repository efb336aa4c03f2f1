import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Http } from '../app/runtime';
import { loadState } from '../data/loadState';
import { withOnline } from './deviceRows';
import { machinesQuery, onlineStatesQuery, useMachineListEdits } from './queries';

/** The personal list (machine/select) with the shared live online states laid over it, and its local edits. */
export function useMachines(http: Http) {
  const list = useQuery(machinesQuery(http));
  // Polled only once there are rows to colour; shared with the personal map (same scope, eid 0).
  const states = useQuery(onlineStatesQuery(http, 0, list.isSuccess));
  const live = states.isError ? 'unknown' : states.data;
  const rows = list.data;
  const shown = useMemo(() => (rows && live ? withOnline(rows, live) : rows), [rows, live]);
  return { state: loadState({ ...list, data: shown }), ...useMachineListEdits() };
}
