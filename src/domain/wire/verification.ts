// Verification-code calls. api.md section 7 lists the paths but not their payloads; this is the wire contract the
// console and the simulator share (form-encoded, POST, answer hwdata null on hwcode 0):
//
//   /api/common/mobSendMessage                  {phone, countryCode, type}    send an SMS code (signed out)
//   /api/common/mobCheckCode                    {phone, countryCode, code, type?}  check it (for that action)
//   /api/common/emailCode                       {email, type}                 send an e-mail code (signed out)
//   /api/common/emailVerify                     {email, code, type?}          check it
//   /api/v1/internal/smsVerificationCode        {phone, countryCode, type}    same, for a signed-in user
//   /api/v1/internal/smsVerificationCodeCheck   {phone, countryCode, code}    (cloudtoken header required)
//   /api/v1/internal/emailVerificationCode      {email, type}
//   /api/v1/internal/emailVerificationCodeCheck {email, code}
//
// `type` says what the code is for. A wrong or expired code answers a non-zero hwcode; the console shows
// USER_MESSAGES.codeExpired / codeTooFrequent from the catalogue.
import { z } from 'zod';
import { codeText, countryCodeText, emailText, phoneText } from './user';

/** changePassword, activate and twoFactor are the account centre's (docs/decisions.md, "Accounts and sign-in"). */
export const codePurpose = z.enum(['register', 'resetPassword', 'changeAccount', 'changePassword', 'activate', 'twoFactor']);
export type CodePurpose = z.infer<typeof codePurpose>;

export const smsCodeRequest = z.object({ phone: phoneText, countryCode: countryCodeText, type: codePurpose });
export type SmsCodeRequest = z.infer<typeof smsCodeRequest>;
/** `type` on a check: the action the code is checked for; a code sent for another one is refused (hwcode 411). */
export const smsCodeCheck = z.object({ phone: phoneText, countryCode: countryCodeText, code: codeText, type: codePurpose.optional() });
export type SmsCodeCheck = z.infer<typeof smsCodeCheck>;
export const emailCodeRequest = z.object({ email: emailText, type: codePurpose });
export type EmailCodeRequest = z.infer<typeof emailCodeRequest>;
export const emailCodeCheck = z.object({ email: emailText, code: codeText, type: codePurpose.optional() });
export type EmailCodeCheck = z.infer<typeof emailCodeCheck>;

/**
 * Every verification call answers hwdata null on success, as do the account changes whose success is hwcode 0
 * alone (api.md: "hwcode 0 success"): a cloud may leave hwdata out, which the console never reads.
 */
export const codeAnswer = z.null().optional();
export type CodeAnswer = z.infer<typeof codeAnswer>;
