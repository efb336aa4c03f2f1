// The reasons a cloud gives for ending a session (src/domain/logoutReasons.ts): a known one in any spelling is
// named in the reader's language; anything else is quoted as the cloud's own words.
import { describe, expect, it } from 'vitest';
import { knownLogoutReason } from '../../src/domain/logoutReasons';
import { ownEntry } from '../../src/domain/ownEntry';

describe('knownLogoutReason', () => {
  it('reads each known reason in any case, with or without blanks, dashes and underscores', () => {
    expect(knownLogoutReason('Signed in elsewhere')).toBe('elsewhere');
    expect(knownLogoutReason(' SIGNED_IN-ELSEWHERE ')).toBe('elsewhere');
    expect(knownLogoutReason('signed \t in__elsewhere')).toBe('elsewhere');
    expect(knownLogoutReason('异地登录')).toBe('elsewhere');
    expect(knownLogoutReason('Session revoked')).toBe('revoked');
    expect(knownLogoutReason('password-changed')).toBe('passwordChanged');
    expect(knownLogoutReason('Too many sessions')).toBe('tooManySessions');
  });

  it('quotes anything else', () => {
    for (const reason of ['', 'maintenance', 'signed in elsewhere!', 'signed.in.elsewhere', 'sıgned in elsewhere', 'revoked2']) expect(knownLogoutReason(reason), reason).toBeUndefined();
  });
});

describe('ownEntry', () => {
  it('answers own entries only, never what every object inherits, and nothing for no name', () => {
    const record: Record<string, number> = { a: 1, undefined: 2 };
    expect(ownEntry(record, 'a')).toBe(1);
    expect(ownEntry(record, 'constructor')).toBeUndefined();
    expect(ownEntry(record, '__proto__')).toBeUndefined();
    expect(ownEntry(record, 'b')).toBeUndefined();
    expect(ownEntry(record, undefined)).toBeUndefined();
  });
});
