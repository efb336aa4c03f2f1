// The enterprise and maintenance device calls (api.md section 7, Enterprise). api.md names most of them without
// payload or answer; this is the contract the console sends and the simulator answers (docs/decisions.md). The zod
// schemas are the wire types (z.infer): /openapi.json, the simulator's request checks and the console's answer
// checks all read them. Answers are loose objects: a cloud may send more fields.
import { z } from 'zod';
import { REMARK_MAX } from '../constants';
import { machine } from './machine';
import { eidField, idField, pageField, pageSizeField, terminalIdField, textField } from './schemas/bounded';

/** The stored device type of the two enterprise lists: 1 enterprise devices, 2 maintenance devices. */
export const enterpriseListType = z.union([z.literal(1), z.literal(2)]);
export type EnterpriseListType = z.infer<typeof enterpriseListType>;

/** The group id that means every device (product.md section 9: default device group ALL). */
export const ALL_GROUP = 'ALL';

/** api.md section 9: device lists page at most 5000. */
const DEVICE_PAGE_MAX = 5000;
const groupIdField = textField(64).describe(`A group id; ${ALL_GROUP} for every device`);
const versionField = textField(32).describe('The client version');

/** POST /api/enterprises/enterpriseDeviceList (api.md); `type` 2 asks for the maintenance list (1 when left out). */
export const enterpriseDeviceListPayload = z.object({
  eid: eidField,
  page: pageField,
  pageSize: pageSizeField(DEVICE_PAGE_MAX),
  groupId: groupIdField,
  version: versionField,
  type: enterpriseListType.optional(),
});
export type EnterpriseDeviceListPayload = z.infer<typeof enterpriseDeviceListPayload>;

/** POST /eapi/ent/c/manager/device/group/devicelist (api.md): the enterprise list with a server-side search. */
export const groupDeviceListPayload = z.object({
  eid: eidField,
  page: pageField,
  pageSize: pageSizeField(DEVICE_PAGE_MAX),
  groupId: groupIdField,
  search: textField(100),
  version: versionField,
});
export type GroupDeviceListPayload = z.infer<typeof groupDeviceListPayload>;

/** A device of an enterprise list: the personal list's row plus the maintenance facts. */
export const enterpriseMachine = machine.extend({
  maintainer: z.boolean().describe('True when the caller is on the device\'s maintenance team'),
});
export type EnterpriseMachine = z.infer<typeof enterpriseMachine>;

/** One page of a device list; `total` counts every device matching, over all pages. */
export const devicePage = z.looseObject({
  list: z.array(enterpriseMachine),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DevicePage = z.infer<typeof devicePage>;

/** A device group of an enterprise (group/all, getAllGroup): devices carry group ids in `groups`. */
export const enterpriseGroup = z.looseObject({
  groupId: z.string(),
  name: z.string(),
  count: z.number().describe('Devices of the group the caller sees in the enterprise list'),
});
export type EnterpriseGroup = z.infer<typeof enterpriseGroup>;

export const eidPayload = z.object({ eid: eidField });
export type EidPayload = z.infer<typeof eidPayload>;

export const machineOfEnterprisePayload = z.object({ eid: eidField, machineId: idField });
export type MachineOfEnterprisePayload = z.infer<typeof machineOfEnterprisePayload>;

/** What the caller may do in an enterprise (enterprisePermission). */
export const enterprisePermission = z.looseObject({
  eid: z.number(),
  manager: z.boolean().describe('The enterprise\'s manager (its first member): sees the team and every remark'),
  maintainer: z.boolean().describe('On the maintenance team: has a maintenance list and may edit maintenance remarks'),
});
export type EnterprisePermission = z.infer<typeof enterprisePermission>;

/** machineBaseInfo: what identifies a device, without the caller's role. */
export const machineBaseInfo = z.looseObject({
  machine_id: z.number(),
  machine_name: z.string(),
  machine_code: z.string(),
  model: z.string(),
  version: z.string(),
  address: z.string(),
  registtime: z.string(),
  iccid_num: z.string(),
  eid: z.number(),
});
export type MachineBaseInfo = z.infer<typeof machineBaseInfo>;

/** A person on a device (machinePersonnel) or on a maintenance team; phones travel unmasked, the console masks. */
export const personnel = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  limit_authority: z.number().describe('3 owner, 2 admin, 0 or 1 visitor; maintenance staff carry -1 (no key on the device)'),
});
export type Personnel = z.infer<typeof personnel>;

export const maintenanceRemarkPayload = z.object({ eid: eidField, machineId: idField, remark: textField(REMARK_MAX) });
export type MaintenanceRemarkPayload = z.infer<typeof maintenanceRemarkPayload>;
/** UpdateMaintenanceRemark answers the remark as stored (trimmed). */
export const maintenanceRemark = z.looseObject({ machineId: z.number(), maintenanceRemark: z.string() });
export type MaintenanceRemark = z.infer<typeof maintenanceRemark>;

/** POST /api/enterprises/validVisitUrl: the enterprise lists' variant of getValidVisitUrl. */
export const enterpriseVisitUrlPayload = z.object({ eid: eidField, machineID: idField, terminalID: terminalIdField });
export type EnterpriseVisitUrlPayload = z.infer<typeof enterpriseVisitUrlPayload>;

/** GET /api/entportal/v1/enterprise/info?eid */
export const enterpriseInfo = z.looseObject({
  eid: z.number(),
  name: z.string(),
  platformName: z.string(),
  applyLogoUrl: z.string(),
  enableProject: z.boolean(),
  memberCount: z.number(),
  deviceCount: z.number().describe('Devices of the enterprise the caller sees in the enterprise list'),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfo>;
