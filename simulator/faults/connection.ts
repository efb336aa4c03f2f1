// Connection faults, as Toxiproxy's toxics, on one HTTP answer in both modes (simulated and behind CLOUD_URL): the
// answer's bytes leave at a bandwidth, in small slices with pauses, cut by a reset, with the connection held open
// after the last byte, or as a valid HTTP answer whose body is cut or broken JSON. Several faults that hit one call
// stack: the lowest bandwidth, the smallest slice, the earliest reset, the slow closes added up, the last garbage.
import { Readable } from 'node:stream';
import type { Socket } from 'node:net';
import { FAULT_LIMITS, type ConnectionFault } from './faultSpec';

export function stackConnection(list: readonly ConnectionFault[]): ConnectionFault {
  const out: ConnectionFault = {};
  for (const c of list) {
    if (c.bandwidth !== undefined) out.bandwidth = Math.min(out.bandwidth ?? Infinity, c.bandwidth);
    if (c.slowCloseMs !== undefined) out.slowCloseMs = Math.min(FAULT_LIMITS.slowCloseMs, (out.slowCloseMs ?? 0) + c.slowCloseMs);
    if (c.slicer && (!out.slicer || c.slicer.averageSize < out.slicer.averageSize)) out.slicer = c.slicer;
    if (c.reset) {
      const after = c.reset.afterBytes;
      const before = out.reset?.afterBytes;
      out.reset = out.reset === undefined ? { ...c.reset } : { afterBytes: after === undefined ? before : before === undefined ? after : Math.min(after, before) };
    }
    if (c.garbage) out.garbage = c.garbage;
  }
  return out;
}

/** The body a garbage fault sends: the first half (`cut`), or the first half and a tail no JSON parser takes. */
function garbageBody(bytes: Buffer, kind: 'cut' | 'json'): Buffer {
  const half = bytes.subarray(0, Math.floor(bytes.length / 2));
  return kind === 'cut' ? half : Buffer.concat([half, Buffer.from('}{"\u0000":')]);
}

/** Whether the answer's bytes must leave as a paced stream (rather than at once). */
const paced = (c: ConnectionFault) => c.bandwidth !== undefined || c.slicer !== undefined || c.reset !== undefined || c.slowCloseMs !== undefined;

type Out = { body: Buffer | Readable; headers: Record<string, string> };

/**
 * The answer's payload under the faults. `socket` is the client's connection (reset destroys it with an RST).
 * The length header always names the whole body, so a reset or a slow close is a broken or held answer, not a
 * shorter one.
 */
export function applyConnection(bytes: Buffer, c: ConnectionFault, socket: Socket | null, random: () => number = Math.random): Out {
  const body = c.garbage ? garbageBody(bytes, c.garbage) : bytes;
  const headers: Record<string, string> = { 'content-length': String(body.length) };
  if (!paced(c)) return { body, headers };
  if (c.slowCloseMs !== undefined) headers.connection = 'close';
  const resetAt = c.reset ? Math.min(body.length, c.reset.afterBytes ?? Math.floor(body.length / 2)) : undefined;
  let offset = 0;
  let timer: NodeJS.Timeout | undefined;
  const sliceSize = () => {
    let size = body.length;
    if (c.slicer) {
      const spread = c.slicer.sizeVariation;
      size = Math.max(1, Math.round(c.slicer.averageSize + (random() * 2 - 1) * spread));
    }
    // A bandwidth sends at most a tenth of a second's worth at a time, so pauses stay short and even.
    if (c.bandwidth !== undefined) size = Math.min(size, Math.max(1, Math.floor(c.bandwidth / 10)));
    return size;
  };
  const pauseFor = (size: number) => Math.max(c.slicer?.delayMs ?? 0, c.bandwidth !== undefined ? (size * 1000) / c.bandwidth : 0);
  const stream = new Readable({
    read() {
      if (timer) return;
      if (resetAt !== undefined && offset >= resetAt) {
        // Reset mid-answer: what was written so far goes, then an RST instead of the rest.
        timer = setTimeout(() => {
          const raw = socket as (Socket & { resetAndDestroy?: () => void }) | null;
          if (raw?.resetAndDestroy) raw.resetAndDestroy();
          else raw?.destroy();
          stream.destroy();
        }, 10);
        return;
      }
      if (offset >= body.length) {
        const wait = c.slowCloseMs ?? 0;
        timer = setTimeout(() => stream.push(null), wait);
        return;
      }
      let size = sliceSize();
      if (resetAt !== undefined) size = Math.min(size, resetAt - offset);
      const piece = body.subarray(offset, offset + size);
      const pause = offset === 0 ? 0 : pauseFor(piece.length);
      offset += piece.length;
      timer = setTimeout(() => {
        timer = undefined;
        stream.push(piece);
      }, pause);
    },
    destroy(error, callback) {
      if (timer) clearTimeout(timer);
      callback(error);
    },
  });
  return { body: stream, headers };
}
