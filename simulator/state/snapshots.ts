// Named snapshots of the simulated world (POST /__sim/snapshot, /__sim/restore, GET /__sim/snapshots). Held in
// memory unless the server keeps a state file, then as files beside it (stateFile.ts attaches that store), so
// they survive a restart too. Names are short safe identifiers and their number is bounded.
import { z } from 'zod';
import type { StateSink, StateText } from './captureInSlices';
import type { Sim } from '../sim';

export const SNAPSHOT_LIMIT = 20;
/**
 * Bytes the snapshots kept in memory may take together, compressed (gzip): four snapshots of a 200,000-device world
 * took 1.4 GB as text. Files (SIM_STATE_FILE) cost no memory and are bounded by the count only.
 */
export const SNAPSHOT_MEMORY_BYTES = 64 * 1024 * 1024;
export const snapshotName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'a snapshot name is 1 to 64 letters, digits, - and _ (starting with a letter or digit)');

export type SnapshotInfo = { name: string; bytes: number; savedAt: number };

export type SnapshotStore = {
  /** Where the snapshots live ('memory' or a folder). */
  readonly where: string;
  list(): Promise<SnapshotInfo[]>;
  /**
   * Keeps the text under the name; `replaced` when one of that name was there (its previous text is kept as a backup);
   * `refused` (nothing kept) when it does not fit the memory bound.
   */
  save(name: string, text: SnapshotText, savedAt: number): Promise<{ replaced: boolean; refused?: string; bytes: number }>;
  load(name: string): Promise<string | undefined>;
  /** Frees what the store holds in memory (POST /__sim/reset); files stay. */
  clear?(): void;
};

/** The text of a state document: whole, in pieces, or written into a sink as it is made (answering its bytes). */
export type SnapshotText = string | StateText | ((sink: StateSink) => Promise<number>);

/** The whole text and its size in bytes, however it came. */
export async function wholeText(text: SnapshotText): Promise<{ text: string; bytes: number }> {
  if (typeof text === 'string') return { text, bytes: new TextEncoder().encode(text).length };
  if (typeof text !== 'function') return { text: text.parts.join(''), bytes: text.bytes };
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const bytes = await text((piece) => void parts.push(decoder.decode(piece)));
  return { text: parts.join(''), bytes };
}

/** Compressed as it is written, each write awaited: no copy of the whole text, and the event loop goes on meanwhile. */
async function gzip(text: SnapshotText): Promise<{ compressed: Uint8Array; bytes: number }> {
  const stream = new CompressionStream('gzip');
  const writer = stream.writable.getWriter();
  const output = new Response(stream.readable).arrayBuffer();
  const encoder = new TextEncoder();
  let bytes: number;
  if (typeof text === 'function') {
    bytes = await text((piece) => writer.write(piece as Uint8Array<ArrayBuffer>));
  } else {
    const parts = typeof text === 'string' ? [text] : text.parts;
    bytes = 0;
    for (const part of parts) {
      const piece = encoder.encode(part);
      bytes += piece.length;
      await writer.write(piece);
    }
  }
  await writer.close();
  return { compressed: new Uint8Array(await output), bytes };
}

async function gunzip(bytes: Uint8Array): Promise<string> {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
}

/** Snapshots in memory, gzip-compressed, at most `limitBytes` of them together. */
export function memoryStore(limitBytes = SNAPSHOT_MEMORY_BYTES): SnapshotStore {
  const kept = new Map<string, { bytes: Uint8Array; textBytes: number; savedAt: number }>();
  const heldBytes = () => [...kept.values()].reduce((n, s) => n + s.bytes.byteLength, 0);
  return {
    where: 'memory',
    list: async () => [...kept].map(([name, s]) => ({ name, bytes: s.textBytes, savedAt: s.savedAt })),
    save: async (name, text, savedAt) => {
      const { compressed: bytes, bytes: textBytes } = await gzip(text);
      const others = heldBytes() - (kept.get(name)?.bytes.byteLength ?? 0);
      if (others + bytes.byteLength > limitBytes) {
        return { replaced: false, bytes: textBytes, refused: `the snapshots in memory may take ${limitBytes} bytes compressed; this one takes ${bytes.byteLength} and the others ${others} (reuse a name, reset, or keep them as files with SIM_STATE_FILE)` };
      }
      const replaced = kept.has(name);
      kept.set(name, { bytes, textBytes, savedAt });
      return { replaced, bytes: textBytes };
    },
    load: async (name) => {
      const snapshot = kept.get(name);
      return snapshot ? gunzip(snapshot.bytes) : undefined;
    },
    clear: () => kept.clear(),
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
