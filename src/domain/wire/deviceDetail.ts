// Payloads and answers of the device-detail, location, IoT-card and remote-visit calls (api.md section 7), shared
// by console and simulator. api.md leaves their shapes "not shown"; these are the simulator's and console's
// agreement (docs/decisions.md). Coordinates on the wire are WGS-84.
import type { AccessLimit, Machine } from './machine';
import type { LocationType } from '../location';

export type { AccessLimit };

/** GET /api/device/v1/detail?machineId → the device as the caller sees it, with the caller's access limit. */
export type DeviceDetail = Machine & { access: AccessLimit };

/** POST /api/device/v1/detail/page {machineId} → the facts page of the detail panel. */
export interface DeviceFacts {
  machineId: number;
  version: string;
  model: string;
  ip: string;
  iccid_num: string;
  /** yyyy-mm-dd HH:MM:ss */
  registtime: string;
  maintainstart: string;
  maintainstop: string;
  project: string;
  address: string;
  /** For the Akey and Bkeys: the members they outrank and each one's access limit (limitReadSet, limitAlarmSet). */
  limits?: MemberLimit[];
}

export interface MemberLimit {
  userId: number;
  name: string;
  phone: string;
  email: string;
  limit_authority: number;
  access: AccessLimit;
}

export interface DeviceRef {
  machineId: number;
}

/** POST /api/machine/machineLocationWay */
export interface LocationTypePayload extends DeviceRef {
  locationType: LocationType;
}

/** POST /api/machine/machineAutoLocationWay: 0 GPS, 1 base station, 2 IP (AUTO_LOCATION_WAYS). */
export interface AutoWayPayload extends DeviceRef {
  locationWay: number;
}

/** The device's place as the location calls answer it. */
export interface DeviceLocation {
  machineId: number;
  locationType: LocationType;
  locationWay: number;
  lat: number;
  lng: number;
  address: string;
}

/** POST /api/machine/machineStationLocationNum {machineId} → the day's refresh allowance. */
export interface LocationAllowance {
  used: number;
  left: number;
  limit: number;
}

/** POST /api/machine/machineAutoLocationAddress {machineId}: one refresh of the automatic place. */
export type AutoLocationAnswer = DeviceLocation & { left: number };

/** POST /api/machine/machineManualLocation */
export interface ManualAddressPayload extends DeviceRef {
  address: string;
}

/** POST /api/machine/machineManualLocationLatLng */
export interface ManualLatLngPayload extends DeviceRef {
  lat: number;
  lng: number;
}

/** POST /api/v1/machine/setMachineLocation: the manual choice saved in one call. */
export interface SetLocationPayload extends DeviceRef {
  lat: number;
  lng: number;
  address: string;
}

/** product.md section 3, IoT card status values. */
export const IOT_CARD_STATUSES = [
  'unactivated',
  'silent',
  'suspended',
  'pendingActivation',
  'working',
  'expired',
  'recycled',
  'unknown',
  'deleted',
] as const;
export type IotCardStatus = (typeof IOT_CARD_STATUSES)[number];

/** POST /api/iotcard/iotCard/getIotCard {iccid} */
export interface IotCard {
  iccid: string;
  status: IotCardStatus;
  operator: string;
  plan: string;
  usedMB: number;
  totalMB: number;
  /** yyyy-mm-dd or '' */
  activatedAt: string;
  expiresAt: string;
}

/** GET /api/iotcard/iotCard/qrCode?iccid → the card's top-up page, shown as a QR code. */
export interface IotCardQr {
  url: string;
}

/** POST /api/v1/audit/checkCloudServiceState */
export interface CheckCloudServicePayload {
  machineID: number;
  visitAlidTimeID: number;
  limitAuthority: number;
  terminalID: string;
}

/** POST /api/v1/audit/getValidVisitUrl {machineID, terminalID} and /api/enterprises/validVisitUrl {eid, machineID, terminalID}. */
export interface VisitUrlPayload {
  machineID: number;
  terminalID: string;
}

/**
 * The access address. Either absolute (http or https, opened as it is) or the device's host label with an
 * optional path, which the console puts under the brand's machine-access host suffix and port.
 */
export interface VisitUrl {
  url: string;
}

/** POST /api/tls/testMachineState {testUrl} → hwdata */
export interface MachineTestAnswer {
  online: boolean;
}
