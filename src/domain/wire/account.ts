// The account and security-centre calls' payloads and answers (api.md section 7, User and Verification). api.md
// leaves most of them "not shown"; this is the contract console and simulator share (see docs/decisions.md, issue 11).
import type { LoginResult } from './user';

/** PUT /api/user/v1/userName: hwcode 0 success, 400 failure. */
export interface UserNamePayload {
  name: string;
}

/** POST /api/user/changeLoginPwd: answers hwdata 1 (changed) or 0. `oldPwd` and `code` prove it is the owner. */
export interface ChangePasswordPayload {
  account: string;
  newPwd: string;
  oldPwd: string;
  code: string;
}

/** POST /api/user/activeAccount: verifies the phone or e-mail `activeAccount` with a code sent to it; 1 or 0. */
export interface ActiveAccountPayload {
  activeAccount: string;
  countryCode?: string;
  SMSVerificationCode: string;
}

/** GET /api/user/v1/passVerify?password: proves the caller knows the password before a phone or e-mail change. */
export interface PassVerifyQuery {
  password: string;
}

/** GET /api/user/v1/emailVerify?email: hwcode 0 when the address is well formed and no other account has it. */
export interface EmailVerifyQuery {
  email: string;
}

/** PUT /api/user/v1/account: the new phone or e-mail with the code sent to it; hwcode 0 success, 420 taken. */
export type ChangeAccountPayload = ({ phone: string; countryCode: string } | { email: string }) & { code: string };

/** POST /api/user/selectFriendsList: the people who share a device with the caller. */
export interface FriendItem {
  userid: number;
  name: string;
  phone: string;
  email: string;
  /** How many devices the two share. */
  devices: number;
}

/** POST /api/user/getUserId */
export interface UserIdAnswer {
  userid: number;
}

/** GET /api/user/v1/tokenInfo?page&pageSize: one login terminal and its token (never the token itself). */
export interface TokenInfoItem {
  id: string;
  terminalName: string;
  terminalType: string;
  terminalOS: string;
  loginIp: string;
  /** Unix seconds; shown as yyyy-mm-dd HH:MM:ss. */
  loginTime: number;
  expiredTime: number;
  /** 1 for the session that asked. */
  current: 0 | 1;
}

export interface TokenInfoPage {
  list: TokenInfoItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** DELETE /api/user/v1/tokenInfo/{id}: `others` as the id ends every session but the caller's. */
export const REVOKE_OTHERS_ID = 'others';

export interface RevokeAnswer {
  revoked: number;
}

export type TwoFactorChannel = 'sms' | 'email';

/** A sign-in as the security overview shows it. */
export interface SignInRecord {
  loginTime: number;
  loginIp: string;
  terminalName: string;
  terminalOS: string;
}

/** POST /api/safety/update (empty body): the caller's security record. */
export interface SecurityOverview {
  twoFactor: 0 | 1;
  twoFactorChannel: TwoFactorChannel | '';
  activeSessions: number;
  /** The sign-in before the current session's; null for a first sign-in. */
  lastSignIn: SignInRecord | null;
  /** Wrong passwords typed for this account since `lastSignIn` (or ever, without one). */
  failedSinceLastSignIn: number;
}

/** POST /api/v1/users/enableTwoFactorAuthentication: switches 2FA with a fresh code sent to the channel's address. */
export interface TwoFactorSwitchPayload {
  enable: 0 | 1;
  channel: TwoFactorChannel;
  code: string;
}

/**
 * POST /api/user/login with the right password of a 2FA account: hwcode 0 and this challenge instead of a token.
 * A code has gone to `target` (masked); the code step posts {ticket, code} to the same call.
 */
export interface TwoFactorChallenge {
  twoFactor: 1;
  ticket: string;
  channel: TwoFactorChannel;
  target: string;
  /**
   * `sent`: a new code went to `target`. Within a minute of the last sign-in code none goes: `stillValid` when that
   * code still works, `wait` when it does not (used or spent) and a new one can be asked for after `resendAfter`.
   */
  codeState: 'sent' | 'stillValid' | 'wait';
  /** Seconds until another code may be asked for. */
  resendAfter: number;
  /** Seconds the ticket lives. */
  expiresIn: number;
}

/** The code step ({ticket, code}) or a resend ({ticket, resend: 1}) of a two-factor sign-in. */
export type TwoFactorStepPayload = { ticket: string; code: string } | { ticket: string; resend: 1 };

export type LoginAnswer = LoginResult | TwoFactorChallenge;

export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  return typeof answer === 'object' && answer !== null && (answer as { twoFactor?: unknown }).twoFactor === 1 && 'ticket' in answer;
}
