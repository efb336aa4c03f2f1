// Named snapshots of the simulated world (POST /__sim/snapshot, /__sim/restore, GET /__sim/snapshots). Held in
// memory unless the server keeps a state file, then as files beside it (stateFile.ts attaches that store), so
// they survive a restart too. Names are short safe identifiers and their number is bounded.
import { z } from 'zod';
import type { Sim } from '../sim';

export const SNAPSHOT_LIMIT = 20;
export const snapshotName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'a snapshot name is 1 to 64 letters, digits, - and _ (starting with a letter or digit)');

export type SnapshotInfo = { name: string; bytes: number; savedAt: number };

export type SnapshotStore = {
  /** Where the snapshots live ('memory' or a folder). */
  readonly where: string;
  list(): Promise<SnapshotInfo[]>;
  /** Keeps the text under the name; `replaced` when one of that name was there (its previous text is kept as a backup). */
  save(name: string, text: string, savedAt: number): Promise<{ replaced: boolean }>;
  load(name: string): Promise<string | undefined>;
};

function memoryStore(): SnapshotStore {
  const kept = new Map<string, { text: string; savedAt: number }>();
  return {
    where: 'memory',
    list: async () => [...kept].map(([name, s]) => ({ name, bytes: new TextEncoder().encode(s.text).length, savedAt: s.savedAt })),
    save: async (name, text, savedAt) => {
      const replaced = kept.has(name);
      kept.set(name, { text, savedAt });
      return { replaced };
    },
    load: async (name) => kept.get(name)?.text,
  };
}

const stores = new WeakMap<Sim, SnapshotStore>();

export function attachSnapshotStore(sim: Sim, store: SnapshotStore): void {
  stores.set(sim, store);
}

export function snapshotStoreOf(sim: Sim): SnapshotStore {
  let store = stores.get(sim);
  if (!store) stores.set(sim, (store = memoryStore()));
  return store;
}

/** The body of POST /__sim/snapshot and /__sim/restore (the control catalogue declares it). */
export const snapshotInput = z.strictObject({ name: snapshotName });
