import { describe, expect, it } from 'vitest';
import { openClientStorage, STORAGE_KEYS, VERSION_KEY, type StorageLike } from '../../src/transport/storage';
import { STORAGE_VERSION } from '../../src/domain/constants';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

describe('client storage', () => {
  it('keeps values across reloads under the current version', () => {
    const store = memoryStorage();
    const first = openClientStorage(store);
    first.set('eid', 12);
    first.set('deviceType', 2);
    first.set('msgRouterOpen', true);
    first.set('enterpriseList', [{ eid: 12, name: 'Acme', enableProject: true }]);
    const again = openClientStorage(store);
    expect(again.get('eid')).toBe(12);
    expect(again.get('deviceType')).toBe(2);
    expect(again.get('msgRouterOpen')).toBe(true);
    expect(again.get('enterpriseList')).toEqual([{ eid: 12, name: 'Acme', enableProject: true }]);
  });

  it('drops everything stored under another version and marks the current one', () => {
    const store = memoryStorage({ [VERSION_KEY]: 'v0.9', [STORAGE_KEYS.eid]: '5', machineTypes: '[]' });
    const storage = openClientStorage(store);
    expect(storage.get('eid')).toBeUndefined();
    expect([...store.data.entries()]).toEqual([[VERSION_KEY, STORAGE_VERSION]]);
  });

  it('treats a store without a version as stale', () => {
    const store = memoryStorage({ [STORAGE_KEYS.userId]: '7' });
    expect(openClientStorage(store).get('userId')).toBeUndefined();
  });

  it('reads an unreadable value as unset and clear() keeps the version', () => {
    const store = memoryStorage({ [VERSION_KEY]: STORAGE_VERSION, [STORAGE_KEYS.msgTab]: '{oops' });
    const storage = openClientStorage(store);
    expect(storage.get('msgTab')).toBeUndefined();
    storage.set('userId', 9);
    storage.clear();
    expect(storage.get('userId')).toBeUndefined();
    expect(store.getItem(VERSION_KEY)).toBe(STORAGE_VERSION);
  });
});
