import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import {
  getAllGroup,
  machineBaseInfo,
  machineInfo,
  machineMaintenancePersonnel,
  machinePersonnel,
  type EnterpriseGroup,
  type EnterpriseMachine,
  type MachineBaseInfo,
  type Personnel,
} from '../../transport/api/enterpriseDevices';
import type { Http } from '../../transport/http';

export interface EnterpriseDetail {
  row: EnterpriseMachine;
  base: MachineBaseInfo;
  personnel: readonly Personnel[];
  maintainers: readonly Personnel[];
  /** The enterprise's groups, to name the device's group ids; empty when the names could not be read. */
  groups: readonly EnterpriseGroup[];
}

export type EnterpriseDetailState = { status: 'loading' } | { status: 'error'; outcome: Outcome } | { status: 'ready'; detail: EnterpriseDetail };

const list = <T,>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** machineInfo, machineBaseInfo, machinePersonnel and machineMaintenancePersonnel of one enterprise device, together. */
export function useEnterpriseDetail(http: Http, eid: number, machineId: number) {
  const [state, setState] = useState<EnterpriseDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const payload = { eid, machineId };
    // The tab shows its own failure with a retry, so the calls stay quiet.
    const quiet = { quiet: true };
    void Promise.all([
      machineInfo(http, payload, quiet),
      machineBaseInfo(http, payload, quiet),
      machinePersonnel(http, payload, quiet),
      machineMaintenancePersonnel(http, payload, quiet),
      getAllGroup(http, { eid }, quiet),
    ]).then(([row, base, personnel, maintainers, groups]) => {
      if (!live) return;
      const failed = [row, base, personnel, maintainers].find((answer) => !answer.ok);
      if (failed && !failed.ok) return setState({ status: 'error', outcome: failed.outcome });
      if (!row.ok || !base.ok || !personnel.ok || !maintainers.ok) return;
      setState({
        status: 'ready',
        detail: {
          row: row.data,
          base: base.data,
          personnel: list<Personnel>(personnel.data),
          maintainers: list<Personnel>(maintainers.data),
          groups: groups.ok ? list<EnterpriseGroup>(groups.data) : [],
        },
      });
    });
    return () => {
      live = false;
    };
  }, [http, eid, machineId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
