// Schemas of the core calls whose wire types were written by hand before the OpenAPI document existed (user
// login, user info, the device list and groups). Each is tied to its TS type by a compile-time equality check, so
// the document cannot drift from what the console sends and the simulator answers.
import { z } from 'zod';
import type { Machine, MachineAddPayload, MachineSelectPayload, MachineStateInfo } from '../machine';
import type { LoginPayload, LoginResult, UserInfo } from '../user';
import type { TwoFactorChallenge } from '../account';
import type { UserGroupItem } from '../group';
import { same } from './typeCheck';

const bit = z.union([z.literal(0), z.literal(1)]);

export const loginPayload = z.object({
  loginName: z.string().describe('Phone, e-mail or account name'),
  loginPwd: z.string(),
  terminalUUID: z.string(),
  countryCode: z.string(),
  terminalType: z.string(),
  terminalName: z.string(),
  terminalOS: z.string(),
  loginOemId: z.string(),
});
/** The sign-in's second step: the challenge's ticket with the code sent, or with resend=1 for a new code. */
export const twoFactorCodePayload = z.object({ ticket: z.string(), code: z.string() });
export const twoFactorResendPayload = z.object({ ticket: z.string(), resend: z.literal(1) });
export const loginResult = z.object({ token: z.string(), userid: z.number(), phone: z.string(), email: z.string() });
export const twoFactorChallenge = z.object({
  twoFactor: z.literal(1),
  ticket: z.string(),
  channel: z.enum(['sms', 'email']),
  target: z.string(),
  codeState: z.enum(['sent', 'stillValid', 'wait']).describe('sent: a new code went; stillValid: the last one (under a minute old) still works; wait: ask for a new one after resendAfter'),
  resendAfter: z.number(),
  expiresIn: z.number(),
});
/** The code step's resend ({ticket, resend: 1}) answers when the next code may be asked for. */
export const twoFactorResend = z.object({ resendAfter: z.number() });
export const loginAnswer = z.union([loginResult, twoFactorChallenge, twoFactorResend]);

export const userInfo = z.object({
  hide_map: bit,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone_state: bit,
  email_state: bit,
});

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

same<z.infer<typeof loginPayload>, LoginPayload>(true);
same<z.infer<typeof loginResult>, LoginResult>(true);
same<z.infer<typeof twoFactorChallenge>, TwoFactorChallenge>(true);
same<z.infer<typeof userInfo>, UserInfo>(true);
same<z.infer<typeof machine>, Machine>(true);
same<z.infer<typeof machineSelectPayload>, MachineSelectPayload>(true);
same<z.infer<typeof machineAddPayload>, MachineAddPayload>(true);
same<z.infer<typeof machineStateInfo>, MachineStateInfo>(true);
same<z.infer<typeof userGroupItem>, UserGroupItem>(true);
