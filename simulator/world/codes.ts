import { phoneKey } from '../../src/domain/phoneNumber';
import { allowed, LIMITS, record, WINDOWS, type Verdict } from './limits';
import type { CodeChannel, VerificationCode, World } from './types';

const CODE_LIFETIME_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
/** A verified code unlocks registration or a password reset for this long after its verification. */
const VERIFIED_WINDOW_MS = 10 * 60_000;
/** The purpose of a two-factor sign-in code: only the code step checks it, and it answers nothing else. */
export const LOGIN_PURPOSE = 'twoFactor (login)';
/** Codes kept for the control API's list; the oldest go first (limits keep their own counts). */
const MAX_CODES = 10_000;

export type CodeTarget = { channel: CodeChannel; target: string; countryCode: string };

/** Why a send was refused: the target's minute or day, or the client address's minute. */
export type IssueResult = { ok: true; code: VerificationCode } | { ok: false; retryInMs: number; limit: 'target' | 'client' };
/**
 * `spent`: the code took its last wrong try; `tooMany`: the target took its wrong tries of the hour; `used`: the right
 * code, but an action already spent it; `otherPurpose`: the right code, sent for another action than the one asking.
 */
export type CheckResult = 'ok' | 'wrong' | 'expired' | 'none' | 'spent' | 'tooMany' | 'used' | 'otherPurpose';

/** Codes of a sign-in and codes of every other action never stand in for each other. */
type Scope = 'login' | 'other';
const scopeOf = (code: VerificationCode): Scope => (code.purpose === LOGIN_PURPOSE ? 'login' : 'other');

/**
 * What a code was sent for: the `type` its send named (register, resetPassword, ...), read back from its recorded
 * purpose `<type> (<via>)`; undefined for a send that named none, which any action may then spend.
 */
function purposeType(code: VerificationCode): string | undefined {
  const match = /^(\w+) \(/.exec(code.purpose);
  return match?.[1];
}

/** A code bound to one action answers no other: a registration code cannot reset a password. */
const forOtherPurpose = (code: VerificationCode, purpose: string | undefined) => {
  const type = purposeType(code);
  return purpose !== undefined && type !== undefined && type !== purpose;
};

function sixDigits(): string {
  const [n = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

/**
 * One key per phone or e-mail however it was spelt or split: the calling code and number as one E.164 number; the
 * e-mail lower-cased.
 */
function targetKey(target: CodeTarget): string {
  if (target.channel === 'email') return `email:${target.target.normalize('NFKC').trim().toLowerCase()}`;
  // The full E.164 number (src/domain/phoneNumber.ts): every split of one number between calling code and number
  // is one target (docs/decisions.md, "Security").
  return `sms:${phoneKey(target.countryCode, target.target)}`;
}

/**
 * The newest code per target and scope, kept beside the world so a check does not walk back through every code
 * sent (up to MAX_CODES). Rebuilt from world.codes whenever its newest code is not the one the index saw last.
 */
type CodeIndex = { last: VerificationCode | undefined; newest: Map<string, VerificationCode> };
const indexes = new WeakMap<World, CodeIndex>();

const indexKey = (key: string, scope: Scope) => `${scope}|${key}`;

function indexOf(world: World): CodeIndex {
  let index = indexes.get(world);
  const last = world.codes.at(-1);
  if (!index || index.last !== last) {
    index = { last, newest: new Map() };
    for (const code of world.codes) index.newest.set(indexKey(targetKey(code), scopeOf(code)), code);
    indexes.set(world, index);
  }
  return index;
}

/** Adds a new code to world.codes and to the index (read before the push, so it is not rebuilt). */
function remember(world: World, code: VerificationCode): void {
  const index = indexOf(world);
  world.codes.push(code);
  if (world.codes.length > MAX_CODES) world.codes.splice(0, world.codes.length - MAX_CODES);
  index.newest.set(indexKey(targetKey(code), scopeOf(code)), code);
  index.last = code;
  // Targets whose codes all left world.codes go too, now and then, so the index stays as small as the list.
  if (index.newest.size > 2 * MAX_CODES) indexes.delete(world);
}

function latest(world: World, target: CodeTarget, scope: Scope): VerificationCode | undefined {
  return indexOf(world).newest.get(indexKey(targetKey(target), scope));
}

/** The newest code of a target for sign-ins (`login`) or for anything else. */
export const latestCode = (world: World, target: CodeTarget, scope: Scope = 'other') => latest(world, target, scope);

const encoder = new TextEncoder();

/**
 * Compares in constant time over the code's length, whatever was entered. Not node:crypto's timingSafeEqual: the
 * demo runs these handlers in the browser; this is the same loop over equal-length bytes.
 */
export function sameCode(expected: string, entered: string): boolean {
  const a = encoder.encode(expected);
  const b = encoder.encode(entered.slice(0, 64));
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i += 1) diff |= (a[i] as number) ^ (b[i] ?? 0);
  return diff === 0;
}

function worst(...verdicts: Verdict[]): Verdict {
  let retry = 0;
  for (const v of verdicts) if (!v.ok) retry = Math.max(retry, v.retryInMs);
  return retry > 0 ? { ok: false, retryInMs: retry } : { ok: true };
}

/**
 * A new code for a target, which replaces the previous one of its kind for checking. At most one a minute and ten
 * a day per target (however spelt), and twenty a minute per client address when the caller names it.
 */
export function issueCode(world: World, target: CodeTarget, purpose: string, now: number, client?: string): IssueResult {
  const key = targetKey(target);
  const byTarget = worst(allowed(world, `send:${key}`, WINDOWS.targetSendsMinute, now), allowed(world, `sendDay:${key}`, WINDOWS.targetSendsDay, now));
  const byClient = client === undefined ? { ok: true as const } : allowed(world, `sendClient:${client}`, WINDOWS.clientSends, now);
  if (!byTarget.ok) return { ok: false, retryInMs: byTarget.retryInMs, limit: 'target' };
  if (!byClient.ok) return { ok: false, retryInMs: byClient.retryInMs, limit: 'client' };
  record(world, `send:${key}`, WINDOWS.targetSendsMinute, now);
  record(world, `sendDay:${key}`, WINDOWS.targetSendsDay, now);
  if (client !== undefined) record(world, `sendClient:${client}`, WINDOWS.clientSends, now);
  const code: VerificationCode = { ...target, code: sixDigits(), purpose, sentAt: now, expiresAt: now + CODE_LIFETIME_MS };
  remember(world, code);
  return { ok: true, code };
}

/** How long a target must wait before its codes are checked again (0 when it may try now). */
export function wrongTriesWaitMs(world: World, target: CodeTarget, now: number): number {
  const verdict = allowed(world, `wrong:${targetKey(target)}`, WINDOWS.targetWrongTries, now);
  return verdict.ok ? 0 : verdict.retryInMs;
}

/**
 * Checks the code a user typed. Each wrong try counts against the code (its fifth spends it) and, outside sign-in,
 * against the target (ten an hour across codes, after which even the right code waits). Sign-in codes count per
 * account instead (handlers/security.ts), so a stranger's wrong tries cannot lock a user out of signing in.
 */
export function checkCode(world: World, target: CodeTarget, entered: string, now: number, scope: Scope = 'other', purpose?: string): CheckResult {
  const countTarget = scope === 'other';
  if (countTarget && wrongTriesWaitMs(world, target, now) > 0) return 'tooMany';
  const code = latest(world, target, scope);
  if (!code) return 'none';
  if (code.burntAt !== undefined) return 'spent';
  if (code.expiresAt <= now) return 'expired';
  if (!sameCode(code.code, entered.trim())) {
    code.wrongTries = (code.wrongTries ?? 0) + 1;
    if (code.wrongTries >= LIMITS.wrongTriesPerCode) code.burntAt = now;
    if (countTarget) record(world, `wrong:${targetKey(target)}`, WINDOWS.targetWrongTries, now);
    return 'wrong';
  }
  // Told only to whoever typed the right code: an action already spent it, or it was sent for another one.
  if (code.usedAt !== undefined) return 'used';
  if (forOtherPurpose(code, purpose)) return 'otherPurpose';
  code.verifiedAt ??= now;
  return 'ok';
}

export type SpendResult = 'ok' | 'unverified' | Exclude<CheckResult, 'ok'>;

/**
 * Spends the target's code if it was verified within the window, or verifies and spends it on the spot when
 * the action itself carries the code (the console may send it along with the form). An action that names its
 * `purpose` spends only a code sent for it (or for nothing named).
 */
export function spendVerified(world: World, target: CodeTarget, now: number, entered?: string, scope: Scope = 'other', purpose?: string): SpendResult {
  const code = latest(world, target, scope);
  if (!code) return 'none';
  if (code.burntAt !== undefined) return 'spent';
  if (code.usedAt !== undefined) return 'unverified';
  if (forOtherPurpose(code, purpose)) return 'otherPurpose';
  if (code.verifiedAt === undefined && entered !== undefined) {
    const checked = checkCode(world, target, entered, now, scope, purpose);
    if (checked !== 'ok') return checked;
  }
  if (code.verifiedAt === undefined || now - code.verifiedAt > VERIFIED_WINDOW_MS) return 'unverified';
  code.usedAt = now;
  return 'ok';
}
