import { describe, expect, it } from 'vitest';
import { loadRememberedLogin, REMEMBER_KEY, saveRememberedLogin } from '../../src/ui/auth/rememberLogin';
import type { KeyValueStore } from '../../src/ui/auth/terminal';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('remember me', () => {
  it('restores the account, tab and calling code', () => {
    const store = memoryStore();
    saveRememberedLogin(store, true, { tab: 'phone', loginName: ' 7700900123 ', countryCode: '44' });
    expect(loadRememberedLogin(store)).toEqual({ tab: 'phone', loginName: '7700900123', countryCode: '44' });
  });

  it('never stores the password', () => {
    const store = memoryStore();
    const login = { tab: 'email' as const, loginName: 'a@example.com', countryCode: '86', password: 'hunter22' };
    saveRememberedLogin(store, true, login);
    expect([...store.data.values()].join()).not.toContain('hunter22');
  });

  it('forgets the account when the box is unticked', () => {
    const store = memoryStore();
    saveRememberedLogin(store, true, { tab: 'account', loginName: 'op', countryCode: '86' });
    saveRememberedLogin(store, false, { tab: 'account', loginName: 'op', countryCode: '86' });
    expect(loadRememberedLogin(store)).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    const store = memoryStore();
    for (const raw of ['{', 'null', '{"tab":"qr","loginName":"x"}', '{"tab":"phone","loginName":5}']) {
      store.setItem(REMEMBER_KEY, raw);
      expect(loadRememberedLogin(store)).toBeNull();
    }
    store.setItem(REMEMBER_KEY, '{"tab":"phone","loginName":"13800138000","countryCode":"999"}');
    expect(loadRememberedLogin(store)?.countryCode).toBe('86');
  });
});
