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
 * Writes binary frames to the sockets' TCP streams. A socket is corked at its first frame of a turn and uncorked
 * once the code that pushed has returned (nextTick), or at once when `limitBytes` wait: nothing waits past the turn
 * it was sent in, and what is queued (ws's `bufferedAmount`, the output bound) still counts every frame.
 * The payload last framed is kept: a push hands the same encoded message to each of the user's sockets in a row,
 * and a payload is never changed after it was sent (each push encodes its own).
 */
export function createFrameWriter(limitBytes = COALESCE_BYTES) {
  const corked = new Set<Writable>();
  let lastPayload: Uint8Array | undefined;
  let lastFrame: Buffer = NO_FRAME;
  const flush = () => {
    for (const raw of corked) raw.uncork();
    corked.clear();
    // A big alarm's frame is not kept past its turn.
    lastPayload = undefined;
    lastFrame = NO_FRAME;
  };
  return (raw: Writable, payload: Uint8Array): void => {
    if (corked.size === 0) process.nextTick(flush);
    if (payload !== lastPayload) {
      lastFrame = binaryFrame(payload);
      lastPayload = payload;
    }
    if (!corked.has(raw)) {
      raw.cork();
      corked.add(raw);
    }
    raw.write(lastFrame);
    if (raw.writableLength >= limitBytes) {
      corked.delete(raw);
      raw.uncork();
    }
  };
}
