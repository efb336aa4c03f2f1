// The enterprise and maintenance device calls (api.md section 7, Enterprise). api.md names most of them without
// payload or answer; this is the contract the console sends and the simulator answers (docs/decisions.md).
import type { Machine } from './machine';

/** The stored device type of the two enterprise lists: 1 enterprise devices, 2 maintenance devices. */
export type EnterpriseListType = 1 | 2;

/** The group id that means every device (product.md section 9: default device group ALL). */
export const ALL_GROUP = 'ALL';

/** POST /api/enterprises/enterpriseDeviceList; `type` 2 asks for the maintenance list (1 when left out). */
export interface EnterpriseDeviceListPayload {
  eid: number;
  page: number;
  pageSize: number;
  groupId: string;
  version: string;
  type?: EnterpriseListType;
}

/** POST /eapi/ent/c/manager/device/group/devicelist: the enterprise list with a server-side search. */
export interface GroupDeviceListPayload {
  eid: number;
  page: number;
  pageSize: number;
  groupId: string;
  search: string;
  version: string;
}

/** A device of an enterprise list: the personal list's row plus the maintenance facts. */
export type EnterpriseMachine = Machine & {
  /** True when the caller is on the device's maintenance team. */
  maintainer: boolean;
};

/** One page of a device list; `total` counts every device matching, over all pages. */
export interface DevicePage {
  list: EnterpriseMachine[];
  total: number;
  page: number;
  pageSize: number;
}

/** A device group of an enterprise (group/all, getAllGroup): devices carry group ids in `groups`. */
export interface EnterpriseGroup {
  groupId: string;
  name: string;
  /** Devices of the group the caller sees in the enterprise list. */
  count: number;
}

export interface EidPayload {
  eid: number;
}

export interface MachineOfEnterprisePayload {
  eid: number;
  machineId: number;
}

/** What the caller may do in an enterprise (enterprisePermission). */
export interface EnterprisePermission {
  eid: number;
  /** The enterprise's manager (its first member): sees the team and every remark. */
  manager: boolean;
  /** On the enterprise's maintenance team: has a maintenance list and may edit maintenance remarks. */
  maintainer: boolean;
}

/** machineBaseInfo: what identifies a device, without the caller's role. */
export interface MachineBaseInfo {
  machine_id: number;
  machine_name: string;
  machine_code: string;
  model: string;
  version: string;
  address: string;
  registtime: string;
  iccid_num: string;
  eid: number;
}

/** A person on a device (machinePersonnel) or on a maintenance team; phones travel unmasked, the console masks. */
export interface Personnel {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** 3 owner, 2 admin, 0 or 1 visitor; maintenance staff carry -1 (no key on the device). */
  limit_authority: number;
}

export interface MaintenanceRemarkPayload {
  eid: number;
  machineId: number;
  remark: string;
}

/** GET /api/entportal/v1/enterprise/info?eid */
export interface EnterpriseInfo {
  eid: number;
  name: string;
  platformName: string;
  applyLogoUrl: string;
  enableProject: boolean;
  memberCount: number;
  /** Devices of the enterprise the caller sees in the enterprise list. */
  deviceCount: number;
}

/** PUT /api/user/v1/hideMap {hideMap}: 1 hides the cloud-map menu entry; the answer is the stored flag. */
export interface HideMapPayload {
  hideMap: 0 | 1;
}
