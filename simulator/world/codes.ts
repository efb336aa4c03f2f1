import type { CodeChannel, VerificationCode, World } from './types';

export const CODE_LIFETIME_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
/** A verified code unlocks registration or a password reset for this long after its verification. */
const VERIFIED_WINDOW_MS = 10 * 60_000;

export type CodeTarget = { channel: CodeChannel; target: string; countryCode: string };

export type IssueResult = { ok: true; code: VerificationCode } | { ok: false; retryInMs: number };
export type CheckResult = 'ok' | 'wrong' | 'expired' | 'none';

function sixDigits(): string {
  const [n = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

const sameTarget = (a: CodeTarget, b: CodeTarget) =>
  a.channel === b.channel && a.target === b.target && (a.channel === 'email' || a.countryCode === b.countryCode);

function latest(world: World, target: CodeTarget): VerificationCode | undefined {
  for (let i = world.codes.length - 1; i >= 0; i -= 1) {
    const code = world.codes[i];
    if (code && sameTarget(code, target)) return code;
  }
  return undefined;
}

/** One code per target per minute; each new code replaces the previous one for checking. */
export function issueCode(world: World, target: CodeTarget, purpose: string, now: number): IssueResult {
  const previous = latest(world, target);
  if (previous && now - previous.sentAt < RESEND_INTERVAL_MS) {
    return { ok: false, retryInMs: RESEND_INTERVAL_MS - (now - previous.sentAt) };
  }
  const code: VerificationCode = { ...target, code: sixDigits(), purpose, sentAt: now, expiresAt: now + CODE_LIFETIME_MS };
  world.codes.push(code);
  return { ok: true, code };
}

export function checkCode(world: World, target: CodeTarget, entered: string, now: number): CheckResult {
  const code = latest(world, target);
  if (!code) return 'none';
  if (code.expiresAt <= now) return 'expired';
  if (code.code !== entered.trim()) return 'wrong';
  code.verifiedAt ??= now;
  return 'ok';
}

/**
 * Spends the target's code if it was verified within the window, or verifies and spends it on the spot when
 * the action itself carries the code (the console may send it along with the form).
 */
export function spendVerified(world: World, target: CodeTarget, now: number, entered?: string): boolean {
  const code = latest(world, target);
  if (!code || code.usedAt !== undefined) return false;
  if (code.verifiedAt === undefined && entered !== undefined && checkCode(world, target, entered, now) !== 'ok') return false;
  if (code.verifiedAt === undefined || now - code.verifiedAt > VERIFIED_WINDOW_MS) return false;
  code.usedAt = now;
  return true;
}
