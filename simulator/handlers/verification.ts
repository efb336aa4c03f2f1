import { http } from 'msw';
import { checkEmail, checkPhone } from '../../src/domain/validation';
import { codePurpose } from '../../src/domain/wire/verification';
import type { Sim } from '../sim';
import { findByEmail, findByPhone, smsTarget } from '../world/accounts';
import { checkCode, issueCode, wrongTriesWaitMs, type CheckResult, type CodeTarget, type IssueResult, type SpendResult } from '../world/codes';
import type { CodeChannel } from '../world/types';
import { callerOf, clientIp, fail, ok, readFields, SimCode, tokenExpired, type Fields } from './envelope';
import { signInLimited, tooFrequent } from './limited';

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
  // One number however it is split between calling code and number (src/domain/phoneNumber.ts): the limits and
  // the "phone taken" check below key on it.
  const sms = smsTarget(fields.countryCode, fields.phone ?? fields.mobile ?? fields.account ?? '');
  if (!sms) return { error: 'validation:phone.format' };
  const check = checkPhone(sms.target, sms.countryCode);
  return check.ok ? { target: { channel, ...sms } } : { error: check.error };
}

/** A send the limits refused: the spec's "verification code sent too frequently". */
export function sendRefused(result: Extract<IssueResult, { ok: false }>): Response {
  const seconds = Math.ceil(result.retryInMs / 1000);
  const who = result.limit === 'client' ? 'from this address' : 'to this account';
  return fail(SimCode.codeTooFrequent, `verification codes sent too frequently ${who}, retry in ${seconds} s`);
}

/** The answer to a code that did not pass (or an action whose code was not verified first). */
export function codeRefused(sim: Sim, target: CodeTarget, result: Exclude<CheckResult | SpendResult, 'ok'>, unverified?: () => Response): Response {
  switch (result) {
    case 'tooMany':
      return tooFrequent(wrongTriesWaitMs(sim.world, target, sim.clock.now()), 'too many wrong codes for this account, wait before trying again');
    case 'expired':
      return fail(SimCode.codeExpired, 'verification code expired');
    case 'spent':
      return fail(SimCode.codeExpired, 'too many wrong tries: this code is spent, ask for a new one');
    case 'unverified':
      return unverified ? unverified() : fail(SimCode.codeWrong, 'this code was already used');
    case 'used':
      return fail(SimCode.codeUsed, 'this code was already used, ask for a new one');
    case 'otherPurpose':
      return fail(SimCode.codeOtherPurpose, 'this code was sent for another action, ask for a new one for this one');
    case 'wrong':
    case 'none':
      return fail(SimCode.codeWrong, 'wrong verification code');
  }
}

export function verificationHandlers(sim: Sim) {
  // `type` (register, resetPassword, changeAccount, ...) is recorded with the code. A check or an action that names
  // its own type refuses a code sent for another (a registration code cannot reset a password); one that names
  // none takes any.
  const send = (channel: CodeChannel, via: string) => async ({ request }: { request: Request }) => {
    const caller = via === 'internal' ? callerOf(sim, request) : undefined;
    if (via === 'internal' && !caller) return tokenExpired();
    const fields = await readFields(request);
    const found = targetFor(channel, fields);
    if ('error' in found) return fail(SimCode.invalidInput, found.error);
    // A signed-in user's codes go to their own addresses or to a free one they move to, never to another
    // account's: /modifyPhone learns a number is taken before any SMS goes (as /modifyEmail does through emailVerify).
    const { target } = found;
    const owner = target.channel === 'email' ? findByEmail(sim.world, target.target) : findByPhone(sim.world, target.target, target.countryCode);
    if (caller && owner && owner.id !== caller.user.id) {
      return signInLimited(sim, request) ?? fail(SimCode.accountExists, `${channel === 'sms' ? 'phone' : 'e-mail'} already used by another account`);
    }
    const purpose = fields.type ? `${fields.type} (${via})` : via;
    const result = issueCode(sim.world, found.target, purpose, sim.clock.now(), clientIp(request));
    if (!result.ok) return sendRefused(result);
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
    const purpose = fields.type || undefined;
    if (purpose !== undefined && !codePurpose.safeParse(purpose).success) return fail(SimCode.invalidInput, 'unknown code type');
    const result = checkCode(sim.world, found.target, codeField(fields) ?? '', sim.clock.now(), 'other', purpose);
    return result === 'ok' ? ok(null) : codeRefused(sim, found.target, result);
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
