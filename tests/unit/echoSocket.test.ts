import { describe, expect, it } from 'vitest';
import { createEchoSocket, type SocketStatus, type WebSocketLike } from '../../src/transport/echoSocket';
import { decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { echoUrl } from '../../src/transport/config';

class FakeSocket implements WebSocketLike {
  static made: FakeSocket[] = [];
  binaryType = 'blob';
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  sent: Uint8Array[] = [];
  closedByClient = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  // Server side of the fake:
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

function setup() {
  FakeSocket.made = [];
  const socket = createEchoSocket({
    url: (token) => echoUrl(token, { protocol: 'https:', host: 'cloud.test' }),
    WebSocketImpl: FakeSocket,
    now: () => 1_795_000_000_000,
  });
  const messages: RealtimeMessage[] = [];
  const statuses: SocketStatus[] = [];
  let bad = 0;
  socket.messages$.subscribe((m) => messages.push(m));
  socket.status$.subscribe((s) => statuses.push(s));
  socket.badFrames$.subscribe((n) => (bad = n));
  return { socket, messages, statuses, bad: () => bad };
}

const alarm: RealtimeMessage = {
  type: 'deviceAlarm',
  deviceCode: 'PN-1',
  deviceId: '42',
  totalUnreadMsg: 3,
  content: '温度过高',
  sentAt: 1_795_000_000_000,
};

function asArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('echo socket', () => {
  it('connects to /echo.io with the token as sid, over wss on https pages, reading binary frames', () => {
    const { socket } = setup();
    socket.open('to k/en');
    expect(FakeSocket.made[0]?.url).toBe('wss://cloud.test/echo.io?sid=to%20k%2Fen');
    expect(FakeSocket.made[0]?.binaryType).toBe('arraybuffer');
    expect(echoUrl('t', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/echo.io?sid=t');
  });

  it('decodes pushed frames into messages', () => {
    const { socket, messages, statuses } = setup();
    socket.open('t');
    FakeSocket.made[0]?.accept();
    FakeSocket.made[0]?.push(asArrayBuffer(encodeMessage(alarm)));
    expect(statuses).toEqual(['open']);
    expect(messages).toEqual([alarm]);
  });

  it('drops and counts bad frames and keeps going', () => {
    const { socket, messages, bad } = setup();
    socket.open('t');
    const server = FakeSocket.made[0];
    server?.accept();
    server?.push(asArrayBuffer(new Uint8Array([0xff, 0xff, 0xff])));
    server?.push('not binary');
    server?.push(asArrayBuffer(encodeMessage(alarm)));
    expect(bad()).toBe(2);
    expect(messages).toEqual([alarm]);
  });

  it('sends an encoded heartbeat frame only while open', () => {
    const { socket } = setup();
    socket.open('t');
    const server = FakeSocket.made[0];
    expect(socket.heartbeat()).toBe(false);
    server?.accept();
    expect(socket.heartbeat()).toBe(true);
    expect(server?.sent).toHaveLength(1);
    expect(decodeMessage(server!.sent[0]!)).toEqual({
      type: 'heartbeat',
      at: 1_795_000_000_000,
      sentAt: 1_795_000_000_000,
    });
  });

  it('reports a drop as closed and does not reconnect by itself', () => {
    const { socket, statuses } = setup();
    socket.open('t');
    FakeSocket.made[0]?.accept();
    FakeSocket.made[0]?.drop();
    expect(statuses).toEqual(['open', 'closed']);
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket.heartbeat()).toBe(false);
    socket.open('t');
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('close() shuts the socket without reporting a drop; reopening replaces the old socket', () => {
    const { socket, statuses } = setup();
    socket.open('a');
    FakeSocket.made[0]?.accept();
    socket.open('b');
    expect(FakeSocket.made[0]?.closedByClient).toBe(true);
    FakeSocket.made[1]?.accept();
    socket.close();
    expect(FakeSocket.made[1]?.closedByClient).toBe(true);
    // Late events of the old sockets are ignored.
    FakeSocket.made[0]?.drop();
    FakeSocket.made[1]?.push(asArrayBuffer(encodeMessage(alarm)));
    expect(statuses).toEqual(['open', 'open']);
  });
});
