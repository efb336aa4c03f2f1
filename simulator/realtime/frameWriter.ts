import type { Writable } from 'node:stream';

// How the Node server writes a push to its sockets (`npm run bench -- realtime`: 1,000 alarms a second, each to the
// twenty sockets of its user). Two costs grew with the sockets and not with the alarms:
// - `ws` frames every send afresh (a header, option objects, a cork and a two-part write): twenty times the same
//   work for one alarm. Here the message is framed once and the same bytes are written to each socket.
// - each send was a write of its own: a system call, and on loopback the reader's wake-up too. A server catching up
//   after a pause (a hundred alarms due at once, a few for each user) spent that time in the kernel, one frame at a
//   time, and fell further behind. Here the frames a socket gets in one turn of the event loop leave in one write.

/**
 * One server-to-client message as it goes on the wire (RFC 6455, section 5.2): a final binary frame, unmasked (a
 * server never masks), no extension bits (the echo socket negotiates no permessage-deflate).
 */
export function binaryFrame(payload: Uint8Array): Buffer {
  const length = payload.byteLength;
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = 0x82; // FIN, opcode 2 (binary)
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.set(payload, headerBytes);
  return frame;
}

const NO_FRAME: Buffer = Buffer.alloc(0);

/** Bytes one socket's frames of one turn may gather before they leave anyway. */
export const COALESCE_BYTES = 64 * 1024;

/**
 * One socket's frames of this turn, gathered until they leave in one write. Made once per socket and reused: its
 * array keeps its length between turns (only `count` slots are this turn's), since emptying an array gives its
 * storage back and the next turn's frames allocated it again.
 */
export type Outbox = { readonly raw: Writable; readonly frames: Buffer[]; count: number; bytes: number };

export type FrameWriter = {
  /** The outbox of a socket's TCP stream: made once when the socket opens. */
  outbox(raw: Writable): Outbox;
  /** Queues a frame of `payload` for the socket: it leaves with the turn's other frames, or at once past the bound. */
  write(box: Outbox, payload: Uint8Array): void;
  /** Sends what the socket has gathered now: before anything else goes on its stream (a close frame). */
  flush(box: Outbox): void;
};

/** The frames of one outbox as one buffer (the stream then keeps one request, not one per frame). */
function joined(box: Outbox): Buffer {
  if (box.count === 1) return box.frames[0]!;
  const data = Buffer.allocUnsafe(box.bytes);
  let offset = 0;
  for (let i = 0; i < box.count; i += 1) {
    const frame = box.frames[i]!;
    data.set(frame, offset);
    offset += frame.length;
  }
  return data;
}

/**
 * Writes binary frames to the sockets' TCP streams. A socket's frames of one turn are gathered in its outbox and leave
 * in one write once the code that pushed has returned (nextTick), or at once when `limitBytes` wait: nothing waits
 * past the turn it was sent in, and `Outbox.bytes` says what waits so that the output bound counts it.
 * Gathered here rather than by corking the stream: a corked stream keeps a request object per write and hands the
 * system an array of them, which was most of what an alarm storm allocated (20 sockets × 1,000 alarms a second).
 * The payload last framed is kept: a push hands the same encoded message to each of the user's sockets in a row,
 * and a payload is never changed after it was sent (each push encodes its own).
 */
export function createFrameWriter(limitBytes = COALESCE_BYTES): FrameWriter {
  /** The outboxes written to this turn; `dueCount` of them are this turn's (the array keeps its length too). */
  const due: Array<Outbox | undefined> = [];
  let dueCount = 0;
  let lastPayload: Uint8Array | undefined;
  let lastFrame: Buffer = NO_FRAME;
  const send = (box: Outbox) => {
    if (box.count === 0) return;
    const data = joined(box);
    // The frames are let go (a big alarm's too); the slots stay.
    box.frames.fill(NO_FRAME, 0, box.count);
    box.count = 0;
    box.bytes = 0;
    // A stream ended or destroyed meanwhile (the client went): its frames have nowhere to go.
    if (box.raw.writable) box.raw.write(data);
  };
  const flushAll = () => {
    for (let i = 0; i < dueCount; i += 1) {
      send(due[i]!);
      // A closed socket's outbox is not kept by the list.
      due[i] = undefined;
    }
    dueCount = 0;
    // A big alarm's frame is not kept past its turn.
    lastPayload = undefined;
    lastFrame = NO_FRAME;
  };
  return {
    outbox: (raw) => ({ raw, frames: [], count: 0, bytes: 0 }),
    write(box, payload) {
      if (dueCount === 0) process.nextTick(flushAll);
      if (payload !== lastPayload) {
        lastFrame = binaryFrame(payload);
        lastPayload = payload;
      }
      // An outbox sent early (the bound) may be listed twice in a turn; sending an empty one does nothing.
      if (box.count === 0) {
        if (dueCount < due.length) due[dueCount] = box;
        else due.push(box);
        dueCount += 1;
      }
      if (box.count < box.frames.length) box.frames[box.count] = lastFrame;
      else box.frames.push(lastFrame);
      box.count += 1;
      box.bytes += lastFrame.length;
      if (box.bytes >= limitBytes) send(box);
    },
    flush: send,
  };
}
