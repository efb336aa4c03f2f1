// The last step shared by /forgetPwd and /recoverPwd: the code is checked, then PUT /api/user/v1/password.
import type { Http } from '../../transport/http';
import { resetPassword } from '../../transport/api/user';
import { buildResetPayload, type AccountTarget } from './accountForms';
import { checkCode } from './verificationCalls';
import { CODE_REFUSALS, outcomeKey } from '../../domain/resultCodes';

export type ResetAnswer = { ok: true } | { ok: false; field: 'code' | 'form'; key: string };

export async function resetWithCode(
  http: Http,
  target: AccountTarget,
  code: string,
  password: string,
  signedIn: boolean,
): Promise<ResetAnswer> {
  const checked = await checkCode(http, target, code, signedIn, 'resetPassword');
  if (!checked.ok) return { ok: false, field: 'code', key: outcomeKey(checked.outcome) };
  const saved = await resetPassword(http, buildResetPayload(target, password));
  if (!saved.ok) {
    // A refusal of the code shows under the code field, as the check's do.
    const aboutCode = saved.outcome.kind === 'business' && CODE_REFUSALS.has(saved.outcome.code);
    return { ok: false, field: aboutCode ? 'code' : 'form', key: outcomeKey(saved.outcome) };
  }
  return { ok: true };
}
