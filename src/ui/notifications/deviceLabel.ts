// Realtime messages name a device by its machine code only; people know it by its name (and alias). The device
// lists the console already holds (TanStack Query's cache) give the name without another call; when none holds it,
// `deviceNameQuery` (queries.ts) reads the user's lists through their own queries.
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../data/queryClient';

export type Named = { name: string; alias: string };

/**
 * A device as the cloud sends it (machine_code, machine_name), as the alarm and SMS lists carry it (deviceCode or
 * machineCode with machineName) or as the lists keep it (code, name). Codes compare without case: the realtime
 * channel and the lists do not always agree on it.
 */
function asDevice(item: object): { code: string; named: Named } | undefined {
  const d: ReadonlyMap<string, unknown> = new Map(Object.entries(item));
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const device = (code: unknown, name: unknown) => ({ code: text(code).toUpperCase(), named: { name: text(name), alias: text(d.get('alias')) } });
  if (d.has('machine_code')) return device(d.get('machine_code'), d.get('machine_name'));
  if (d.has('machineName') && (d.has('deviceCode') || d.has('machineCode'))) return device(d.get('deviceCode') ?? d.get('machineCode'), d.get('machineName'));
  if (d.has('code') && d.has('name')) return device(d.get('code'), d.get('name'));
  return undefined;
}

function findIn(data: unknown, code: string, depth: number): Named | undefined {
  if (depth > 3 || data === null || typeof data !== 'object') return undefined;
  if (Array.isArray(data)) {
    for (const item of data) {
      if (!item || typeof item !== 'object') continue;
      const device = asDevice(item);
      if (device) {
        if (device.code === code && device.named.name !== '') return device.named;
        continue;
      }
      const inner = findIn(item, code, depth + 1);
      if (inner) return inner;
    }
    return undefined;
  }
  // Pages and wrapped answers: { list: [...] }, { pages: [...] }, { data: ... }.
  if (asDevice(data)) return undefined;
  const values: unknown[] = Object.values(data);
  for (const value of values) {
    if (value && typeof value === 'object') {
      const found = findIn(value, code, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** The device of `code` in any list the cache holds (codes compare without case). */
export function findCachedDevice(client: QueryClient, code: string): Named | undefined {
  if (!code) return undefined;
  const wanted = code.toUpperCase();
  for (const query of client.getQueryCache().getAll()) {
    const device = findIn(query.state.data, wanted, 0);
    if (device) return device;
  }
  return undefined;
}

/** "Name (alias)" or "Name"; the code itself for a device without a known name. */
export function labelOf(device: Named | undefined, code: string, withAlias: (name: string, alias: string) => string): string {
  if (!device) return code;
  const name = device.name || code;
  const alias = device.alias.trim();
  return alias ? withAlias(name, alias) : name;
}

/**
 * "Name (alias)", "Name", or the code itself when no loaded list holds the device. `withAlias` writes the pair in
 * the interface language's brackets (Chinese uses full-width ones).
 */
export function deviceLabel(code: string, withAlias: (name: string, alias: string) => string): string {
  return labelOf(findCachedDevice(queryClient, code), code, withAlias);
}
