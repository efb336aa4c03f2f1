// Schemas of the device list and groups calls, written before the OpenAPI document existed. The user calls'
// schemas (login, user info) live in ../user.ts and ../account.ts, their types inferred from them.
import { z } from 'zod';

const bit = z.union([z.literal(0), z.literal(1)]);

export const machine = z.object({
  machine_id: z.number(),
  machine_name: z.string(),
  machine_code: z.string().describe('The PN code printed on the device'),
  alias: z.string(),
  machineRemark: z.string(),
  maintenanceRemark: z.string(),
  checkType: bit.describe('Audit mode: 0 Akey+Bkey, 1 Akey+password'),
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
  eid: z.number(),
  deviceId: z.string(),
  groups: z.array(z.string()),
  iccid_num: z.string(),
  ip: z.string(),
  model: z.string(),
  maintainstart: z.string(),
  maintainstop: z.string(),
  registtime: z.string(),
  cloudState: bit,
  emq_project_id: z.number().nullable(),
  ezviz_account_id: z.number().nullable().describe('The camera-cloud account the device uses'),
});
export const machineList = z.array(machine);

export const machineSelectPayload = z.object({ terminalID: z.string(), version: z.string() });
export const machineAddPayload = z.object({ machineName: z.string(), machineCode: z.string(), machinePwd: z.string(), machineGroupID: z.string() });
export const machineStatePayload = z.object({ machineCode: z.string() });
export const machineStateInfo = z.object({
  machineId: z.number(),
  machineCode: z.string(),
  online: z.boolean(),
  checkType: bit,
  hasPasswd: z.boolean(),
  exists: z.boolean(),
  owned: z.boolean(),
});

export const userGroupItem = z.object({ id: z.string(), name: z.string(), count: z.number() });
export const userGroupList = z.array(userGroupItem);
