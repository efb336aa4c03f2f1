// Sign-in protection rules shared by the simulator (which enforces them) and the console (which explains them):
// the lockout after wrong passwords, the two-factor code step and the size of login tokens.

/** Wrong passwords in a row that lock an account (the figure HMS Talk2M uses). */
export const LOCKOUT_THRESHOLD = 10;
/** How long a lock lasts. */
const LOCKOUT_MINUTES = 15;
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;
/** A two-factor sign-in ticket (the password step passed, the code still due) lives this long. */
export const TWO_FACTOR_TICKET_MS = 10 * 60_000;
/** Login tokens carry at least this many bits from a cryptographic random source. */
export const TOKEN_BITS = 128;

/** The lock bookkeeping of one account. `failures` counts wrong passwords since the last good one or lock. */
export type LockState = { failures: number; lockedUntil?: number };

export const UNLOCKED: LockState = { failures: 0 };

export function isLocked(state: LockState, now: number): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent, undefined is never greater than a time; the test narrows the type
  return state.lockedUntil !== undefined && state.lockedUntil > now;
}

/** What is left of a lock, in ms (0 when not locked). */
export function lockRemainingMs(state: LockState, now: number): number {
  return isLocked(state, now) ? (state.lockedUntil as number) - now : 0;
}

/**
 * A wrong password: one more failure; the threshold-th in a row locks the account for LOCKOUT_MS and starts the
 * count again. A lock that has run out is forgotten first, so the next streak starts from zero.
 */
export function afterWrongPassword(state: LockState, now: number): LockState {
  if (isLocked(state, now)) return state;
  const failures = (state.lockedUntil !== undefined ? 0 : state.failures) + 1;
  return failures >= LOCKOUT_THRESHOLD ? { failures: 0, lockedUntil: now + LOCKOUT_MS } : { failures };
}

/** A right password (outside a lock) clears the streak. */
export function afterRightPassword(): LockState {
  return UNLOCKED;
}

/** Wrong passwords left before the lock. */
export function attemptsLeft(state: LockState, now: number): number {
  if (isLocked(state, now)) return 0;
  const failures = state.lockedUntil !== undefined ? 0 : state.failures;
  return LOCKOUT_THRESHOLD - failures;
}

/** Whole minutes the console names for a remaining lock: rounded up, never 0 while locked. */
export function minutesLeft(remainingMs: number): number {
  return remainingMs <= 0 ? 0 : Math.max(1, Math.ceil(remainingMs / 60_000));
}

/** The lock details the login call answers with (hwdata of BusinessCode.AccountLocked). */
export type LockoutDetails = { lockedUntil: number; retryAfterSeconds: number };

export function lockoutDetails(state: LockState, now: number): LockoutDetails {
  return { lockedUntil: state.lockedUntil ?? now, retryAfterSeconds: Math.ceil(lockRemainingMs(state, now) / 1000) };
}

/** Reads the remaining minutes out of a lock answer's hwdata; undefined when it carries none. */
export function lockoutMinutesOf(details: unknown): number | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const seconds = Number((details as { retryAfterSeconds?: unknown }).retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? minutesLeft(seconds * 1000) : undefined;
}

/** A login token: TOKEN_BITS of crypto randomness as lower-case hex. */
export function randomTokenHex(bits: number = TOKEN_BITS): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.ceil(bits / 8)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An e-mail as a two-factor prompt names it: the first character of the local part, stars, the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Wrong codes one two-factor ticket accepts before it ends (the password step must be done again). */
export const TWO_FACTOR_MAX_WRONG_CODES = 5;

/** DELETE /api/user/v1/tokenInfo/{id}: `others` as the id ends every session but the caller's. */
export const REVOKE_OTHERS_ID = 'others';

