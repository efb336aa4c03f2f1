import { randomTokenHex, TOKEN_BITS } from '../../src/domain/security';
import type { Session, World } from './types';

/** A login token lives as long as the console keeps its cookie (constants: TOKEN_COOKIE_DAYS). */
const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

export type Terminal = Pick<Session, 'terminalUUID' | 'terminalName' | 'terminalOS' | 'terminalType' | 'loginIp'>;

/**
 * Tokens are unguessable even though the world is seeded: the server may be reachable on a network. 128 bits
 * from crypto.getRandomValues (a UUID carries only 122 random bits).
 */
export function randomToken(): string {
  return randomTokenHex(TOKEN_BITS);
}

/**
 * Live sessions a user may hold at once. A new sign-in beyond it ends the oldest, as a revoked session ends, so
 * that a client signing in again on every loop cannot grow the server's memory without bound.
 */
export const MAX_SESSIONS_PER_USER = 20;
/** Ended and expired sessions are dropped at most this often (simulated time) or every SWEEP_EVERY sign-ins. */
const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_EVERY = 256;

const sweeps = new WeakMap<World, { at: number; opens: number }>();

/** Drops sessions that can no longer be used: their tokens answer 113 whether they are kept or not. */
export function sweepSessions(world: World, now: number): number {
  let dropped = 0;
  for (const [token, session] of world.sessions) {
    if (!isLive(session, now)) {
      world.sessions.delete(token);
      dropped += 1;
    }
  }
  sweeps.set(world, { at: now, opens: 0 });
  return dropped;
}

function maybeSweep(world: World, now: number): void {
  const last = sweeps.get(world) ?? { at: now, opens: 0 };
  last.opens += 1;
  sweeps.set(world, last);
  if (last.opens >= SWEEP_EVERY || now - last.at >= SWEEP_INTERVAL_MS) sweepSessions(world, now);
}

/** The user's live sessions, oldest first. */
function liveSessionsOfUser(world: World, userId: number, now: number): Session[] {
  const live: Session[] = [];
  for (const session of world.sessions.values()) if (session.userId === userId && isLive(session, now)) live.push(session);
  return live.sort((a, b) => a.loginTime - b.loginTime);
}

/**
 * A new session. When the user already holds MAX_SESSIONS_PER_USER, the oldest are handed to `endExcess`, which
 * ends them the way a revocation does (user-logout message, sockets closed); without it they just end.
 */
export function openSession(
  world: World,
  userId: number,
  terminal: Terminal,
  now: number,
  endExcess?: (sessions: Session[]) => void,
): Session {
  maybeSweep(world, now);
  const live = liveSessionsOfUser(world, userId, now);
  const excess = live.slice(0, Math.max(0, live.length - MAX_SESSIONS_PER_USER + 1));
  if (excess.length > 0) {
    if (endExcess) endExcess(excess);
    for (const session of excess) session.endedAt ??= now;
  }
  const session: Session = { token: randomToken(), userId, ...terminal, loginTime: now, expiresAt: now + TOKEN_LIFETIME_MS };
  world.sessions.set(session.token, session);
  return session;
}

/**
 * QR codes nobody used stay answerable as `expired` for one more lifetime, then go; at most MAX_QR_LOGINS are kept
 * (the busiest client's oldest make room: simulator/world/qr.ts).
 */
export const MAX_QR_LOGINS = 10_000;
export function sweepQrLogins(world: World, now: number, lifetimeMs: number): void {
  // A Map iterates in insertion order and every code lives as long: the oldest come first, so stop at the first
  // that stays (each call costs what it drops).
  for (const [token, qr] of world.qrLogins) {
    if (qr.expiresAt + lifetimeMs > now) break;
    world.qrLogins.delete(token);
  }
}

export function isLive(session: Session, now: number): boolean {
  return session.endedAt === undefined && session.expiresAt > now;
}

/** The live session behind a token, or undefined for an unknown, logged-out or expired token (hwcode 113). */
export function liveSession(world: World, token: string | null | undefined, now: number): Session | undefined {
  if (!token) return undefined;
  const session = world.sessions.get(token);
  return session && isLive(session, now) ? session : undefined;
}

export function endSession(world: World, token: string, now: number): Session | undefined {
  const session = liveSession(world, token, now);
  if (session) session.endedAt = now;
  return session;
}

/** Ends every live session of a user; answers the tokens that were ended. */
export function endSessionsOf(world: World, userId: number, now: number): string[] {
  const ended: string[] = [];
  for (const session of world.sessions.values()) {
    if (session.userId === userId && isLive(session, now)) {
      session.endedAt = now;
      ended.push(session.token);
    }
  }
  return ended;
}
