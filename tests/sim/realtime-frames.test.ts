// How the Node server writes pushes (simulator/realtime/frameWriter.ts): each message is framed once, byte for byte as
// `ws` frames it, and the frames one socket gets in one turn of the event loop leave in one write, never later than
// that turn, and at once when they pass the coalescing bound.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as ws from 'ws';
import { binaryFrame, COALESCE_BYTES, createFrameWriter } from '../../simulator/realtime/frameWriter';

type Framing = { frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }): Buffer[] };
/** ws's own framing (exported at run time, not in its types): what a server's `send` of binary data puts on the wire. */
const wsFrame = (payload: Buffer) =>
  Buffer.concat((ws as unknown as { Sender: Framing }).Sender.frame(payload, { fin: true, opcode: 2, mask: false, readOnly: false, rsv1: false }));

/** A TCP socket stand-in that records each write it hands to the system: one entry per write, its chunks inside. */
function recordingSocket() {
  const writes: Buffer[][] = [];
  const socket = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writes.push([chunk]);
      done();
    },
    writev(chunks, done) {
      writes.push(chunks.map((c) => c.chunk as Buffer));
      done();
    },
  });
  return { socket, writes };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a push is framed once, as ws frames it', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('a payload of %i bytes', (length) => {
    const payload = Buffer.alloc(length, 7);
    payload[0 % Math.max(1, length)] = length % 251;
    expect(binaryFrame(payload).equals(wsFrame(payload))).toBe(true);
  });

  it('a view into a bigger buffer is framed from its own bytes only', () => {
    const backing = Buffer.from('xxhelloxx');
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 2, 5);
    expect(binaryFrame(view).equals(wsFrame(Buffer.from('hello')))).toBe(true);
  });
});

/** A writer and one socket's outbox: `write(payload)` queues a frame for that socket. */
function writerFor(socket: Writable) {
  const writer = createFrameWriter();
  const box = writer.outbox(socket);
  return { writer, box, write: (payload: Uint8Array) => writer.write(box, payload) };
}

describe('the frames of one turn leave a socket in one write', () => {
  it('three pushes to one socket in one turn: one write of three frames, after the turn', async () => {
    const { socket, writes } = recordingSocket();
    const { write } = writerFor(socket);
    const payloads = ['a', 'bb', 'ccc'].map((s) => Buffer.from(s));
    for (const payload of payloads) write(payload);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(Buffer.concat(writes[0]!).toString('latin1')).toBe(payloads.map((p) => binaryFrame(p).toString('latin1')).join(''));
  });

  it('one payload to many sockets: each gets the same bytes, framed once', async () => {
    const writer = createFrameWriter();
    const sockets = Array.from({ length: 20 }, recordingSocket);
    const payload = Buffer.from('alarm');
    for (const { socket } of sockets) writer.write(writer.outbox(socket), payload);
    await nextTurn();
    const frames = sockets.map(({ writes }) => writes.flat());
    expect(frames.every((list) => list.length === 1 && list[0]!.equals(binaryFrame(payload)))).toBe(true);
    // The same Buffer each time: the frame was built once for the twenty sockets.
    expect(new Set(frames.map((list) => list[0])).size).toBe(1);
  });

  it('frames of the next turn are a write of their own', async () => {
    const { socket, writes } = recordingSocket();
    const { write } = writerFor(socket);
    write(Buffer.from('first'));
    write(Buffer.from('and more'));
    await nextTurn();
    write(Buffer.from('second'));
    await nextTurn();
    const framed = (s: string) => binaryFrame(Buffer.from(s)).toString('latin1');
    // The second turn's write holds its own frame only, nothing left from the first turn's.
    expect(writes.map((chunks) => Buffer.concat(chunks).toString('latin1'))).toEqual([framed('first') + framed('and more'), framed('second')]);
  });

  it('leaves at once, inside the turn, once the coalescing bound is reached, and counts what waits until then', () => {
    const { socket, writes } = recordingSocket();
    const { write, box } = writerFor(socket);
    write(Buffer.alloc(COALESCE_BYTES / 2));
    expect(writes).toEqual([]);
    expect(box.bytes).toBe(binaryFrame(Buffer.alloc(COALESCE_BYTES / 2)).length);
    write(Buffer.alloc(COALESCE_BYTES / 2));
    expect(writes).toHaveLength(1);
    expect(Buffer.concat(writes[0]!).length).toBe(2 * binaryFrame(Buffer.alloc(COALESCE_BYTES / 2)).length);
    expect(box.bytes).toBe(0);
  });

  it('flush sends what waits at once, before anything written after it', async () => {
    const { socket, writes } = recordingSocket();
    const { write, writer, box } = writerFor(socket);
    write(Buffer.from('before the close'));
    writer.flush(box);
    socket.write(Buffer.from('close frame'));
    await nextTurn();
    expect(writes.map((chunks) => Buffer.concat(chunks).toString('latin1'))).toEqual([
      binaryFrame(Buffer.from('before the close')).toString('latin1'),
      'close frame',
    ]);
  });

  it('writes nothing to a stream that ended before the turn was over', async () => {
    const { socket, writes } = recordingSocket();
    const { write } = writerFor(socket);
    const errors: unknown[] = [];
    socket.on('error', (error) => errors.push(error));
    write(Buffer.from('too late'));
    socket.end();
    await nextTurn();
    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a socket that another writer corked stays corked until that writer lets go', async () => {
    const { socket, writes } = recordingSocket();
    const { write } = writerFor(socket);
    socket.cork();
    write(Buffer.from('held'));
    await nextTurn();
    expect(writes).toEqual([]);
    socket.uncork();
    expect(writes).toHaveLength(1);
  });
});
