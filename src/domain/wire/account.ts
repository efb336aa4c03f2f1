// The account and security-centre calls' payloads and answers (api.md section 7, User and Verification). api.md
// leaves most of them "not shown"; this is the contract console and simulator share (see docs/decisions.md, "Accounts and sign-in").
// The zod schemas are the wire types (z.infer), read by /openapi.json, the simulator and the console alike.
import { z } from 'zod';
import { bit, codeText, countryCodeText, emailText, loginResult, passwordText, phoneText, text } from './user';

/** PUT /api/user/v1/userName: hwcode 0 success, 400 failure. */
export const userNamePayload = z.object({ name: text(40) });
export type UserNamePayload = z.infer<typeof userNamePayload>;

/** POST /api/user/changeLoginPwd: answers hwdata 1 (changed) or 0. `oldPwd` and `code` prove it is the owner. */
export const changePasswordPayload = z.object({ account: emailText, newPwd: passwordText, oldPwd: passwordText, code: codeText });
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

/** Answers of changeLoginPwd and activeAccount: api.md's "body 1 or 0". */
export const doneFlag = bit;
export type DoneFlag = z.infer<typeof doneFlag>;

/** POST /api/user/activeAccount: verifies the phone or e-mail `activeAccount` with a code sent to it; 1 or 0. */
export const activeAccountPayload = z.object({ activeAccount: emailText, countryCode: countryCodeText.optional(), SMSVerificationCode: codeText });
export type ActiveAccountPayload = z.infer<typeof activeAccountPayload>;

/** GET /api/user/v1/passVerify?password: proves the caller knows the password before a phone or e-mail change. */
export const passVerifyQuery = z.object({ password: passwordText });
export type PassVerifyQuery = z.infer<typeof passVerifyQuery>;
export const passVerifyAnswer = z.looseObject({ verified: z.literal(1) });
export type PassVerifyAnswer = z.infer<typeof passVerifyAnswer>;

/** GET /api/user/v1/emailVerify?email: hwcode 0 when the address is well formed and no other account has it. */
export const emailVerifyQuery = z.object({ email: emailText });
export type EmailVerifyQuery = z.infer<typeof emailVerifyQuery>;
export const emailVerifyAnswer = z.looseObject({ available: z.literal(1) });
export type EmailVerifyAnswer = z.infer<typeof emailVerifyAnswer>;

/** PUT /api/user/v1/account: the new phone or e-mail with the code sent to it; hwcode 0 success, 420 taken. */
export const changePhonePayload = z.object({ phone: phoneText, countryCode: countryCodeText, code: codeText });
export const changeEmailPayload = z.object({ email: emailText, code: codeText });
export type ChangeAccountPayload = z.infer<typeof changePhonePayload> | z.infer<typeof changeEmailPayload>;

/** POST /api/user/selectFriendsList: the people who share a device with the caller. */
export const friendItem = z.looseObject({
  userid: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** How many devices the two share. */
  devices: z.number(),
});
export type FriendItem = z.infer<typeof friendItem>;
export const friendList = z.array(friendItem);

/** POST /api/user/getUserId */
export const userIdAnswer = z.looseObject({ userid: z.number() });
export type UserIdAnswer = z.infer<typeof userIdAnswer>;

/** GET /api/user/v1/tokenInfo?page&pageSize (15 a page). */
export const tokenInfoQuery = z.object({ page: z.number().int(), pageSize: z.number().int() });

/** One login terminal and its token (never the token itself). */
export const tokenInfoItem = z.looseObject({
  id: z.string(),
  terminalName: z.string(),
  terminalType: z.string(),
  terminalOS: z.string(),
  loginIp: z.string(),
  /** Unix seconds; shown as yyyy-mm-dd HH:MM:ss. */
  loginTime: z.number(),
  expiredTime: z.number(),
  /** 1 for the session that asked. */
  current: bit,
});
export type TokenInfoItem = z.infer<typeof tokenInfoItem>;

export const tokenInfoPage = z.looseObject({ list: z.array(tokenInfoItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type TokenInfoPage = z.infer<typeof tokenInfoPage>;

// In the zod-free rules file (src/domain/security.ts, as isTwoFactorChallenge in src/domain/twoFactorChallenge.ts),
// so that the sign-in pages use them without the schemas and zod coming along; the simulator reads it from here.
export { REVOKE_OTHERS_ID } from '../security';

export const revokeAnswer = z.looseObject({ revoked: z.number() });
export type RevokeAnswer = z.infer<typeof revokeAnswer>;

export const twoFactorChannel = z.enum(['sms', 'email']);
export type TwoFactorChannel = z.infer<typeof twoFactorChannel>;

/** A sign-in as the security overview shows it. */
export const signInRecord = z.looseObject({ loginTime: z.number(), loginIp: z.string(), terminalName: z.string(), terminalOS: z.string() });
export type SignInRecord = z.infer<typeof signInRecord>;

/** POST /api/safety/update (empty body): the caller's security record. */
export const securityOverview = z.looseObject({
  twoFactor: bit,
  twoFactorChannel: z.union([twoFactorChannel, z.literal('')]),
  activeSessions: z.number(),
  /** The sign-in before the current session's; null for a first sign-in. */
  lastSignIn: signInRecord.nullable(),
  /** Wrong passwords typed for this account since `lastSignIn` (or ever, without one). */
  failedSinceLastSignIn: z.number(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/** POST /api/v1/users/enableTwoFactorAuthentication: switches 2FA with a fresh code sent to the channel's address. */
export const twoFactorSwitchPayload = z.object({ enable: bit, channel: twoFactorChannel, code: codeText });
export type TwoFactorSwitchPayload = z.infer<typeof twoFactorSwitchPayload>;
export const twoFactorSwitchAnswer = securityOverview.pick({ twoFactor: true, twoFactorChannel: true });
export type TwoFactorSwitchAnswer = z.infer<typeof twoFactorSwitchAnswer>;

/**
 * POST /api/user/login with the right password of a 2FA account: hwcode 0 and this challenge instead of a token.
 * A code has gone to `target` (masked); the code step posts {ticket, code} to the same call.
 */
export const twoFactorChallenge = z.looseObject({
  twoFactor: z.literal(1),
  ticket: z.string(),
  channel: twoFactorChannel,
  target: z.string(),
  codeState: z
    .enum(['sent', 'stillValid', 'wait'])
    .describe('sent: a new code went; stillValid: the last one (under a minute old) still works; wait: ask for a new one after resendAfter'),
  /** Seconds until another code may be asked for. */
  resendAfter: z.number(),
  /** Seconds the ticket lives. */
  expiresIn: z.number(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** The sign-in's second step: the challenge's ticket with the code sent, or with resend=1 for a new code. */
export const twoFactorCodePayload = z.object({ ticket: text(128), code: codeText });
export const twoFactorResendPayload = z.object({ ticket: text(128), resend: z.literal(1) });
/** The code step's resend answers when the next code may be asked for. */
export const twoFactorResend = z.looseObject({ resendAfter: z.number() });
export type TwoFactorResendAnswer = z.infer<typeof twoFactorResend>;

export const loginAnswer = z.union([loginResult, twoFactorChallenge, twoFactorResend]);
