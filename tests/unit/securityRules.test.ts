// The sign-in protection rules (src/domain/security.ts) at their edges: when a lock holds, how a run-out lock is
// forgotten, what is left of one in minutes and seconds, what a lock answer's hwdata may carry, how an e-mail is
// masked for the code step.
import { describe, expect, it } from 'vitest';
import {
  afterWrongPassword,
  attemptsLeft,
  isLocked,
  LOCKOUT_MS,
  LOCKOUT_THRESHOLD,
  lockoutDetails,
  lockoutMinutesOf,
  lockRemainingMs,
  maskEmail,
  minutesLeft,
  UNLOCKED,
} from '../../src/domain/security';

const NOW = 1_000_000;

describe('a lock', () => {
  it('holds until the instant it ends, not at that instant', () => {
    expect(isLocked({ failures: 0, lockedUntil: NOW + 1 }, NOW)).toBe(true);
    expect(isLocked({ failures: 0, lockedUntil: NOW }, NOW)).toBe(false);
    expect(isLocked(UNLOCKED, NOW)).toBe(false);
    expect(lockRemainingMs({ failures: 0, lockedUntil: NOW + 1500 }, NOW)).toBe(1500);
    expect(lockRemainingMs({ failures: 0, lockedUntil: NOW - 1500 }, NOW)).toBe(0);
  });

  it('a wrong password during a lock changes nothing', () => {
    const locked = { failures: 0, lockedUntil: NOW + LOCKOUT_MS };
    expect(afterWrongPassword(locked, NOW)).toBe(locked);
    expect(attemptsLeft(locked, NOW)).toBe(0);
  });

  it('a run-out lock is forgotten: the next streak starts from zero whatever the state counted', () => {
    const ranOut = { failures: LOCKOUT_THRESHOLD - 1, lockedUntil: NOW - 1 };
    expect(afterWrongPassword(ranOut, NOW)).toEqual({ failures: 1 });
    expect(attemptsLeft(ranOut, NOW)).toBe(LOCKOUT_THRESHOLD);
  });

  it('counts the attempts left before the lock', () => {
    expect(attemptsLeft(UNLOCKED, NOW)).toBe(LOCKOUT_THRESHOLD);
    expect(attemptsLeft({ failures: 3 }, NOW)).toBe(LOCKOUT_THRESHOLD - 3);
    expect(afterWrongPassword({ failures: LOCKOUT_THRESHOLD - 2 }, NOW)).toEqual({ failures: LOCKOUT_THRESHOLD - 1 });
    expect(afterWrongPassword({ failures: LOCKOUT_THRESHOLD - 1 }, NOW)).toEqual({ failures: 0, lockedUntil: NOW + LOCKOUT_MS });
  });
});

describe('what is left of a lock', () => {
  it('in whole minutes, rounded up, never 0 while locked', () => {
    expect(minutesLeft(-5)).toBe(0);
    expect(minutesLeft(0)).toBe(0);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(60_001)).toBe(2);
  });

  it('in the login answer: the end of the lock (now when there is none) and the seconds left, rounded up', () => {
    expect(lockoutDetails(UNLOCKED, NOW)).toEqual({ lockedUntil: NOW, retryAfterSeconds: 0 });
    expect(lockoutDetails({ failures: 0, lockedUntil: NOW + 1001 }, NOW)).toEqual({ lockedUntil: NOW + 1001, retryAfterSeconds: 2 });
  });

  it('read back from hwdata: a positive finite number of seconds in an object, else nothing', () => {
    expect(lockoutMinutesOf({ retryAfterSeconds: 90 })).toBe(2);
    expect(lockoutMinutesOf({ retryAfterSeconds: '61' })).toBe(2);
    for (const details of [null, undefined, 0, 90, '90', { retryAfterSeconds: 0 }, { retryAfterSeconds: -5 }, { retryAfterSeconds: Infinity }, { retryAfterSeconds: 'x' }, {}, Object.assign(() => undefined, { retryAfterSeconds: 90 })])
      expect(lockoutMinutesOf(details), String(details)).toBeUndefined();
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain, and leaves what is no address as it is', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@b@example.com')).toBe('a***@example.com');
    expect(maskEmail('@example.com')).toBe('@example.com');
    expect(maskEmail('nobody')).toBe('nobody');
  });
});
