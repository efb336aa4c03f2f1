import type { ConfirmAccountAnswer, HideMapAnswer, LoginResult, QrLoginCheck, QrToken, RegisterAnswer, UserInfo } from '../../src/domain/wire/user';
import { bareCountryCode } from '../../src/domain/countryCodes';
import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { checkEmail, checkPassword, checkPhone, checkUserName } from '../../src/domain/validation';
import type { Sim } from '../sim';
import { findByEmail, findByLoginName, findByPhone, smsTarget } from '../world/accounts';
import { spendVerified, type CodeTarget, type SpendResult } from '../world/codes';
import { dropQrOf, issueQr, QR_LIFETIME_MS, qrState, spendQr } from '../world/qr';
import { endSession, endSessionsOf, openSession, type Terminal } from '../world/sessions';
import type { SimUser } from '../world/types';
import { authed, clientIp, fail, ok, readFields, SimCode, tokenExpired, type Fields } from './envelope';
import { codeField, codeRefused } from './verification';
import { countFailedSignIn, signInGuard, signInLimited, tooFrequent } from './limited';
import { QR_POLL_MS } from '../../src/domain/constants';
import { endAndNotify, signedIn, signInGate, twoFactorStep } from './security';
import { securityOf } from '../world/security';

// Which login code means what: api.md only calls both "login errors". The simulator answers an unknown account
// with 07010109 (BusinessCode.LoginRefused) and a wrong password with 07010110 (BusinessCode.LoginFailed).

function terminalOf(fields: Fields, request: Request): Terminal {
  return {
    terminalUUID: fields.terminalUUID ?? '',
    terminalName: fields.terminalName ?? '',
    terminalOS: fields.terminalOS ?? '',
    terminalType: fields.terminalType ?? '',
    loginIp: clientIp(request),
  };
}

function loginResult(token: string, user: SimUser): LoginResult {
  return { token, userid: user.id, phone: user.phone, email: user.email };
}

/** The account a phone-or-e-mail form names, as a verification target. */
function targetOf(fields: Fields): CodeTarget | undefined {
  if (fields.email) return { channel: 'email', target: fields.email.trim().toLowerCase(), countryCode: '' };
  if (fields.phone) {
    // The number however it is split between calling code and number (src/domain/phoneNumber.ts).
    const sms = smsTarget(fields.countryCode, fields.phone);
    return { channel: 'sms', target: sms?.target ?? fields.phone.trim(), countryCode: sms?.countryCode ?? bareCountryCode(fields.countryCode) };
  }
  return undefined;
}

function findByTarget(sim: Sim, target: CodeTarget): SimUser | undefined {
  return target.channel === 'email' ? findByEmail(sim.world, target.target) : findByPhone(sim.world, target.target, target.countryCode);
}

/**
 * An action that spends a verified code (registration, password recovery) and found none: too many wrong tries
 * answer "frequent request", the rest keep the action's own answer (the code was not verified first).
 */
function spendRefused(sim: Sim, target: CodeTarget, spent: Exclude<SpendResult, 'ok'>, notVerified: () => Response): Response {
  return spent === 'tooMany' || spent === 'otherPurpose' ? codeRefused(sim, target, spent) : notVerified();
}

/** Signing in with a password (and the code step of two-factor) and signing out. */
function signInHandlers(sim: Sim) {
  return [
    http.post('*/api/user/login', async ({ request }) => {
      const fields = await readFields(request);
      // The code step of a two-factor sign-in (docs/decisions.md, "Accounts and sign-in"; handlers/security.ts).
      if (fields.ticket) return twoFactorStep(sim, fields, clientIp(request));
      const limited = signInGuard(sim, request);
      if (limited) return limited;
      const loginName = (fields.loginName ?? '').trim();
      const user = loginName === '' ? undefined : findByLoginName(sim.world, loginName, fields.countryCode);
      if (!user || user.password !== (fields.loginPwd ?? '')) countFailedSignIn(sim, request);
      if (!user) return fail(BusinessCode.LoginRefused, 'account does not exist');
      // Wrong password, lockout, or a two-factor challenge instead of a token.
      const refused = signInGate(sim, user, fields.loginPwd ?? '', terminalOf(fields, request));
      if (refused) return refused;
      const session = openSession(sim.world, user.id, terminalOf(fields, request), sim.clock.now(), (old) => endAndNotify(sim, old, 'too many sessions', clientIp(request)));
      signedIn(sim, session);
      sim.log.add('login', `user ${user.id} signed in as ${loginName}`, { terminal: session.terminalName, os: session.terminalOS });
      return ok(loginResult(session.token, user));
    }),

    http.post('*/api/user/logout', async ({ request }) => {
      const fields = await readFields(request);
      const token = request.headers.get('cloudtoken') || fields.token || '';
      const session = endSession(sim.world, token, sim.clock.now());
      if (!session) return tokenExpired();
      sim.hub.closeTokens([token], 'logged out');
      dropQrOf(sim.world, session.userId);
      sim.log.add('logout', `user ${session.userId} signed out`);
      return ok(null);
    }),
  ];
}

/** A new account, once a code sent to its phone or e-mail is verified. */
function registrationHandlers(sim: Sim) {
  return [
    http.post('*/api/user/v1/register', async ({ request }) => {
      const limited = signInLimited(sim, request);
      if (limited) return limited;
      const fields = await readFields(request);
      const target = targetOf(fields);
      if (!target) return fail(SimCode.invalidInput, 'phone or email is required');
      const checks = [
        target.channel === 'email' ? checkEmail(fields.email ?? '') : checkPhone(target.target, target.countryCode),
        checkPassword(fields.password ?? ''),
        checkUserName(fields.name ?? ''),
      ];
      const failed = checks.find((check) => !check.ok);
      if (failed && !failed.ok) return fail(SimCode.invalidInput, failed.error);
      if (findByTarget(sim, target)) return fail(SimCode.accountExists, 'account already exists');
      const spent = spendVerified(sim.world, target, sim.clock.now(), codeField(fields), 'other', 'register');
      if (spent !== 'ok') return spendRefused(sim, target, spent, () => fail(SimCode.codeNotVerified, 'verify the code sent to this account first'));
      const user: SimUser = {
        id: sim.world.nextUserId++,
        name: (fields.name ?? '').trim(),
        phone: target.channel === 'sms' ? target.target : '',
        countryCode: target.channel === 'sms' ? target.countryCode : '86',
        email: target.channel === 'email' ? (fields.email ?? '').trim() : '',
        account: '',
        password: fields.password ?? '',
        hideMap: fields.hideMap === '1' ? 1 : 0,
        oemid: fields.oemid ?? '',
        registeredAt: sim.clock.now(),
      };
      sim.world.users.push(user);
      sim.log.add('register', `user ${user.id} registered with ${target.channel === 'sms' ? user.phone : user.email}`);
      const answer: RegisterAnswer = { userid: user.id };
      return ok(answer);
    }),
  ];
}

/** The signed-in user's profile and the flag that hides the cloud map. */
function profileHandlers(sim: Sim) {
  return [
    http.post(
      '*/api/user/selectInfo',
      authed(sim, ({ user }) =>
        ok({
          userid: user.id,
          name: user.name,
          phone: user.phone,
          email: user.email,
          countryCode: user.countryCode,
          hide_map: user.hideMap,
          phone_state: user.phone && !securityOf(sim.world, user.id).unverified.has('phone') ? 1 : 0,
          email_state: user.email && !securityOf(sim.world, user.id).unverified.has('email') ? 1 : 0,
        } satisfies UserInfo),
      ),
    ),

    // {hideMap: 0|1} sets the flag that hides the cloud-map menu entry (a request without it is refused by the
    // request check). The answer is the stored flag, as selectInfo carries it.
    http.put(
      '*/api/user/v1/hideMap',
      authed(sim, ({ user }, fields) => {
        const wanted = fields.hideMap;
        if (wanted !== '0' && wanted !== '1') return fail(SimCode.invalidInput, 'hideMap must be 0 or 1');
        user.hideMap = wanted === '1' ? 1 : 0;
        sim.log.add('hideMap', `user ${user.id} ${user.hideMap === 1 ? 'hid' : 'showed'} the cloud map`);
        const answer: HideMapAnswer = { hide_map: user.hideMap };
        return ok(answer);
      }),
    ),
  ];
}

/** Signing in by QR code: the code, then the login page's polling until a phone confirms. */
function qrLoginHandlers(sim: Sim) {
  return [
    http.post('*/api/user/getQrToken', ({ request }) => {
      // The phone shows which computer asks (simulator/handlers/qrConfirm.ts) before its user confirms.
      const qr = issueQr(sim.world, sim.clock.now(), { ip: clientIp(request), userAgent: request.headers.get('user-agent') ?? '' });
      if (!qr) return tooFrequent(QR_POLL_MS, 'too many QR codes are waiting, try again in a moment');
      const answer: QrToken = { qrToken: qr.qrToken, expiresIn: QR_LIFETIME_MS / 1000 };
      return ok(answer);
    }),

    // Polled by the login page: waiting (then scanned) until a phone (the phone console through qrConfirm.ts, or
    // /__sim/qr/confirm) confirms, then the login.
    http.post('*/api/user/qrLoginCheck', async ({ request }) => {
      const fields = await readFields(request);
      const qrToken = fields.qrToken ?? '';
      const now = sim.clock.now();
      const state = qrState(sim.world, qrToken, now);
      const qr = sim.world.qrLogins.get(qrToken);
      if (state === 'unknown' || !qr) return fail(SimCode.invalidInput, 'unknown QR token');
      if (state !== 'confirmed') return ok({ state } satisfies QrLoginCheck);
      const user = sim.world.users.find((u) => u.id === qr.confirmedBy);
      if (!user) return fail(SimCode.invalidInput, 'unknown QR token');
      const session = openSession(sim.world, user.id, terminalOf(fields, request), now, (old) => endAndNotify(sim, old, 'too many sessions', clientIp(request)));
      qr.token = session.token;
      spendQr(qr, now);
      return ok({ state, ...loginResult(session.token, user) } satisfies QrLoginCheck);
    }),
  ];
}

/** Password recovery: whether the account exists, then the new password once a code is verified. */
function recoveryHandlers(sim: Sim) {
  return [
    // hwcode 0 when the account exists (password recovery), 404 when it does not.
    http.get('*/api/user/v1/confirmAccount', async ({ request }) => {
      const limited = signInLimited(sim, request);
      if (limited) return limited;
      const target = targetOf(await readFields(request));
      if (!target) return fail(SimCode.invalidInput, 'phone or email is required');
      return findByTarget(sim, target) ? ok({ exists: true } satisfies ConfirmAccountAnswer) : fail(SimCode.accountNotFound, 'account does not exist');
    }),

    // Password recovery: needs a code verified for that account within the last 10 minutes; ends every session.
    http.put('*/api/user/v1/password', async ({ request }) => {
      const limited = signInLimited(sim, request);
      if (limited) return limited;
      const fields = await readFields(request);
      const target = targetOf(fields);
      if (!target) return fail(SimCode.invalidInput, 'phone or email is required');
      const user = findByTarget(sim, target);
      if (!user) return fail(SimCode.invalidInput, 'account does not exist');
      const check = checkPassword(fields.password ?? '');
      if (!check.ok) return fail(SimCode.invalidInput, check.error);
      const spent = spendVerified(sim.world, target, sim.clock.now(), codeField(fields), 'other', 'resetPassword');
      if (spent !== 'ok') return spendRefused(sim, target, spent, () => fail(SimCode.codeNotVerified, 'verify the code sent to this account first'));
      user.password = fields.password ?? '';
      const ended = endSessionsOf(sim.world, user.id, sim.clock.now());
      dropQrOf(sim.world, user.id);
      sim.hub.closeTokens(ended, 'password changed');
      sim.log.add('password', `user ${user.id} reset the password; ${ended.length} sessions ended`);
      return ok(null);
    }),
  ];
}

export function userHandlers(sim: Sim) {
  return [
    ...signInHandlers(sim),
    ...registrationHandlers(sim),
    ...profileHandlers(sim),
    ...qrLoginHandlers(sim),
    ...recoveryHandlers(sim),
  ];
}

