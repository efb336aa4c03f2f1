import { describe, expect, it } from 'vitest';
import { findNamedPerson } from '../../src/domain/memberLookup';

// The look-up both sides use: the console's add-user form (isTeamAccount) and the simulator's project calls.
const people = [
  { id: 1, email: 'Ann@Example.com', phone: '', countryCode: '86' },
  { id: 2, email: '', phone: '7700900123', countryCode: '44' },
  { id: 3, email: 'bo@example.com', phone: '13900139000', countryCode: '86' },
];
const find = (account: string, countryCode: string) => findNamedPerson(people, account, countryCode, (p) => p)?.id;

describe('findNamedPerson', () => {
  it('finds an e-mail whatever its case, and never by an empty e-mail', () => {
    expect(find(' ann@example.COM ', '86')).toBe(1);
    expect(find('nobody@example.com', '86')).toBeUndefined();
  });

  it('finds one phone number however it is split or spelt', () => {
    for (const [account, cc] of [['07700900123', '44'], ['447700900123', '44'], ['+44 7700 900123', '86'], ['7700900123', '+44']] as const) {
      expect(find(account, cc)).toBe(2);
    }
    expect(find('139-0013-9000', '86')).toBe(3);
  });

  it('does not take a number under another calling code, nor a malformed account', () => {
    expect(find('7700900123', '86')).toBeUndefined();
    expect(find('12', '86')).toBeUndefined();
    expect(find('', '86')).toBeUndefined();
  });

  it('reads each person through the mapping it is given (the wire spells it country_code)', () => {
    const wire = [{ email: '', phone: '7700900123', country_code: '44' }];
    expect(findNamedPerson(wire, '07700900123', '44', (m) => ({ email: m.email, phone: m.phone, countryCode: m.country_code }))).toBe(wire[0]);
  });
});
