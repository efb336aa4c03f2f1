// Schemas of the core calls whose wire types were written by hand before the OpenAPI document existed (user
// login, user info, the device list and groups). Each is tied to its TS type by a compile-time equality check, so
// the document cannot drift from what the console sends and the simulator answers.
import { z } from 'zod';
import type { LoginPayload, LoginResult, UserInfo } from '../user';
import type { TwoFactorChallenge } from '../account';
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

// The device list's and the groups' schemas live with their calls (src/domain/wire/machine.ts, group.ts).
export { machine, machineList, machineSelectPayload, machineAddPayload, machineStatePayload, machineStateInfo } from '../machine';
export { userGroupItem, userGroupList } from '../group';

same<z.infer<typeof loginPayload>, LoginPayload>(true);
same<z.infer<typeof loginResult>, LoginResult>(true);
same<z.infer<typeof twoFactorChallenge>, TwoFactorChallenge>(true);
same<z.infer<typeof userInfo>, UserInfo>(true);
