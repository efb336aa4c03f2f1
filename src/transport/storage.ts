// Persisted client state in local storage (product.md section 3). Values are stored as JSON under fixed keys;
// a different stored version means an older shape, so everything is dropped.
import { STORAGE_VERSION } from '../domain/constants';
import type { Enterprise, EnterpriseLogo } from './api/enterprise';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** 0 personal, 1 enterprise, 2 maintenance (product.md section 2). */
export type DeviceType = 0 | 1 | 2;

export interface PersistedState {
  /** 0 means personal mode. */
  eid: number;
  enableProject: boolean;
  deviceType: DeviceType;
  /** The message-centre tab entered first. */
  msgTab: string;
  msgRouterOpen: boolean;
  enterpriseInfo: EnterpriseLogo;
  userId: number;
  enterpriseList: Enterprise[];
}
export type PersistedKey = keyof PersistedState;

export const STORAGE_KEYS = {
  eid: 'eid',
  enableProject: 'enableProject',
  deviceType: 'deviceType',
  msgTab: 'msgTab',
  msgRouterOpen: 'msgRouterOpen',
  enterpriseInfo: 'enterpriseInfo',
  userId: 'userId',
  enterpriseList: 'enterpriseList',
} as const satisfies Record<PersistedKey, string>;
export const VERSION_KEY = 'storageVersion';

export interface ClientStorage {
  get<K extends PersistedKey>(key: K): PersistedState[K] | undefined;
  set<K extends PersistedKey>(key: K, value: PersistedState[K]): void;
  remove(key: PersistedKey): void;
  /** Drops every persisted value (sign-out) and keeps the version mark. */
  clear(): void;
}

function stamp(store: StorageLike): void {
  store.setItem(VERSION_KEY, STORAGE_VERSION);
}

/** Opens the store; when the stored version differs from STORAGE_VERSION, clears it all first. */
export function openClientStorage(store: StorageLike = globalThis.localStorage): ClientStorage {
  if (store.getItem(VERSION_KEY) !== STORAGE_VERSION) {
    store.clear();
    stamp(store);
  }
  return {
    get(key) {
      const raw = store.getItem(STORAGE_KEYS[key]);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        // Written by something else (or by hand): unreadable means unset.
        return undefined;
      }
    },
    set(key, value) {
      store.setItem(STORAGE_KEYS[key], JSON.stringify(value));
    },
    remove(key) {
      store.removeItem(STORAGE_KEYS[key]);
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
      stamp(store);
    },
  };
}
