// Bind and visit applications the user sent and no result has settled yet, kept in local storage so that the list
// still shows them after a reload (one list per user, under the storage version the rest of the store uses).
import { STORAGE_VERSION } from '../domain/constants';
import { fieldOf, isRecord } from '../domain/wire/record';

export interface PendingApplication {
  applicationId: number;
  machineId: number;
  machineCode: string;
  kind: 'bind' | 'visit';
  /** ms since the epoch; also the start of the repeat block. */
  sentAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (userId: number | string) => `pendingApplications:${userId}`;

function isPending(value: unknown): value is PendingApplication {
  return isRecord(value) && typeof value.machineCode === 'string' && (value.kind === 'bind' || value.kind === 'visit') && typeof value.sentAt === 'number';
}

export function readPending(userId: number | string, store: Store = globalThis.localStorage): PendingApplication[] {
  try {
    const raw = store.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (fieldOf(parsed, 'version') !== STORAGE_VERSION) return [];
    const items = fieldOf(parsed, 'items');
    return Array.isArray(items) ? items.filter(isPending) : [];
  } catch {
    return [];
  }
}

export function writePending(userId: number | string, items: readonly PendingApplication[], store: Store = globalThis.localStorage): void {
  try {
    store.setItem(keyOf(userId), JSON.stringify({ version: STORAGE_VERSION, items }));
  } catch {
    // A full or blocked store: the pending list lives until the page closes.
  }
}
