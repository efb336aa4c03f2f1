// The project rules of src/domain/projects.ts and the member look-up both sides share (src/domain/memberLookup.ts),
// pinned at their edges (docs/qa.md, "Mutation scores").
import { describe, expect, it } from 'vitest';
import { accountOf, findNamedPerson } from '../../src/domain/memberLookup';
import { checkServerUrl, deviceJoinRefusal, maskSecret, PROJECT_DEFAULT_LIMIT_AUTHORITY, projectRole, projectTypeOf, SERVER_URL_MAX } from '../../src/domain/projects';

describe('project rules', () => {
  it('reads ?type=2 as the maintenance list and anything else as the enterprise list', () => {
    expect(projectTypeOf('2')).toBe(2);
    expect(projectTypeOf('1')).toBe(1);
    expect(projectTypeOf('')).toBe(1);
    expect(projectTypeOf(null)).toBe(1);
    expect(projectTypeOf(undefined)).toBe(1);
  });

  it('takes the role the cloud gives, and the default for a missing or non-finite one', () => {
    expect(projectRole(1)).toBe(1);
    expect(projectRole(0)).toBe(0);
    expect(projectRole(Number.NaN)).toBe(PROJECT_DEFAULT_LIMIT_AUTHORITY);
    expect(projectRole(Number.POSITIVE_INFINITY)).toBe(PROJECT_DEFAULT_LIMIT_AUTHORITY);
    expect(projectRole(null)).toBe(PROJECT_DEFAULT_LIMIT_AUTHORITY);
  });

  it('lets a device in no project (0, null or missing) join, and tells taken from already there', () => {
    expect(deviceJoinRefusal(0, 5)).toBeUndefined();
    expect(deviceJoinRefusal(null, 5)).toBeUndefined();
    expect(deviceJoinRefusal(undefined, 5)).toBeUndefined();
    expect(deviceJoinRefusal(5, 5)).toBe('already');
    expect(deviceJoinRefusal(4, 5)).toBe('taken');
  });

  it('accepts a reporting address up to SERVER_URL_MAX characters, trimmed, and refuses a longer one by its length', () => {
    const at = (length: number) => `https://a.example/${'x'.repeat(length - 'https://a.example/'.length)}`;
    expect(checkServerUrl(at(SERVER_URL_MAX))).toEqual({ ok: true });
    expect(checkServerUrl(` ${at(SERVER_URL_MAX)} `)).toEqual({ ok: true });
    expect(checkServerUrl(at(SERVER_URL_MAX + 1))).toEqual({ ok: false, error: 'projects:server.tooLong' });
    expect(checkServerUrl('   ')).toEqual({ ok: true });
    expect(checkServerUrl(' ftp://a.example ')).toEqual({ ok: false, error: 'projects:server.invalid' });
  });

  it('masks a short key whole, a long one but its first and last four characters', () => {
    expect(maskSecret('abcd')).toBe('••••');
    expect(maskSecret('abcdefgh')).toBe('••••••••');
    expect(maskSecret('abcdefghi')).toBe('abcd••••••••fghi');
  });
});

describe('member look-up', () => {
  const people = [
    { email: 'Ann@Example.com', phone: '13800138000', countryCode: '86' },
    { email: '', phone: '7700900123', countryCode: '44' },
    { email: 'nophone@example.com', phone: '', countryCode: '86' },
  ];
  const find = (account: string, countryCode: string) => findNamedPerson(people, account, countryCode, (p) => p)?.email;

  it('reads an account as an e-mail (lower case) or a phone of 5 to 20 digits, spaces, dashes and a leading + dropped', () => {
    expect(accountOf(' Ann@Example.com ')).toEqual({ kind: 'email', value: 'ann@example.com' });
    expect(accountOf('+86 138-0013-8000')).toEqual({ kind: 'phone', value: '8613800138000' });
    expect(accountOf('12345')).toEqual({ kind: 'phone', value: '12345' });
    expect(accountOf('1234')).toBeUndefined();
    expect(accountOf('1'.repeat(21))).toBeUndefined();
    expect(accountOf('abc12345')).toBeUndefined();
    expect(accountOf('12345abc')).toBeUndefined();
    expect(accountOf('')).toBeUndefined();
    expect(accountOf('   ')).toBeUndefined();
  });

  it('finds a person by e-mail in any case, by phone with the calling code or written in full, and never by an empty field', () => {
    expect(find('ann@example.COM', '86')).toBe('Ann@Example.com');
    expect(find('13800138000', '86')).toBe('Ann@Example.com');
    expect(find('13800138000', '44')).toBeUndefined();
    expect(find('447700900123', '86')).toBe('');
    expect(find('7700900123', '44')).toBe('');
    expect(find('nobody@example.com', '86')).toBeUndefined();
    expect(find('', '86')).toBeUndefined();
  });
});
