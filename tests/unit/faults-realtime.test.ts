// Realtime under faults: reconnects spread over a second of jitter, undecodable frames counted and logged at a
// bounded rate, and a text too long for a toast clipped.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { RECONNECT_DELAY_MS, RECONNECT_JITTER_MS } from '../../src/domain/constants';
import { clipText } from '../../src/domain/realtime/clip';
import { encodeMessage } from '../../src/domain/realtime/codec';
import { realtimeMachine, reconnectDelay } from '../../src/machines/realtime.machine';
import { BAD_FRAME_LOG_MS, createEchoSocket, type WebSocketLike } from '../../src/transport/echoSocket';

describe('reconnect jitter', () => {
  it('waits the spec’s 5 s plus up to one second drawn from the provided source', () => {
    expect(reconnectDelay(() => 0)()).toBe(RECONNECT_DELAY_MS);
    expect(reconnectDelay(() => 0.9999)()).toBe(RECONNECT_DELAY_MS + RECONNECT_JITTER_MS - 1);
  });

  it('reconnects after the jittered delay, not before', () => {
    vi.useFakeTimers();
    try {
      const opened: string[] = [];
      const actor = createActor(
        realtimeMachine.provide({
          actions: { openSocket: (_, params) => void opened.push(params.token) },
          delays: { RECONNECT_DELAY: reconnectDelay(() => 0.5) },
        }),
      ).start();
      actor.send({ type: 'TOKEN_PRESENT', token: 't' });
      actor.send({ type: 'SOCKET_DROPPED' });
      vi.advanceTimersByTime(RECONNECT_DELAY_MS + 499);
      expect(opened).toEqual(['t']);
      vi.advanceTimersByTime(1);
      expect(opened).toEqual(['t', 't']);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

class FakeSocket implements WebSocketLike {
  static last: FakeSocket;
  binaryType = '';
  readyState = 1;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send() {}
  close() {}
}

describe('undecodable frames', () => {
  it('are dropped, counted and logged at most once per interval; a two-byte frame is no alarm', () => {
    let now = 0;
    const lines: string[] = [];
    const socket = createEchoSocket({ url: () => 'ws://x', WebSocketImpl: FakeSocket, now: () => now, warn: (line) => lines.push(line) });
    const messages: unknown[] = [];
    let bad = 0;
    socket.messages$.subscribe((m) => messages.push(m));
    socket.badFrames$.subscribe((n) => (bad = n));
    socket.open('t');
    for (let i = 0; i < 50; i += 1) FakeSocket.last.onmessage?.({ data: new Uint8Array([0x08, 0x01]).buffer });
    expect(messages).toEqual([]);
    expect(bad).toBe(50);
    expect(lines).toHaveLength(1);
    now += BAD_FRAME_LOG_MS;
    FakeSocket.last.onmessage?.({ data: 'text' });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('dropped 50 undecodable frame(s), 51 in all');
    // A good frame still goes through.
    FakeSocket.last.onmessage?.({ data: encodeMessage({ type: 'massTexting', content: 'hi', totalUnreadMsg: 1, sentAt: 1 }) });
    expect(messages).toHaveLength(1);
  });
});

describe('clipping', () => {
  it('cuts long texts with an ellipsis, never inside a surrogate pair, and leaves short ones', () => {
    expect(clipText('short', 10)).toEqual({ text: 'short', clipped: false });
    expect(clipText('x'.repeat(20), 10)).toEqual({ text: `${'x'.repeat(10)}…`, clipped: true });
    const clipped = clipText(`${'x'.repeat(9)}😀tail`, 10);
    expect(clipped.text).toBe(`${'x'.repeat(9)}…`);
  });
});
