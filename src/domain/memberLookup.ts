// Who an account typed with a calling code names: the one look-up the console's add-user form (is this one of the
// enterprise's members?) and the simulator's project calls (which user is this?) share, so both sides agree on
// every spelling of one phone number (src/domain/phoneNumber.ts) and on e-mail case.
import { samePhoneNumber } from './phoneNumber';

/** A person as the look-up sees them: the wire's `country_code` and the simulator's `countryCode` map onto this. */
export type NamedPerson = { email: string; phone: string; countryCode: string };

/** A member may be added by phone (with its country code) or by e-mail; the check says which. */
export function accountOf(account: string): { kind: 'email' | 'phone'; value: string } | undefined {
  const value = account.trim();
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  const digits = value.replace(/[\s-]/g, '');
  // Stryker disable next-line Regex: past the test only a leading '+' can be left to remove.
  return /^\+?\d{5,20}$/.test(digits) ? { kind: 'phone', value: digits.replace(/^\+/, '') } : undefined;
}

/**
 * Whether an account typed with a calling code names this person: the e-mail case-insensitively, or the phone as
 * one number (src/domain/phoneNumber.ts), with the calling code field or written in full (`447700900123`).
 */
function namesPerson(person: NamedPerson, account: string, countryCode: string): boolean {
  const parsed = accountOf(account);
  if (!parsed) return false;
  // An e-mail typed holds an '@', so it never names a person without one.
  if (parsed.kind === 'email') return person.email.toLowerCase() === parsed.value;
  // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut; samePhoneNumber refuses an empty number too.
  if (person.phone === '') return false;
  const theirs = { countryCode: person.countryCode, phone: person.phone };
  return samePhoneNumber(theirs, { countryCode, phone: parsed.value }) || samePhoneNumber(theirs, { phone: `+${parsed.value}` });
}

/** The first of `people` the account names (`personOf` reads each as a NamedPerson), or undefined. */
export function findNamedPerson<T>(people: readonly T[], account: string, countryCode: string, personOf: (p: T) => NamedPerson): T | undefined {
  return people.find((p) => namesPerson(personOf(p), account, countryCode));
}
