// Realtime messages name a device by its machine code only; people know it by its name (and alias). The device
// lists the console already holds (TanStack Query's cache) give the name without another call; a device no list
// has loaded keeps its code.
import { queryClient } from '../data/queryClient';

type Named = { name: string; alias: string };

/** A device as the cloud sends it (machine_code, machine_name) or as the lists keep it (code, name). */
function asDevice(item: object): { code: unknown; named: Named } | undefined {
  const d = item as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if ('machine_code' in d) return { code: d.machine_code, named: { name: text(d.machine_name), alias: text(d.alias) } };
  if ('code' in d && 'name' in d) return { code: d.code, named: { name: text(d.name), alias: text(d.alias) } };
  return undefined;
}

function findIn(data: unknown, code: string, depth: number): Named | undefined {
  if (depth > 3 || data === null || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (const item of data) {
      if (!item || typeof item !== 'object') continue;
      const device = asDevice(item);
      if (device) {
        if (device.code === code) return device.named;
        continue;
      }
      const inner = findIn(item, code, depth + 1);
      if (inner) return inner;
    }
    return undefined;
  }
  // Pages and wrapped answers: { list: [...] }, { pages: [...] }, { data: ... }.
  if (asDevice(data)) return undefined;
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
      const name = device.name || code;
      const alias = device.alias.trim();
      return alias ? `${name} (${alias})` : name;
    }
  }
  return code;
}
