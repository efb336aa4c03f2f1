// The device as the cloud's list calls carry it (product.md section 3), and the payloads and answers of the
// machine calls (api.md section 7, Device). The zod schemas are the wire types (z.infer): /openapi.json, the
// simulator's request checks and the console's answer checks all read them. Answers are z.object: parsing keeps
// working when a cloud sends more fields (they are stripped), and the document leaves them open.
import { z } from 'zod';
import { ALIAS_MAX, MACHINE_NAME_MAX, REMARK_MAX } from '../constants';
import { MACHINE_CODE_MAX, PASSWORD_MAX } from '../validation';

export const bit = z.union([z.literal(0), z.literal(1)]);
/** A record id (machine, user, alarm …): a whole number; on the wire a form field or query value of digits. */
export const wireId = z.number().int().min(-1).max(2 ** 31 - 1);
/** Free text of a request, bounded so nothing unbounded reaches the cloud. */
export const text = (max: number, min = 0) => z.string().min(min).max(max);
const TERMINAL_MAX = 128;

export const machine = z.object({
  machine_id: z.number(),
  machine_name: z.string(),
  machine_code: z.string().describe('The PN code printed on the device'),
  alias: z.string(),
  machineRemark: z.string(),
  maintenanceRemark: z.string(),
  checkType: bit.describe('Audit mode: 0 Akey+Bkey (message audit), 1 Akey+password'),
  hasPasswd: z.boolean(),
  project: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  state: bit.describe('1 online, 0 offline'),
  limit_authority: z.number().describe('3 owner, 2 admin, 0 or 1 visitor'),
  locationType: z.enum(['auto', 'manual']),
  locationWay: z.number(),
  version: z.string(),
  eid: z.number().describe('0 for a personal device'),
  deviceId: z.string(),
  groups: z.array(z.string()).describe('Group ids the device belongs to (the default group ALL holds every device)'),
  iccid_num: z.string(),
  ip: z.string(),
  model: z.string(),
  maintainstart: z.string(),
  maintainstop: z.string(),
  registtime: z.string(),
  cloudState: bit.describe('Cloud service state: 1 open, 0 closed'),
  emq_project_id: z.number().nullable(),
  ezviz_account_id: z.number().nullable().describe('The camera-cloud account the device uses'),
});
export type Machine = z.infer<typeof machine>;
export const machineList = z.array(machine);

/** POST /api/machine/select */
export const machineSelectPayload = z.object({
  terminalID: text(TERMINAL_MAX),
  version: text(32).describe('The client version (CLIENT_VERSION)'),
});
export type MachineSelectPayload = z.infer<typeof machineSelectPayload>;

/** POST /api/machine/add. machineGroupID '' or 'ALL' adds to no group of the user's own. */
export const machineAddPayload = z.object({
  machineName: text(MACHINE_NAME_MAX),
  machineCode: text(MACHINE_CODE_MAX),
  machinePwd: text(PASSWORD_MAX),
  machineGroupID: text(32),
});
export type MachineAddPayload = z.infer<typeof machineAddPayload>;

/** POST /api/machine/del: isAkey 1 when the caller is the owner (deleting loses the identity). */
export const machineDeletePayload = z.object({ delMachineID: wireId, isAkey: bit });

/** POST /api/machine/getMachineState */
export const machineStatePayload = z.object({ machineCode: text(MACHINE_CODE_MAX) });

/** POST /api/machine/getMachineState {machineCode}: enough for the apply flow to name the device by its code. */
export const machineStateInfo = z.object({
  machineId: z.number().describe('0 when the code does not exist'),
  machineCode: z.string(),
  online: z.boolean(),
  checkType: bit,
  hasPasswd: z.boolean(),
  exists: z.boolean(),
  owned: z.boolean().describe('Somebody owns it already: adding by password is refused, applying is the way in'),
});
export type MachineStateInfo = z.infer<typeof machineStateInfo>;

/** POST /api/machine/getMachineStates {eid?, machineIDs?} (comma-separated ids). */
export const machineStatesPayload = z.object({ eid: wireId.optional(), machineIDs: text(20_000).optional() });
/** The online state of a device the caller holds. */
export const machineOnline = z.object({ machineId: z.number(), state: bit.describe('1 online, 0 offline') });
export type MachineOnline = z.infer<typeof machineOnline>;

/** POST /api/machine/machineStates {machineCodes} (comma-separated, or a JSON array). */
export const machineCodesPayload = z.object({ machineCodes: text(20_000) });
/** The online state by code, for any existing code. */
export const machineCodeState = z.object({ machineCode: z.string(), exists: z.boolean(), online: z.boolean() });
export type MachineCodeState = z.infer<typeof machineCodeState>;

/** POST /api/v1/cloudSet/scanCodeCheck {scanCode} */
export const scanCodePayload = z.object({ scanCode: text(256, 1) });
/** The device the scanned binding code stands for. */
export const scanCodeResult = z.object({ machineCode: z.string(), machinePwd: z.string(), machineName: z.string(), online: z.boolean() });
export type ScanCodeResult = z.infer<typeof scanCodeResult>;

/** POST /api/machine/update. */
export const machineUpdatePayload = z.object({
  updateMachineID: wireId,
  updateMachineCode: text(MACHINE_CODE_MAX),
  updateMachineName: text(MACHINE_NAME_MAX),
  updateMachineRemark: text(REMARK_MAX),
  /** Not in api.md: the console's own addition so the alias (up to 10 characters) can be edited too; a cloud
   *  that does not know the field ignores it (docs/decisions.md). */
  updateMachineAlias: text(ALIAS_MAX).optional(),
});
export type MachineUpdatePayload = z.infer<typeof machineUpdatePayload>;

/** POST /api/cloudSet/updateMachineInfo: checkType 1 (Akey+password) needs the device password. */
export const machineInfoPayload = z.object({
  machineCode: text(MACHINE_CODE_MAX),
  machineName: text(MACHINE_NAME_MAX),
  checkType: bit,
  password: text(PASSWORD_MAX).optional(),
});
export type MachineInfoPayload = z.infer<typeof machineInfoPayload>;

/** The access limit a manager sets for a member (product.md section 6). */
export const accessLimit = z.enum(['readOnly', 'readWrite', 'noAlarm']);
export type AccessLimit = z.infer<typeof accessLimit>;

/** POST /api/machine/limitReadSet and limitAlarmSet {machineID, userID, value}: value 1 sets the limit, 0 lifts it. */
export const memberLimitPayload = z.object({ machineID: wireId, userID: wireId, value: bit });
/** The member's access after the change. */
export const memberAccess = z.object({ userId: z.number(), access: accessLimit });
export type MemberAccess = z.infer<typeof memberAccess>;

/** POST /api/machine/machineCloudSwitchState {machineID, state}: the cloud service open (1) or closed (0). */
export const cloudSwitchPayload = z.object({ machineID: wireId, state: bit });
export const cloudSwitch = z.object({ machineId: z.number(), cloudState: bit });
export type CloudSwitch = z.infer<typeof cloudSwitch>;
