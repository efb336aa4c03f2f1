// GET /api/internal/v1/icons: the machine-type map, cached in local storage so that the icons show at start-up
// before the cloud answers (product.md section 3).
import type { Http, Result } from '../http';
import type { MachineIcon } from '../../domain/wire/icon';
import { STORAGE_VERSION } from '../../domain/constants';
import { fieldOf, isRecord } from '../../domain/wire/record';

export type { MachineIcon };

const ICON_CACHE_KEY = 'machineIcons';

export function fetchIcons(http: Http): Promise<Result<MachineIcon[]>> {
  return http.call<MachineIcon[]>({ method: 'GET', path: '/api/internal/v1/icons', quiet: true });
}

function isIcon(value: unknown): value is MachineIcon {
  return isRecord(value) && typeof value.ranges === 'string' && typeof value.image === 'string';
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The cached map, or [] when none (or unreadable). */
export function cachedIcons(store: Store = globalThis.localStorage): MachineIcon[] {
  try {
    const raw = store.getItem(ICON_CACHE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    const items = fieldOf(parsed, 'items');
    return Array.isArray(items) ? items.filter(isIcon) : [];
  } catch {
    return [];
  }
}

export function cacheIcons(items: readonly MachineIcon[], store: Store = globalThis.localStorage): void {
  try {
    store.setItem(ICON_CACHE_KEY, JSON.stringify({ version: STORAGE_VERSION, items }));
  } catch {
    // A full or blocked store only costs the start-up icons.
  }
}

