// Sign-in protection and the security centre's state: lockout streaks, sign-in history, two-factor settings and
// tickets, public session ids, verified accounts and recent password proofs. Kept beside the world (one record per
// world object, so a reset forgets it) rather than in World itself, whose shape the seeded builder owns.
import {
  afterRightPassword,
  afterWrongPassword,
  isLocked,
  lockRemainingMs,
  randomTokenHex,
  TWO_FACTOR_TICKET_MS,
  UNLOCKED,
  type LockState,
} from '../../src/domain/security';
import type { SignInRecord, TwoFactorChannel } from '../../src/domain/wire/account';
import { isLive, type Terminal } from './sessions';
import type { Session, World } from './types';

/** A password proof (GET user/v1/passVerify) unlocks a phone or e-mail change for this long. */
const IDENTITY_WINDOW_MS = 10 * 60_000;

export type TwoFactorTicket = {
  ticket: string;
  userId: number;
  channel: TwoFactorChannel;
  terminal: Terminal;
  expiresAt: number;
};

export type UserSecurity = {
  lock: LockState;
  /** Set when a lock was noticed, cleared once its end is logged. */
  lockLogged?: number;
  /** Times of wrong passwords (kept for the overview's "failed attempts since the last sign-in"). */
  failures: number[];
  /** Successful sign-ins, oldest first (at most 20). */
  signIns: Array<SignInRecord & { token: string }>;
  twoFactor?: TwoFactorChannel;
  /** Accounts waiting for activation (activeAccount): 'phone' and/or 'email'. */
  unverified: Set<'phone' | 'email'>;
  identityVerifiedAt?: number;
  /** Wrong second-factor codes in a row, across tickets (handlers/security.ts locks sign-in at the limit). */
  wrongSecondFactors?: number;
};

type SecurityState = {
  users: Map<number, UserSecurity>;
  tickets: Map<string, TwoFactorTicket>;
  /** Public ids of sessions (tokenInfo never shows a token). */
  ids: WeakMap<Session, string>;
};

const states = new WeakMap<World, SecurityState>();

function stateOf(world: World): SecurityState {
  let state = states.get(world);
  if (!state) {
    state = { users: new Map(), tickets: new Map(), ids: new WeakMap() };
    states.set(world, state);
  }
  return state;
}

export function securityOf(world: World, userId: number): UserSecurity {
  const users = stateOf(world).users;
  let record = users.get(userId);
  if (!record) {
    record = { lock: UNLOCKED, failures: [], signIns: [], unverified: new Set() };
    users.set(userId, record);
  }
  return record;
}

/** Every account's security record so far (a state file saves them; tickets are short-lived and are not saved). */
export function securityRecords(world: World): Map<number, UserSecurity> {
  return stateOf(world).users;
}

export type PasswordCheck = 'ok' | 'wrong' | 'locked' | 'lockedNow';

/** Checks a password against the lock rules. While locked even the right password is refused (nothing leaks). */
export function checkPasswordAttempt(world: World, userId: number, rightPassword: boolean, now: number): PasswordCheck {
  const record = securityOf(world, userId);
  if (isLocked(record.lock, now)) return 'locked';
  if (rightPassword) {
    record.lock = afterRightPassword();
    return 'ok';
  }
  record.failures.push(now);
  if (record.failures.length > 200) record.failures.splice(0, record.failures.length - 200);
  record.lock = afterWrongPassword(record.lock, now);
  if (isLocked(record.lock, now)) {
    record.lockLogged = now;
    return 'lockedNow';
  }
  return 'wrong';
}

export function recordSignIn(world: World, userId: number, session: Session): void {
  const record = securityOf(world, userId);
  record.signIns.push({
    token: session.token,
    loginTime: Math.floor(session.loginTime / 1000),
    loginIp: session.loginIp,
    terminalName: session.terminalName,
    terminalOS: session.terminalOS,
  });
  if (record.signIns.length > 20) record.signIns.shift();
}

export type LockView = { userId: number; lockedUntil: number; remainingMs: number };

/** Live locks; locks that ran out since they were noticed are handed to `ended` once (for the log). */
export function sweepLocks(world: World, now: number, ended: (userId: number, lockedUntil: number) => void): LockView[] {
  const live: LockView[] = [];
  for (const [userId, record] of stateOf(world).users) {
    const until = record.lock.lockedUntil;
    if (until === undefined) continue;
    if (isLocked(record.lock, now)) live.push({ userId, lockedUntil: until, remainingMs: lockRemainingMs(record.lock, now) });
    else if (record.lockLogged !== undefined) {
      record.lockLogged = undefined;
      ended(userId, until);
    }
  }
  return live;
}

export function unlock(world: World, userId: number): boolean {
  const record = securityOf(world, userId);
  const was = record.lock.lockedUntil !== undefined;
  record.lock = UNLOCKED;
  record.lockLogged = undefined;
  return was;
}

// ---- two-factor sign-in ----

export function issueTicket(world: World, userId: number, channel: TwoFactorChannel, terminal: Terminal, now: number): TwoFactorTicket {
  const ticket: TwoFactorTicket = { ticket: randomTokenHex(), userId, channel, terminal, expiresAt: now + TWO_FACTOR_TICKET_MS };
  const tickets = stateOf(world).tickets;
  for (const [key, old] of tickets) if (old.expiresAt <= now || old.userId === userId) tickets.delete(key);
  tickets.set(ticket.ticket, ticket);
  return ticket;
}

export type TicketLookup = { state: 'live'; ticket: TwoFactorTicket } | { state: 'expired' | 'unknown' };

export function findTicket(world: World, ticket: string, now: number): TicketLookup {
  const found = stateOf(world).tickets.get(ticket);
  if (!found) return { state: 'unknown' };
  if (found.expiresAt <= now) {
    stateOf(world).tickets.delete(ticket);
    return { state: 'expired' };
  }
  return { state: 'live', ticket: found };
}

export function spendTicket(world: World, ticket: string): void {
  stateOf(world).tickets.delete(ticket);
}

// ---- sessions as the security centre lists them ----

export function sessionId(world: World, session: Session): string {
  const ids = stateOf(world).ids;
  let id = ids.get(session);
  if (!id) {
    id = randomTokenHex(64);
    ids.set(session, id);
  }
  return id;
}

/** The user's live sessions, newest first. */
export function liveSessionsOf(world: World, userId: number, now: number): Session[] {
  return [...world.sessions.values()].filter((s) => s.userId === userId && isLive(s, now)).sort((a, b) => b.loginTime - a.loginTime);
}

export function findSessionById(world: World, userId: number, id: string, now: number): Session | undefined {
  return liveSessionsOf(world, userId, now).find((s) => sessionId(world, s) === id);
}

/** Ends the given sessions (revocation); answers their tokens. */
export function endSessions(sessions: Session[], now: number): string[] {
  for (const session of sessions) session.endedAt = now;
  return sessions.map((s) => s.token);
}

// ---- overview ----

export function overviewOf(world: World, userId: number, current: Session, now: number) {
  const record = securityOf(world, userId);
  // The current session's own sign-in is the newest; the overview names the one before it.
  const mine = record.signIns.findIndex((s) => s.token === current.token);
  const before = mine === -1 ? record.signIns : record.signIns.slice(0, mine);
  const last = before.at(-1);
  const previous: SignInRecord | null = last
    ? { loginTime: last.loginTime, loginIp: last.loginIp, terminalName: last.terminalName, terminalOS: last.terminalOS }
    : null;
  const since = previous ? previous.loginTime * 1000 : -Infinity;
  return {
    twoFactor: record.twoFactor ? (1 as const) : (0 as const),
    twoFactorChannel: record.twoFactor ?? ('' as const),
    activeSessions: liveSessionsOf(world, userId, now).length,
    lastSignIn: previous,
    failedSinceLastSignIn: record.failures.filter((at) => at > since).length,
  };
}

export function proveIdentity(world: World, userId: number, now: number): void {
  securityOf(world, userId).identityVerifiedAt = now;
}

export function identityProven(world: World, userId: number, now: number): boolean {
  const at = securityOf(world, userId).identityVerifiedAt;
  return at !== undefined && now - at <= IDENTITY_WINDOW_MS;
}
