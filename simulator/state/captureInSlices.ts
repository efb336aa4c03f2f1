// The state document of a big world without holding the event loop: JSON.stringify of a 200,000-device world took
// 5 to 9 s in one piece, and every request waited behind it. The collections are copied first (their membership as
// of the call, in one synchronous step), then written a slice at a time with the event loop given back between
// slices; the counters and other plain values are written last, so they are at least as high as any id written
// before them (readState's consistency check holds even when requests added records meanwhile).
import type { Sim } from '../sim';
import { documentOf } from './format';

const SLICE_ITEMS = 500;
/** Work between two pauses, in ms. */
const BUDGET_MS = 15;

const replaced = (value: unknown): unknown => (value instanceof Map ? [...value] : value instanceof Set ? [...value] : value);
const plain = (value: unknown) => value === null || typeof value !== 'object';
const replacer = (_key: string, value: unknown) => replaced(value);

/** A copy of the object whose collections are copies (arrays sliced, Maps and Sets listed): later pushes do not show. */
function frozenCollections(value: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const entries: [string, unknown][] = Object.entries(value);
  for (const [key, v] of entries) out[key] = Array.isArray(v) ? v.slice() : replaced(v);
  return out;
}

/** Gives the event loop back (the demo's browser has no setImmediate). */
const giveBack = () => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** The state document as the pieces of its text (joined, they are the document) and its size in UTF-8 bytes. */
export type StateText = { parts: string[]; bytes: number };

/** Where the pieces go as they are made; awaited, so a slow sink (a compressor) holds the writer back. */
export type StateSink = (piece: Uint8Array) => void | Promise<void>;

type SliceOptions = { pause?: () => Promise<void>; budgetMs?: number };

/**
 * Writes the state document a slice at a time into `sink` (UTF-8), giving the event loop back between slices;
 * answers its size in bytes. Nothing but the slice being written is held: a compressing sink keeps only its output.
 */
export async function writeStateInSlices(sim: Sim, sink: StateSink, { pause = giveBack, budgetMs = BUDGET_MS }: SliceOptions = {}): Promise<number> {
  const doc = documentOf(sim);
  const world = frozenCollections(doc.world);
  const beside = frozenCollections(doc.beside);
  const encoder = new TextEncoder();
  let bytes = 0;
  let since = performance.now();
  const emit = async (text: string) => {
    const piece = encoder.encode(text);
    bytes += piece.length;
    await sink(piece);
    if (performance.now() - since < budgetMs) return;
    await pause();
    since = performance.now();
  };
  const writeObject = async (object: Record<string, unknown>) => {
    // Collections first, plain values (counters, seed, names) last.
    const keys = Object.keys(object).filter((k) => object[k] !== undefined && typeof object[k] !== 'function');
    const ordered = [...keys.filter((k) => !plain(object[k])), ...keys.filter((k) => plain(object[k]))];
    await emit('{');
    for (const [i, key] of ordered.entries()) {
      const head = `${i > 0 ? ',' : ''}${JSON.stringify(key)}:`;
      const value = object[key];
      if (Array.isArray(value) && value.length > SLICE_ITEMS) {
        await emit(`${head}[`);
        for (let at = 0; at < value.length; at += SLICE_ITEMS) {
          const slice = value.slice(at, at + SLICE_ITEMS).map((item) => JSON.stringify(item, replacer) ?? 'null');
          await emit(`${at > 0 ? ',' : ''}${slice.join(',')}`);
        }
        await emit(']');
      } else {
        await emit(`${head}${JSON.stringify(value, replacer) ?? 'null'}`);
      }
    }
    await emit('}');
  };
  await emit(`{"format":${JSON.stringify(doc.format)},"version":${doc.version},"savedAt":${doc.savedAt},"world":`);
  await writeObject(world);
  await emit(',"beside":');
  await writeObject(beside);
  await emit('}');
  return bytes;
}

/** The whole document as pieces of text (a file store writes it; tests compare it). */
export async function captureStateInSlices(sim: Sim, options: SliceOptions = {}): Promise<StateText> {
  const pieces: Uint8Array[] = [];
  const bytes = await writeStateInSlices(sim, (piece) => void pieces.push(piece), options);
  const decoder = new TextDecoder();
  return { parts: pieces.map((piece) => decoder.decode(piece)), bytes };
}
