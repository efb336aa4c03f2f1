// The search text of a device list, held outside React state so that a keystroke renders only what shows it (the
// search box, the count and the rows) and not the page around them (toolbar buttons, dialogs, its queries).
import { useSyncExternalStore } from 'react';
import { filterRows, type DeviceRow } from './deviceRows';

export interface QueryStore {
  get(): string;
  /** The rows matching the current text (filterRows), computed once per rows and text for every reader. */
  filter(rows: readonly DeviceRow[]): readonly DeviceRow[];
  set(query: string): void;
  subscribe(listener: () => void): () => void;
}

export function createQueryStore(initial = ''): QueryStore {
  let value = initial;
  const listeners = new Set<() => void>();
  let last: { rows: readonly DeviceRow[]; query: string; matching: readonly DeviceRow[] } | undefined;
  return {
    get: () => value,
    filter(rows) {
      if (last?.rows !== rows || last.query !== value) last = { rows, query: value, matching: filterRows(rows, value) };
      return last.matching;
    },
    set(query) {
      if (query === value) return;
      value = query;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current search text; the caller renders again when it changes. */
export function useQueryText(store: QueryStore): string {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
