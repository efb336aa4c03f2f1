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
function frozenCollections(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = Array.isArray(v) ? v.slice() : replaced(v);
  return out;
}

/** Gives the event loop back (the demo's browser has no setImmediate). */
const giveBack = () => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

/** The state document as the pieces of its text (joined, they are the document) and its size in UTF-8 bytes. */
export type StateText = { parts: string[]; bytes: number };

export async function captureStateInSlices(sim: Sim, { pause = giveBack, budgetMs = BUDGET_MS }: { pause?: () => Promise<void>; budgetMs?: number } = {}): Promise<StateText> {
  const doc = documentOf(sim);
  const world = frozenCollections(doc.world as unknown as Record<string, unknown>);
  const beside = frozenCollections(doc.beside as unknown as Record<string, unknown>);
  const parts: string[] = [];
  let since = performance.now();
  const maybePause = async () => {
    if (performance.now() - since < budgetMs) return;
    await pause();
    since = performance.now();
  };
  const writeObject = async (object: Record<string, unknown>) => {
    // Collections first, plain values (counters, seed, names) last.
    const keys = Object.keys(object).filter((k) => object[k] !== undefined && typeof object[k] !== 'function');
    const ordered = [...keys.filter((k) => !plain(object[k])), ...keys.filter((k) => plain(object[k]))];
    parts.push('{');
    for (const [i, key] of ordered.entries()) {
      parts.push(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      const value = object[key];
      if (Array.isArray(value) && value.length > SLICE_ITEMS) {
        parts.push('[');
        for (let at = 0; at < value.length; at += SLICE_ITEMS) {
          const slice = value.slice(at, at + SLICE_ITEMS).map((item) => JSON.stringify(item, replacer) ?? 'null');
          parts.push(`${at > 0 ? ',' : ''}${slice.join(',')}`);
          await maybePause();
        }
        parts.push(']');
      } else {
        parts.push(JSON.stringify(value, replacer) ?? 'null');
        await maybePause();
      }
    }
    parts.push('}');
  };
  parts.push(`{"format":${JSON.stringify(doc.format)},"version":${doc.version},"savedAt":${doc.savedAt},"world":`);
  await writeObject(world);
  parts.push(',"beside":');
  await writeObject(beside);
  parts.push('}');
  // Counted piece by piece: one encoding of a 150 MB text held the event loop for most of a second.
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const part of parts) {
    bytes += encoder.encode(part).length;
    await maybePause();
  }
  return { parts, bytes };
}
