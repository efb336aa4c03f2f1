// The user calls' payloads and answers (api.md section 7, User): the wire contract the console sends and the
// simulator answers. The zod schemas are the wire types (z.infer): /openapi.json, the simulator's request checks and
// the console's answer checks all read them. Payload strings are bounded; answers are loose objects (a cloud may
// send more fields), typed with what the console reads and the simulator sends where api.md says "not shown".
import { z } from 'zod';
import { PASSWORD_MAX, USER_NAME_MAX } from '../validation';

/** The longest address mail systems carry (as src/domain/validation.ts). */
const EMAIL_MAX = 254;

export const bit = z.union([z.literal(0), z.literal(1)]);

/** Bounds of free text on the wire: a request longer than these is refused before any rule reads it. */
const TEXT_MAX = 64;
export const text = (max = TEXT_MAX) => z.string().max(max);
export const phoneText = text(32);
export const countryCodeText = text(8).describe('Calling code, digits (86), with + or 00 allowed');
export const emailText = text(EMAIL_MAX);
export const passwordText = text(PASSWORD_MAX * 4);
export const codeText = text(16).describe('The verification code sent (4 or 6 digits)');

export const loginPayload = z.object({
  loginName: text(EMAIL_MAX).describe('Phone, e-mail or account name'),
  loginPwd: passwordText,
  terminalUUID: text(),
  countryCode: countryCodeText,
  terminalType: text(),
  terminalName: text(),
  terminalOS: text(),
  loginOemId: text(),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export const loginResult = z.looseObject({ token: z.string(), userid: z.number(), phone: z.string(), email: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

export const logoutPayload = z.object({ token: text(256) });
export type LogoutPayload = z.infer<typeof logoutPayload>;

const registerBase = { password: passwordText, name: text(USER_NAME_MAX * 4), oemid: text(), hideMap: bit };
/** POST /api/user/v1/register with a phone (countryCode only with a phone) … */
export const registerPhonePayload = z.object({ ...registerBase, phone: phoneText, countryCode: countryCodeText });
/** … or with an e-mail. */
export const registerEmailPayload = z.object({ ...registerBase, email: emailText });
export type RegisterPayload = z.infer<typeof registerPhonePayload> | z.infer<typeof registerEmailPayload>;
/** api.md: "result not shown"; the new account's id. */
export const registerAnswer = z.looseObject({ userid: z.number() });
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** POST /api/user/selectInfo */
export const userInfo = z.looseObject({
  userid: z.number().optional(),
  /** 1 hides the map menu entry. */
  hide_map: bit,
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  countryCode: z.string(),
  /** 1 when the phone is verified. */
  phone_state: bit,
  /** 1 when the e-mail is verified. */
  email_state: bit,
});
export type UserInfo = z.infer<typeof userInfo>;

/** POST /api/user/getQrToken (no payload) */
export const qrToken = z.looseObject({ qrToken: z.string(), expiresIn: z.number().optional().describe('Seconds the code lives') });
export type QrToken = z.infer<typeof qrToken>;

export const qrLoginCheckPayload = z.object({ qrToken: text(128) });
export type QrLoginCheckPayload = z.infer<typeof qrLoginCheckPayload>;

/** The QR code moves waiting → scanned → confirmed (with the login result) or expired. */
export const qrLoginCheck = z.union([
  z.looseObject({ state: z.enum(['waiting', 'scanned', 'expired']) }),
  loginResult.extend({ state: z.literal('confirmed') }),
]);
export type QrLoginCheck = z.infer<typeof qrLoginCheck>;

/** GET /api/user/v1/confirmAccount?phone&countryCode … */
export const phoneQuery = z.object({ phone: phoneText, countryCode: countryCodeText });
/** … or ?email */
export const emailQuery = z.object({ email: emailText });
export type AccountQuery = z.infer<typeof phoneQuery> | z.infer<typeof emailQuery>;
/** hwcode 0 when the account exists. */
export const confirmAccountAnswer = z.looseObject({ exists: z.boolean() });
export type ConfirmAccountAnswer = z.infer<typeof confirmAccountAnswer>;

/** PUT /api/user/v1/password: {phone, countryCode, password} or {email, password}, with the code verified before. */
export const resetPhonePayload = phoneQuery.extend({ password: passwordText, code: codeText.optional() });
export const resetEmailPayload = emailQuery.extend({ password: passwordText, code: codeText.optional() });
export type ResetPasswordPayload = z.infer<typeof resetPhonePayload> | z.infer<typeof resetEmailPayload>;

/** PUT /api/user/v1/hideMap {hideMap}: 1 hides the cloud-map menu entry; the answer is the stored flag. */
export const hideMapPayload = z.object({ hideMap: bit });
export type HideMapPayload = z.infer<typeof hideMapPayload>;
export const hideMapAnswer = z.looseObject({ hide_map: bit });
export type HideMapAnswer = z.infer<typeof hideMapAnswer>;
