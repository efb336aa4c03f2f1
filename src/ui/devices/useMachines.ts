import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import { CLIENT_VERSION } from '../../domain/constants';
import { selectMachines } from '../../transport/api/machine';
import { browserTerminalUUID } from '../auth/terminal';
import type { Http } from '../app/runtime';
import { toRow, type DeviceRow } from './deviceRows';

export type MachinesState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; rows: readonly DeviceRow[] };

/** POST /api/machine/select, with a retry that reloads. */
export function useMachines(http: Http): { state: MachinesState; reload(): void } {
  const [state, setState] = useState<MachinesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
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

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
