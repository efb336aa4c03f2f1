// What one /echo.io socket may cost the server (docs/decisions.md, "Security"): a client that never reads is closed once 1 MiB waits for
// it, heartbeats are answered a few times a second, sockets of an ended token are closed, and sockets are capped
// per token and per client address.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { createLog } from '../../simulator/log';
import { createHub } from '../../simulator/realtime/hub';
import { REALTIME_LIMITS } from '../../simulator/realtime/limits';
import { registerEchoSocket } from '../../simulator/realtime/nodeAdapter';
import { startServer, type RunningServer } from '../../simulator/server/main';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 1, quiet: true });
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown, form = false) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...server.controlHeaders },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function login(loginName: string): Promise<string> {
  const json = await post('/api/user/login', { loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' }, true);
  return (json.hwdata as { token: string }).token;
}

type Client = { socket: WebSocket; frames: RealtimeMessage[]; closed: Promise<number>; until(test: (frames: RealtimeMessage[]) => boolean): Promise<void> };

function connect(url: string): Promise<Client> {
  const socket = new WebSocket(url);
  const frames: RealtimeMessage[] = [];
  let wake = () => undefined as void;
  socket.on('message', (data: Buffer) => {
    frames.push(decodeMessage(new Uint8Array(data)));
    wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const until = async (test: (f: RealtimeMessage[]) => boolean) => {
    while (!test(frames)) await new Promise<void>((resolve) => (wake = resolve));
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames, closed, until }));
    socket.once('error', reject);
  });
}

const echo = (token: string) => `${server.url.replace('http', 'ws')}/echo.io?sid=${token}`;

async function connections(): Promise<number> {
  const res = await fetch(`${server.url}/__sim/state`, { headers: server.controlHeaders });
  return ((await res.json()) as { connections: number }).connections;
}

async function untilConnections(expected: number): Promise<void> {
  while ((await connections()) !== expected) await new Promise((resolve) => setImmediate(resolve));
}

describe('one /echo.io socket is bounded', () => {
  it('answers a flood of heartbeats a few times, not once per heartbeat', async () => {
    const client = await connect(echo(await login('13800138000')));
    await untilConnections(1);
    for (let i = 0; i < 200; i += 1) client.socket.send(encodeMessage({ type: 'heartbeat', at: i, sentAt: i }));
    // Frames come in order: the pushed message arrives after every heartbeat answer the flood got.
    await new Promise<void>((resolve) => client.socket.send(encodeMessage({ type: 'heartbeat', at: 0, sentAt: 0 }), () => resolve()));
    await post('/__sim/push', { account: '13800138000', message: { type: 'massTexting', content: 'after the flood', totalUnreadMsg: 1 } });
    await client.until((frames) => frames.some((f) => f.type === 'massTexting'));
    const answers = client.frames.filter((f) => f.type === 'heartbeat').length;
    expect(answers).toBeGreaterThanOrEqual(1);
    expect(answers).toBeLessThanOrEqual(REALTIME_LIMITS.heartbeatsPerSecond * 3);
    client.socket.close();
    await untilConnections(0);
  });

  it('closes a socket that stopped reading once 1 MiB waits for it, and sends it nothing more', async () => {
    const client = await connect(echo(await login('13800138000')));
    await untilConnections(1);
    client.socket.pause();
    const content = 'x'.repeat(512 * 1024);
    let pushes = 0;
    // The kernel takes some megabytes first; after them every alarm would stay in the server's memory.
    while ((await connections()) === 1 && pushes < 400) {
      await post('/__sim/push', { account: '13800138000', message: { type: 'deviceAlarm', deviceCode: 'ABC123', deviceId: 'd1', totalUnreadMsg: 1, content } });
      pushes += 1;
    }
    expect(await connections()).toBe(0);
    expect(pushes).toBeLessThan(400);
    client.socket.resume();
    expect([1013, 1006]).toContain(await client.closed);
  }, 240_000);

  it('still sends one alarm bigger than the bound (5 MB) whole to a socket that reads', async () => {
    const client = await connect(echo(await login('13800138000')));
    await untilConnections(1);
    const content = `Overheat ${'x'.repeat(5 * 1024 * 1024)}`;
    const pushed = await post('/__sim/push', { account: '13800138000', message: { type: 'deviceAlarm', deviceCode: 'ABC123', deviceId: 'd1', totalUnreadMsg: 1, content } });
    expect(pushed.delivered).toBe(1);
    await client.until((frames) => frames.length === 1);
    expect((client.frames[0] as { content: string }).content).toHaveLength(content.length);
    client.socket.close();
    await untilConnections(0);
  });

  it('a socket whose token expired gets no alarm: it is closed with 4401', async () => {
    const client = await connect(echo(await login('13800138000')));
    await untilConnections(1);
    await post('/__sim/clock', { advanceMs: 31 * 24 * 3_600_000 });
    const pushed = await post('/__sim/push', { account: '13800138000', message: { type: 'deviceAlarm', deviceCode: 'ABC123', deviceId: 'd1', totalUnreadMsg: 1, content: 'after expiry' } });
    expect(pushed.delivered).toBe(0);
    expect(await client.closed).toBe(4401);
    expect(client.frames).toEqual([]);
  });

  it('the hub\'s sweep closes sockets of an expired token that nobody sends to', () => {
    let live = true;
    const closed: number[] = [];
    const hub = createHub({ resolveToken: () => (live ? 7 : undefined), now: () => 0, log: createLog(() => 0) });
    hub.connect('t', { send: () => true, close: (code) => closed.push(code) });
    expect(hub.sweep()).toBe(0);
    live = false;
    expect(hub.sweep()).toBe(1);
    expect(closed).toEqual([4401]);
    expect(hub.size()).toBe(0);
  });
});

describe('sockets are capped per token and per client address', () => {
  const limits = { ...REALTIME_LIMITS, socketsPerToken: 3, socketsPerAddress: 5 };
  let url = '';
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const app = Fastify();
    const hub = createHub({ resolveToken: (token) => (token.startsWith('ok') ? 1 : undefined), now: () => 0, log: createLog(() => 0), limits });
    const realtime = await registerEchoSocket(app, hub, limits);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/echo.io?sid=`;
    stop = async () => {
      realtime.close();
      await app.close();
    };
  });
  afterAll(() => stop());

  it('refuses the socket past the token\'s cap with 1008, and the address\'s cap across tokens', async () => {
    const first = await Promise.all([1, 2, 3].map(() => connect(`${url}ok-a`)));
    const fourth = await connect(`${url}ok-a`);
    expect(await fourth.closed).toBe(1008);
    const other = await Promise.all([1, 2].map(() => connect(`${url}ok-b`)));
    const sixth = await connect(`${url}ok-c`);
    expect(await sixth.closed).toBe(1008);
    // A socket that closes frees its place.
    first[0]!.socket.close();
    await first[0]!.closed;
    const again = await connect(`${url}ok-c`);
    again.socket.send(encodeMessage({ type: 'heartbeat', at: 1, sentAt: 1 }));
    await again.until((frames) => frames.length === 1);
    for (const c of [...first.slice(1), ...other, again]) c.socket.close();
  });
});
