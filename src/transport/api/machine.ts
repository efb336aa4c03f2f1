// The personal device list (POST /api/machine/select).
import type { Http, Result } from '../http';
import type { Machine, MachineSelectPayload } from '../../domain/wire/machine';

export type { Machine, MachineSelectPayload };

/** POST /api/machine/select {terminalID, version} → hwdata: Machine[] */
export function selectMachines(http: Http, payload: MachineSelectPayload): Promise<Result<Machine[]>> {
  return http.call<Machine[]>({ path: '/api/machine/select', body: { ...payload } });
}
