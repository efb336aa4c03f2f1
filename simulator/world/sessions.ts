import { randomTokenHex, TOKEN_BITS } from '../../src/domain/security';
import type { Session, World } from './types';

/** A login token lives as long as the console keeps its cookie (constants: TOKEN_COOKIE_DAYS). */
export const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

export type Terminal = Pick<Session, 'terminalUUID' | 'terminalName' | 'terminalOS' | 'terminalType' | 'loginIp'>;

/**
 * Tokens are unguessable even though the world is seeded: the server may be reachable on a network. 128 bits
 * from crypto.getRandomValues (a UUID carries only 122 random bits).
 */
export function randomToken(): string {
  return randomTokenHex(TOKEN_BITS);
}

export function openSession(world: World, userId: number, terminal: Terminal, now: number): Session {
  const session: Session = { token: randomToken(), userId, ...terminal, loginTime: now, expiresAt: now + TOKEN_LIFETIME_MS };
  world.sessions.set(session.token, session);
  return session;
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
