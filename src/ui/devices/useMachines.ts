import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import { CLIENT_VERSION } from '../../domain/constants';
import { selectMachines, type Machine } from '../../transport/api/machine';
import { deviceStates$ } from '../../transport/deviceStates';
import { browserTerminalUUID } from '../auth/terminal';
import type { Http } from '../app/runtime';
import { toRow, withOnline, type DeviceRow } from './deviceRows';

export type MachinesState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; rows: readonly DeviceRow[] };

export interface MachinesHook {
  state: MachinesState;
  reload(): void;
  /** A device just added goes on top at once, before any reload. */
  prepend(machine: Machine): void;
  /** A device changed (detail panel) or left the list. */
  replace(machine: Machine): void;
  remove(machineId: number): void;
  /** Group membership changed on the cloud: the rows' groups follow without a reload. */
  setGroups(change: (row: DeviceRow) => readonly string[] | undefined): void;
}

/** POST /api/machine/select, with a retry that reloads, and the live online states laid over it. */
export function useMachines(http: Http): MachinesHook {
  const [state, setState] = useState<MachinesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    const terminalID = browserTerminalUUID();
    void selectMachines(http, { terminalID, version: CLIENT_VERSION }).then((answer) => {
      if (!live) return;
      if (!answer.ok) setState({ status: 'error', outcome: answer.outcome });
      else setState({ status: 'ready', rows: (Array.isArray(answer.data) ? answer.data : []).map(toRow) });
    });
    return () => {
      live = false;
    };
  }, [http, attempt]);

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const subscription = deviceStates$(http).subscribe((online) =>
      setState((current) => (current.status === 'ready' ? { status: 'ready', rows: withOnline(current.rows, online) } : current)),
    );
    return () => subscription.unsubscribe();
  }, [http, ready]);

  const update = useCallback((change: (rows: readonly DeviceRow[]) => readonly DeviceRow[]) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', rows: change(current.rows) } : current));
  }, []);

  return {
    state,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    prepend: useCallback((machine: Machine) => update((rows) => [toRow(machine), ...rows.filter((r) => r.id !== machine.machine_id)]), [update]),
    replace: useCallback((machine: Machine) => update((rows) => rows.map((r) => (r.id === machine.machine_id ? toRow(machine) : r))), [update]),
    remove: useCallback((machineId: number) => update((rows) => rows.filter((r) => r.id !== machineId)), [update]),
    setGroups: useCallback(
      (change: (row: DeviceRow) => readonly string[] | undefined) =>
        update((rows) =>
          rows.map((row) => {
            const groups = change(row);
            return groups ? { ...row, groups, machine: { ...row.machine, groups: [...groups] } } : row;
          }),
        ),
      [update],
    ),
  };
}
