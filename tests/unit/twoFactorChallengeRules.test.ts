// Whether a login answer asks for the code step (src/domain/twoFactorChallenge.ts): twoFactor exactly 1 and a
// ticket, in an object; anything else is a token answer or no answer at all.
import { describe, expect, it } from 'vitest';
import { isTwoFactorChallenge } from '../../src/domain/twoFactorChallenge';

describe('isTwoFactorChallenge', () => {
  it('takes an object with twoFactor 1 and a ticket', () => {
    expect(isTwoFactorChallenge({ twoFactor: 1, ticket: 't-1' })).toBe(true);
    expect(isTwoFactorChallenge({ twoFactor: 1, ticket: undefined, maskedEmail: 'a***@b.cn' })).toBe(true);
  });

  it.each([
    ['a token answer', { token: 'abc' }],
    ['twoFactor without a ticket', { twoFactor: 1 }],
    ['a ticket with twoFactor 0', { twoFactor: 0, ticket: 't-1' }],
    ['twoFactor as text', { twoFactor: '1', ticket: 't-1' }],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'twoFactor'],
    ['a number', 1],
    ['a function carrying the fields', Object.assign(() => undefined, { twoFactor: 1, ticket: 't-1' })],
  ])('refuses %s', (_name, answer) => {
    expect(isTwoFactorChallenge(answer)).toBe(false);
  });
});
