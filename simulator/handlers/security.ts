// The security centre and sign-in protection: login terminals and tokens (GET/DELETE user/v1/tokenInfo), the
// security overview (POST safety/update), two-factor sign-in (POST v1/users/enableTwoFactorAuthentication and
// the code step of POST user/login), the lockout, and revocation that really ends a session (hwcode 113 on its
// next call, the user-logout message on its realtime connection). Wire shapes: src/domain/wire/account.ts.
import { http } from 'msw';
import { PAGE_SIZE } from '../../src/domain/constants';
import { maskPhone } from '../../src/domain/masking';
import { BusinessCode } from '../../src/domain/resultCodes';
import { isLocked, lockoutDetails, LOCKOUT_MS, maskEmail, TWO_FACTOR_MAX_WRONG_CODES, TWO_FACTOR_TICKET_MS } from '../../src/domain/security';
import {
  REVOKE_OTHERS_ID,
  type RevokeAnswer,
  type SecurityOverview,
  type TokenInfoItem,
  type TokenInfoPage,
  type TwoFactorChallenge,
  type TwoFactorChannel,
  type TwoFactorResendAnswer,
  type TwoFactorSwitchAnswer,
} from '../../src/domain/wire/account';
import type { LoginResult } from '../../src/domain/wire/user';
import type { Sim } from '../sim';
import { checkCode, issueCode, latestCode, LOGIN_PURPOSE, RESEND_INTERVAL_MS, spendVerified, type CodeTarget, type IssueResult } from '../world/codes';
import { LIMITS } from '../world/limits';
import {
  checkPasswordAttempt,
  endSessions,
  findSessionById,
  findTicket,
  issueTicket,
  liveSessionsOf,
  overviewOf,
  recordSignIn,
  securityOf,
  sessionId,
  spendTicket,
  sweepLocks,
} from '../world/security';
import { openSession, type Terminal } from '../world/sessions';
import { dropQrOf } from '../world/qr';
import type { Session, SimUser } from '../world/types';
import { authed, clientIp, fail, ok, SimCode, type Fields } from './envelope';
import { codeField, codeRefused, sendRefused } from './verification';

/** Where a user's own codes go on a channel; undefined when the user has no such address. */
export function ownTarget(user: SimUser, channel: TwoFactorChannel): CodeTarget | undefined {
  if (channel === 'sms') return user.phone ? { channel, target: user.phone, countryCode: user.countryCode } : undefined;
  return user.email ? { channel, target: user.email.toLowerCase(), countryCode: '' } : undefined;
}

/** Ends sessions for real: their tokens answer 113 from now on and their sockets get the user-logout message. */
export function endAndNotify(sim: Sim, sessions: Session[], reason: string, byIp: string): number {
  if (sessions.length === 0) return 0;
  const now = sim.clock.now();
  const tokens = endSessions(sessions, now);
  sim.hub.pushTokens(tokens, { type: 'userLogout', sentAt: now, loginIp: byIp, reason });
  sim.hub.closeTokens(tokens, reason);
  return tokens.length;
}

/**
 * Sends a sign-in code, under the same limits as every other code: one a minute per phone or e-mail (a code sent a
 * moment ago for something else counts), ten a day, twenty a minute per client address.
 */
function sendLoginCode(sim: Sim, user: SimUser, channel: TwoFactorChannel, client: string): IssueResult {
  const target = ownTarget(user, channel);
  if (!target) return { ok: false, retryInMs: 0, limit: 'target' };
  const result = issueCode(sim.world, target, LOGIN_PURPOSE, sim.clock.now(), client);
  if (result.ok) {
    const to = channel === 'sms' ? `+${target.countryCode} ${target.target}` : target.target;
    sim.log.add('code', `${channel} code ${result.code.code} to ${to}`, { channel, target: target.target, code: result.code.code, purpose: LOGIN_PURPOSE });
  }
  return result;
}

/** What the code step can use when no new code could go: the last sign-in code while it is still good, or none. */
function lastLoginCodeState(sim: Sim, user: SimUser, channel: TwoFactorChannel): TwoFactorChallenge['codeState'] {
  const target = ownTarget(user, channel);
  const last = target && latestCode(sim.world, target, 'login');
  const good = last && last.usedAt === undefined && last.burntAt === undefined && last.expiresAt > sim.clock.now();
  return good ? 'stillValid' : 'wait';
}

/** The lock answer of the sign-in (hwdata: until when, seconds left), logged when the lock starts now. */
function lockedAnswer(sim: Sim, user: SimUser, startsNow: boolean, why: string): Response {
  const details = lockoutDetails(securityOf(sim.world, user.id).lock, sim.clock.now());
  if (startsNow) {
    sim.log.add('lockout', `user ${user.id} locked until ${new Date(details.lockedUntil).toISOString()} after ${why}`, {
      userId: user.id,
      lockedUntil: details.lockedUntil,
    });
  }
  return fail(BusinessCode.AccountLocked, details);
}

/** Logs the end of every lock that has run out since it was noticed; answers the live ones. */
export function currentLocks(sim: Sim) {
  return sweepLocks(sim.world, sim.clock.now(), (userId, lockedUntil) =>
    sim.log.add('lockout', `lock of user ${userId} ended at ${new Date(lockedUntil).toISOString()}`, { userId, lockedUntil, ended: true }),
  );
}

/**
 * The password step of POST user/login once the account is known: a Response to answer (wrong password, lock,
 * two-factor challenge) or undefined when the caller may have a session straight away.
 */
export function signInGate(sim: Sim, user: SimUser, password: string, terminal: Terminal): Response | undefined {
  const now = sim.clock.now();
  currentLocks(sim);
  const check = checkPasswordAttempt(sim.world, user.id, user.password === password, now);
  if (check === 'locked' || check === 'lockedNow') return lockedAnswer(sim, user, check === 'lockedNow', 'too many wrong passwords');
  if (check === 'wrong') return fail(BusinessCode.LoginFailed, 'wrong password');
  const channel = securityOf(sim.world, user.id).twoFactor;
  if (!channel) return undefined;
  const ticket = issueTicket(sim.world, user.id, channel, terminal, now);
  const sent = sendLoginCode(sim, user, channel, terminal.loginIp);
  const address = channel === 'sms' ? maskPhone(user.phone) : maskEmail(user.email);
  // No new code within the minute: say whether the last one still works rather than claim a new one went.
  const codeState = sent.ok ? 'sent' : lastLoginCodeState(sim, user, channel);
  sim.log.add('twoFactor', `user ${user.id} passed the password step; ${sent.ok ? 'code due' : `no new code (${codeState})`} by ${channel}`);
  const challenge: TwoFactorChallenge = {
    twoFactor: 1,
    ticket: ticket.ticket,
    channel,
    target: address,
    codeState,
    resendAfter: Math.ceil((sent.ok ? RESEND_INTERVAL_MS : sent.retryInMs) / 1000),
    expiresIn: TWO_FACTOR_TICKET_MS / 1000,
  };
  return ok(challenge);
}

/** The session a successful sign-in opened: remembered for the security overview. */
export function signedIn(sim: Sim, session: Session): void {
  recordSignIn(sim.world, session.userId, session);
}

const wrongCodes = new WeakMap<object, number>();

/**
 * A wrong second factor: counted per ticket (its fifth ends the ticket) and per account, where the tenth in a row
 * locks sign-in as wrong passwords do. A right password does not clear the account's count; a right code does.
 */
function wrongSecondFactor(sim: Sim, user: SimUser, ticket: { ticket: string }): Response {
  const record = securityOf(sim.world, user.id);
  record.wrongSecondFactors = (record.wrongSecondFactors ?? 0) + 1;
  if (record.wrongSecondFactors >= LIMITS.wrongSecondFactorsInARow) {
    record.wrongSecondFactors = 0;
    record.lock = { failures: 0, lockedUntil: sim.clock.now() + LOCKOUT_MS };
    record.lockLogged = sim.clock.now();
    spendTicket(sim.world, ticket.ticket);
    return lockedAnswer(sim, user, true, 'too many wrong sign-in codes');
  }
  const wrong = (wrongCodes.get(ticket) ?? 0) + 1;
  wrongCodes.set(ticket, wrong);
  if (wrong >= TWO_FACTOR_MAX_WRONG_CODES) {
    spendTicket(sim.world, ticket.ticket);
    sim.log.add('twoFactor', `user ${user.id}: too many wrong codes, sign-in ticket ended`);
    return fail(BusinessCode.TwoFactorExpired, 'too many wrong codes');
  }
  return fail(SimCode.codeWrong, 'wrong verification code');
}

/** The code step of a two-factor sign-in: {ticket, code} answers the login result; {ticket, resend: 1} a new code. */
export function twoFactorStep(sim: Sim, fields: Fields, client: string): Response {
  const now = sim.clock.now();
  const found = findTicket(sim.world, fields.ticket ?? '', now);
  if (found.state !== 'live') return fail(BusinessCode.TwoFactorExpired, `sign-in ticket ${found.state}`);
  const { ticket } = found;
  const user = sim.world.users.find((u) => u.id === ticket.userId);
  const target = user && ownTarget(user, ticket.channel);
  if (!user || !target) return fail(BusinessCode.TwoFactorExpired, 'account changed');
  // A lock that began after this ticket was issued (wrong codes, wrong passwords elsewhere) holds here too.
  if (isLocked(securityOf(sim.world, user.id).lock, now)) return lockedAnswer(sim, user, false, '');
  if (fields.resend === '1') {
    const sent = sendLoginCode(sim, user, ticket.channel, client);
    if (!sent.ok) return sendRefused(sent);
    return ok({ resendAfter: RESEND_INTERVAL_MS / 1000 } satisfies TwoFactorResendAnswer);
  }
  const result = checkCode(sim.world, target, codeField(fields) ?? '', now, 'login');
  if (result === 'expired' || result === 'spent') return codeRefused(sim, target, result);
  // A code already spent is as good as a wrong one.
  if (result !== 'ok' || spendVerified(sim.world, target, now, undefined, 'login') !== 'ok') return wrongSecondFactor(sim, user, ticket);
  securityOf(sim.world, user.id).wrongSecondFactors = 0;
  spendTicket(sim.world, ticket.ticket);
  const session = openSession(sim.world, user.id, ticket.terminal, now, (excess) => endAndNotify(sim, excess, 'too many sessions', ticket.terminal.loginIp));
  signedIn(sim, session);
  sim.log.add('login', `user ${user.id} signed in with a two-factor code`, { terminal: session.terminalName, os: session.terminalOS });
  return ok({ token: session.token, userid: user.id, phone: user.phone, email: user.email } satisfies LoginResult);
}

/** Checks a code sent to the caller's own address and spends it: a Response when refused, else undefined. */
export function spendFreshCode(sim: Sim, target: CodeTarget, entered: string | undefined): Response | undefined {
  const now = sim.clock.now();
  const result = checkCode(sim.world, target, entered ?? '', now);
  if (result !== 'ok') return codeRefused(sim, target, result);
  const spent = spendVerified(sim.world, target, now);
  return spent === 'ok' ? undefined : codeRefused(sim, target, spent);
}

function tokenItem(sim: Sim, session: Session, current: Session): TokenInfoItem {
  return {
    id: sessionId(sim.world, session),
    terminalName: session.terminalName,
    terminalType: session.terminalType,
    terminalOS: session.terminalOS,
    loginIp: session.loginIp,
    loginTime: Math.floor(session.loginTime / 1000),
    expiredTime: Math.floor(session.expiresAt / 1000),
    current: session === current ? 1 : 0,
  };
}

const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function securityHandlers(sim: Sim) {
  return [
    // Newest first, the caller's own session among them (marked current); pages of 15.
    http.get(
      '*/api/user/v1/tokenInfo',
      authed(sim, ({ session, user }, fields) => {
        const page = positiveInt(fields.page, 1);
        const pageSize = Math.min(positiveInt(fields.pageSize, PAGE_SIZE.terminals), 100);
        const all = liveSessionsOf(sim.world, user.id, sim.clock.now());
        const list = all.slice((page - 1) * pageSize, page * pageSize).map((s) => tokenItem(sim, s, session));
        const answer: TokenInfoPage = { list, total: all.length, page, pageSize };
        return ok(answer);
      }),
    ),

    // One session by its public id, or every other one with the id `others`. The caller's own session is ended
    // by signing out, not here.
    http.delete(
      '*/api/user/v1/tokenInfo/:id',
      authed(sim, ({ session, user }, _fields, request) => {
        const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
        const now = sim.clock.now();
        let targets: Session[];
        if (id === REVOKE_OTHERS_ID) targets = liveSessionsOf(sim.world, user.id, now).filter((s) => s !== session);
        else {
          const found = findSessionById(sim.world, user.id, id, now);
          if (!found) return fail(BusinessCode.SessionNotFound, 'no such live session');
          if (found === session) return fail(SimCode.invalidInput, 'sign out to end the current session');
          targets = [found];
        }
        const revoked = endAndNotify(sim, targets, 'revoked', clientIp(request));
        dropQrOf(sim.world, user.id);
        sim.log.add('revoke', `user ${user.id} revoked ${revoked} session(s)`, { userId: user.id, revoked });
        return ok({ revoked } satisfies RevokeAnswer);
      }),
    ),

    http.post(
      '*/api/safety/update',
      authed(sim, ({ session, user }) => ok(overviewOf(sim.world, user.id, session, sim.clock.now()) satisfies SecurityOverview)),
    ),

    // {enable: 1|0, channel: sms|email, code}: the code must be a fresh one sent to the caller's own address on that
    // channel (POST v1/internal/smsVerificationCode or emailVerificationCode with type twoFactor).
    http.post(
      '*/api/v1/users/enableTwoFactorAuthentication',
      authed(sim, ({ user }, fields) => {
        const enable = fields.enable === '1' || fields.enable === 'true';
        const channel: TwoFactorChannel = fields.channel === 'email' ? 'email' : 'sms';
        const record = securityOf(sim.world, user.id);
        const using = enable ? channel : record.twoFactor;
        if (!using) return ok({ twoFactor: 0, twoFactorChannel: '' } satisfies TwoFactorSwitchAnswer);
        const target = ownTarget(user, using);
        if (!target) return fail(SimCode.invalidInput, `no ${using} address to send codes to`);
        const refused = spendFreshCode(sim, target, codeField(fields));
        if (refused) return refused;
        record.twoFactor = enable ? channel : undefined;
        sim.log.add('twoFactor', `user ${user.id} turned two-factor sign-in ${enable ? `on (${channel})` : 'off'}`);
        return ok({ twoFactor: enable ? 1 : 0, twoFactorChannel: record.twoFactor ?? '' } satisfies TwoFactorSwitchAnswer);
      }),
    ),
  ];
}
