import { http } from 'msw';
import { checkEmail, checkPhone } from '../../src/domain/validation';
import type { Sim } from '../sim';
import { bareCountryCode, barePhone } from '../world/accounts';
import { checkCode, issueCode, type CodeTarget } from '../world/codes';
import type { CodeChannel } from '../world/types';
import { callerOf, fail, ok, readFields, SimCode, tokenExpired, type Fields } from './envelope';

// api.md leaves the verification payloads unshown. The simulator reads the account from `phone` (with
// `countryCode`, default 86) or `email`, falling back to `account`/`mobile`, and the code from any of the names
// below, so that whichever the console settles on works.
const CODE_NAMES = ['code', 'verifyCode', 'verificationCode', 'SMSVerificationCode', 'smsCode', 'emailCode', 'checkCode'];

export function codeField(fields: Fields): string | undefined {
  for (const name of CODE_NAMES) if (fields[name]) return fields[name];
  return undefined;
}

function targetFor(channel: CodeChannel, fields: Fields): { target: CodeTarget } | { error: string } {
  if (channel === 'email') {
    const email = (fields.email ?? fields.account ?? '').trim();
    const check = checkEmail(email);
    return check.ok ? { target: { channel, target: email.toLowerCase(), countryCode: '' } } : { error: check.error };
  }
  const countryCode = bareCountryCode(fields.countryCode);
  const phone = barePhone(fields.phone ?? fields.mobile ?? fields.account ?? '');
  const check = checkPhone(phone, countryCode);
  return check.ok ? { target: { channel, target: phone, countryCode } } : { error: check.error };
}

export function verificationHandlers(sim: Sim) {
  // `type` (register, resetPassword, changeAccount) is recorded; any purpose's verified code unlocks the action.
  const send = (channel: CodeChannel, via: string) => async ({ request }: { request: Request }) => {
    if (via === 'internal' && !callerOf(sim, request)) return tokenExpired();
    const fields = await readFields(request);
    const found = targetFor(channel, fields);
    if ('error' in found) return fail(SimCode.invalidInput, found.error);
    const purpose = fields.type ? `${fields.type} (${via})` : via;
    const result = issueCode(sim.world, found.target, purpose, sim.clock.now());
    if (!result.ok) {
      const seconds = Math.ceil(result.retryInMs / 1000);
      return fail(SimCode.codeTooFrequent, `verification code sent too frequently, retry in ${seconds} s`);
    }
    const { code } = result;
    const to = channel === 'sms' ? `+${code.countryCode} ${code.target}` : code.target;
    sim.log.add('code', `${channel} code ${code.code} to ${to}`, { channel, target: code.target, code: code.code, purpose });
    return ok(null);
  };

  // The /api/v1/internal/ calls are for a signed-in user and need the cloudtoken.
  const check = (channel: CodeChannel, internal = false) => async ({ request }: { request: Request }) => {
    if (internal && !callerOf(sim, request)) return tokenExpired();
    const fields = await readFields(request);
    const found = targetFor(channel, fields);
    if ('error' in found) return fail(SimCode.invalidInput, found.error);
    switch (checkCode(sim.world, found.target, codeField(fields) ?? '', sim.clock.now())) {
      case 'ok':
        return ok(null);
      case 'expired':
        return fail(SimCode.codeExpired, 'verification code expired');
      case 'wrong':
      case 'none':
        return fail(SimCode.codeWrong, 'wrong verification code');
    }
  };

  return [
    http.post('*/api/common/mobSendMessage', send('sms', 'common')),
    http.post('*/api/common/emailCode', send('email', 'common')),
    http.post('*/api/common/mobCheckCode', check('sms')),
    http.post('*/api/common/emailVerify', check('email')),
    http.post('*/api/v1/internal/smsVerificationCode', send('sms', 'internal')),
    http.post('*/api/v1/internal/emailVerificationCode', send('email', 'internal')),
    http.post('*/api/v1/internal/smsVerificationCodeCheck', check('sms', true)),
    http.post('*/api/v1/internal/emailVerificationCodeCheck', check('email', true)),
  ];
}
