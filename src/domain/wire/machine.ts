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
