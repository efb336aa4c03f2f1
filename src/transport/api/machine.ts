// The personal device list and the device calls of the list, adding and the detail screen (api.md section 7,
// Device). Payloads the spec leaves out follow src/domain/wire/machine.ts.
import type { Http, Result } from '../http';
import type {
  CloudSwitch,
  Machine,
  MachineAddPayload,
  MachineCodeState,
  MachineInfoPayload,
  MachineOnline,
  MachineSelectPayload,
  MachineStateInfo,
  MachineUpdatePayload,
  MemberAccess,
  ScanCodeResult,
} from '../../domain/wire/machine';

export type {
  Machine,
  MachineAddPayload,
  MachineCodeState,
  MachineInfoPayload,
  MachineOnline,
  MachineSelectPayload,
  MachineStateInfo,
  MachineUpdatePayload,
  ScanCodeResult,
};

/** POST /api/machine/select {terminalID, version} → hwdata: Machine[] */
export function selectMachines(http: Http, payload: MachineSelectPayload): Promise<Result<Machine[]>> {
  return http.call<Machine[]>({ path: '/api/machine/select', body: { ...payload } });
}

/** POST /api/machine/add → the added device. Refusals: BusinessCode.AlreadyOwned (04010112), DeviceNotFound
 *  (04010102), DevicePasswordWrong, InvalidInput. */
export function addMachine(http: Http, payload: MachineAddPayload, quiet = true): Promise<Result<Machine>> {
  return http.call<Machine>({ path: '/api/machine/add', body: { ...payload }, quiet });
}

/** POST /api/machine/del {delMachineID, isAkey}. DeleteAlreadyGone and DeleteAccepted come back as a failed
 *  Result whose outcome is `business` with `success: true`: treat them as done. */
export function deleteMachine(http: Http, machineId: number, isAkey: boolean, quiet = false): Promise<Result<null>> {
  return http.call<null>({ path: '/api/machine/del', body: { delMachineID: machineId, isAkey: isAkey ? 1 : 0 }, quiet, once: true });
}

/** POST /api/machine/update → the device. Failures EditDeviceFailed, EditDeviceRefused, EditDeviceInvalid. */
export function updateMachine(http: Http, payload: MachineUpdatePayload, quiet = false): Promise<Result<Machine>> {
  return http.call<Machine>({ path: '/api/machine/update', body: { ...payload }, quiet });
}

/** POST /api/machine/getMachineState {machineCode}: whether the code exists, is owned, online, its audit mode. */
export function getMachineState(http: Http, machineCode: string, quiet = true): Promise<Result<MachineStateInfo>> {
  return http.call<MachineStateInfo>({ path: '/api/machine/getMachineState', body: { machineCode }, quiet });
}

/** POST /api/machine/machineStates {machineCodes}: online state by code, held or not. */
export function machineStates(http: Http, machineCodes: readonly string[], quiet = true): Promise<Result<MachineCodeState[]>> {
  return http.call<MachineCodeState[]>({ path: '/api/machine/machineStates', body: { machineCodes: machineCodes.join(',') }, quiet });
}

/** POST /api/machine/getMachineStates {eid?, machineIDs?}: the online state of the caller's devices. */
export function getMachineStates(
  http: Http,
  filter: { eid?: number; machineIds?: readonly number[] } = {},
  quiet = true,
): Promise<Result<MachineOnline[]>> {
  const body = { eid: filter.eid, machineIDs: filter.machineIds && filter.machineIds.length > 0 ? filter.machineIds.join(',') : undefined };
  return http.call<MachineOnline[]>({ path: '/api/machine/getMachineStates', body, quiet });
}

/** POST /api/cloudSet/updateMachineInfo → the device. The owner alone changes checkType; checkType 1 needs the
 *  device password (or sets one when the device has none). Refusals NoPermission, DevicePasswordWrong, InvalidInput. */
export function updateMachineInfo(http: Http, payload: MachineInfoPayload, quiet = false): Promise<Result<Machine>> {
  return http.call<Machine>({ path: '/api/cloudSet/updateMachineInfo', body: { ...payload }, quiet });
}

/** POST /api/v1/cloudSet/scanCodeCheck {scanCode}: the device a binding code stands for (code and password).
 *  Refusals DeviceNotFound (not a binding code), AlreadyOwned (the device has an owner now). */
export function scanCodeCheck(http: Http, scanCode: string, quiet = true): Promise<Result<ScanCodeResult>> {
  return http.call<ScanCodeResult>({ path: '/api/v1/cloudSet/scanCodeCheck', body: { scanCode }, quiet });
}

/** POST /api/machine/limitReadSet {machineID, userID, value}: read only (true) or read and write, for a member the
 *  caller outranks. */
export function setReadLimit(http: Http, machineId: number, userId: number, readOnly: boolean, quiet = false): Promise<Result<MemberAccess>> {
  return http.call({ path: '/api/machine/limitReadSet', body: { machineID: machineId, userID: userId, value: readOnly ? 1 : 0 }, quiet });
}

/** POST /api/machine/limitAlarmSet {machineID, userID, value}: no alarms (true) or alarms again. */
export function setAlarmLimit(http: Http, machineId: number, userId: number, noAlarm: boolean, quiet = false): Promise<Result<MemberAccess>> {
  return http.call({ path: '/api/machine/limitAlarmSet', body: { machineID: machineId, userID: userId, value: noAlarm ? 1 : 0 }, quiet });
}

/** POST /api/machine/machineCloudSwitchState {machineID, state}: the cloud service open or closed (owner or admin). */
export function setCloudSwitch(http: Http, machineId: number, open: boolean, quiet = false): Promise<Result<CloudSwitch>> {
  return http.call({ path: '/api/machine/machineCloudSwitchState', body: { machineID: machineId, state: open ? 1 : 0 }, quiet });
}
