// Verification-code calls (api.md section 7, Verification). The payloads, their purposes and the paths' contract are
// in src/domain/wire/verification.ts, shared with the simulator and /openapi.json.
import type { Http, Result } from '../http';
import type { CodeAnswer, EmailCodeCheck, EmailCodeRequest, SmsCodeCheck, SmsCodeRequest } from '../../domain/wire/verification';

export type { CodeAnswer, CodePurpose, EmailCodeCheck, EmailCodeRequest, SmsCodeCheck, SmsCodeRequest } from '../../domain/wire/verification';

type Payload = SmsCodeRequest | SmsCodeCheck | EmailCodeRequest | EmailCodeCheck;

// Quiet: every form that sends or checks a code shows the refusal under its code field, so a toast would say it twice
// (a token that ran out is still handled by the session, quiet or not).
const post = (http: Http, path: string, payload: Payload, auth: boolean): Promise<Result<CodeAnswer>> =>
  http.call<CodeAnswer>({ path, body: { ...payload }, auth, quiet: true });

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
