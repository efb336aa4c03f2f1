// Which verification endpoint serves which account and situation (see src/transport/api/verification.ts):
// signed-out screens use /api/common/*, a signed-in user the /api/v1/internal/* calls.
import type { Http, Result } from '../../transport/http';
import {
  emailCode,
  emailVerificationCode,
  emailVerificationCodeCheck,
  emailVerify,
  mobCheckCode,
  mobSendMessage,
  smsVerificationCode,
  smsVerificationCodeCheck,
  type CodeAnswer,
  type CodePurpose,
} from '../../transport/api/verification';
import type { AccountTarget } from './accountForms';

export function sendCode(http: Http, target: AccountTarget, purpose: CodePurpose, signedIn: boolean): Promise<Result<CodeAnswer>> {
  if ('phone' in target) {
    const payload = { phone: target.phone, countryCode: target.countryCode, type: purpose };
    return signedIn ? smsVerificationCode(http, payload) : mobSendMessage(http, payload);
  }
  const payload = { email: target.email, type: purpose };
  return signedIn ? emailVerificationCode(http, payload) : emailCode(http, payload);
}

/** Checked for `purpose`: the cloud refuses, at this check, a code that was sent for another action. */
export function checkCode(http: Http, target: AccountTarget, code: string, signedIn: boolean, purpose: CodePurpose): Promise<Result<CodeAnswer>> {
  const trimmed = code.trim();
  if ('phone' in target) {
    const payload = { phone: target.phone, countryCode: target.countryCode, code: trimmed, type: purpose };
    return signedIn ? smsVerificationCodeCheck(http, payload) : mobCheckCode(http, payload);
  }
  const payload = { email: target.email, code: trimmed, type: purpose };
  return signedIn ? emailVerificationCodeCheck(http, payload) : emailVerify(http, payload);
}
