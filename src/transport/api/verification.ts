// Verification-code calls. api.md section 7 lists the paths but not their payloads; this is the wire contract
// the console and the simulator share (form-encoded, POST, answer hwdata null on hwcode 0):
//
//   /api/common/mobSendMessage                 {phone, countryCode, type}    send an SMS code (signed out)
//   /api/common/mobCheckCode                   {phone, countryCode, code}    check it
//   /api/common/emailCode                      {email, type}                 send an e-mail code (signed out)
//   /api/common/emailVerify                    {email, code}                 check it
//   /api/v1/internal/smsVerificationCode       {phone, countryCode, type}    same, for a signed-in user
//   /api/v1/internal/smsVerificationCodeCheck  {phone, countryCode, code}    (cloudtoken header required)
//   /api/v1/internal/emailVerificationCode     {email, type}
//   /api/v1/internal/emailVerificationCodeCheck {email, code}
//
// `type` says what the code is for: 'register', 'resetPassword' or 'changeAccount'. A wrong or expired code
// answers a non-zero hwcode; the console shows USER_MESSAGES.codeExpired / codeTooFrequent from the catalogue.
import type { Http, Result } from '../http';

/** changePassword, activate and twoFactor are the account centre's (issue 11). */
export type CodePurpose = 'register' | 'resetPassword' | 'changeAccount' | 'changePassword' | 'activate' | 'twoFactor';

export interface SmsCodeRequest {
  phone: string;
  countryCode: string;
  type: CodePurpose;
}
export interface SmsCodeCheck {
  phone: string;
  countryCode: string;
  code: string;
}
export interface EmailCodeRequest {
  email: string;
  type: CodePurpose;
}
export interface EmailCodeCheck {
  email: string;
  code: string;
}

type Payload = SmsCodeRequest | SmsCodeCheck | EmailCodeRequest | EmailCodeCheck;

const post = (http: Http, path: string, payload: Payload, auth: boolean): Promise<Result<null>> =>
  http.call<null>({ path, body: { ...payload }, auth });

export const mobSendMessage = (http: Http, payload: SmsCodeRequest) =>
  post(http, '/api/common/mobSendMessage', payload, false);
export const mobCheckCode = (http: Http, payload: SmsCodeCheck) =>
  post(http, '/api/common/mobCheckCode', payload, false);
export const emailCode = (http: Http, payload: EmailCodeRequest) =>
  post(http, '/api/common/emailCode', payload, false);
export const emailVerify = (http: Http, payload: EmailCodeCheck) =>
  post(http, '/api/common/emailVerify', payload, false);

export const smsVerificationCode = (http: Http, payload: SmsCodeRequest) =>
  post(http, '/api/v1/internal/smsVerificationCode', payload, true);
export const smsVerificationCodeCheck = (http: Http, payload: SmsCodeCheck) =>
  post(http, '/api/v1/internal/smsVerificationCodeCheck', payload, true);
export const emailVerificationCode = (http: Http, payload: EmailCodeRequest) =>
  post(http, '/api/v1/internal/emailVerificationCode', payload, true);
export const emailVerificationCodeCheck = (http: Http, payload: EmailCodeCheck) =>
  post(http, '/api/v1/internal/emailVerificationCodeCheck', payload, true);
