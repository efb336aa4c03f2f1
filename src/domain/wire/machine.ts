// The device as the cloud's list calls carry it (product.md section 3). The console reads it and the simulator
// answers with it, so the shape is written once, here.

export interface Machine {
  machine_id: number;
  machine_name: string;
  /** The PN code printed on the device. */
  machine_code: string;
  alias: string;
  machineRemark: string;
  maintenanceRemark: string;
  /** Audit mode: 0 Akey+Bkey (message audit), 1 Akey+password. */
  checkType: 0 | 1;
  hasPasswd: boolean;
  project: string;
  address: string;
  lat: number;
  lng: number;
  /** 1 online, 0 offline. */
  state: 0 | 1;
  /** 3 marks the owner. */
  limit_authority: number;
  locationType: 'auto' | 'manual';
  locationWay: number;
  version: string;
  /** 0 for a personal device. */
  eid: number;
  deviceId: string;
  /** Group ids the device belongs to (the default group ALL holds every device). */
  groups: string[];
  iccid_num: string;
  ip: string;
  model: string;
  maintainstart: string;
  maintainstop: string;
  registtime: string;
  /** Cloud service state: 1 open, 0 closed. */
  cloudState: 0 | 1;
  emq_project_id: number | null;
  ezviz_account_id: number | null;
}

export interface MachineSelectPayload {
  terminalID: string;
  /** The client version (CLIENT_VERSION). */
  version: string;
}

/** POST /api/machine/add. machineGroupID '' or 'ALL' adds to no group of the user's own. */
export interface MachineAddPayload {
  machineName: string;
  machineCode: string;
  machinePwd: string;
  machineGroupID: string;
}

/** POST /api/machine/getMachineState {machineCode}: enough for the apply flow to name the device by its code. */
export interface MachineStateInfo {
  /** 0 when the code does not exist. */
  machineId: number;
  machineCode: string;
  online: boolean;
  checkType: 0 | 1;
  hasPasswd: boolean;
  exists: boolean;
  /** Somebody owns it already: adding by password is refused, applying is the way in. */
  owned: boolean;
}

/** POST /api/machine/getMachineStates {eid?, machineIDs?}: the online state of devices the caller holds. */
export interface MachineOnline {
  machineId: number;
  /** 1 online, 0 offline. */
  state: 0 | 1;
}

/** POST /api/machine/machineStates {machineCodes}: the online state by code, for any existing code. */
export interface MachineCodeState {
  machineCode: string;
  exists: boolean;
  online: boolean;
}

/** POST /api/v1/cloudSet/scanCodeCheck {scanCode}: the device the scanned binding code stands for. */
export interface ScanCodeResult {
  machineCode: string;
  machinePwd: string;
  machineName: string;
  online: boolean;
}

/** POST /api/machine/update. */
export interface MachineUpdatePayload {
  updateMachineID: number;
  updateMachineCode: string;
  updateMachineName: string;
  updateMachineRemark: string;
  /** Not in api.md: the console's own addition so the alias (up to 10 characters) can be edited too; a cloud
   *  that does not know the field ignores it (docs/decisions.md). */
  updateMachineAlias?: string;
}

/** POST /api/cloudSet/updateMachineInfo: checkType 1 (Akey+password) needs the device password. */
export interface MachineInfoPayload {
  machineCode: string;
  machineName: string;
  checkType: 0 | 1;
  password?: string;
}

/** The access limit a manager sets for a member (product.md section 6). */
export type AccessLimit = 'readOnly' | 'readWrite' | 'noAlarm';
