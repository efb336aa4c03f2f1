// Realtime messages name a device by its machine code only; people know it by its name (and alias). The device
// lists the console already holds (TanStack Query's cache) give the name without another call; a device no list
// has loaded keeps its code.
import { queryClient } from '../data/queryClient';

type Named = { machine_code?: unknown; machine_name?: unknown; alias?: unknown };

function findIn(data: unknown, code: string, depth: number): Named | undefined {
  if (depth > 3 || data === null || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (const item of data) {
      if (!item || typeof item !== 'object') continue;
      if ('machine_code' in item) {
        if ((item as Named).machine_code === code) return item as Named;
        continue;
      }
      const inner = findIn(item, code, depth + 1);
      if (inner) return inner;
    }
    return undefined;
  }
  // Pages and wrapped answers: { list: [...] }, { pages: [...] }, { data: ... }.
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (value && typeof value === 'object') {
      const found = findIn(value, code, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** "Name (alias)", "Name", or the code itself when no loaded list holds the device. */
export function deviceLabel(code: string): string {
  if (!code) return code;
  for (const query of queryClient.getQueryCache().getAll()) {
    const device = findIn(query.state.data, code, 0);
    if (device) {
      const name = typeof device.machine_name === 'string' && device.machine_name ? device.machine_name : code;
      const alias = typeof device.alias === 'string' ? device.alias.trim() : '';
      return alias ? `${name} (${alias})` : name;
    }
  }
  return code;
}
