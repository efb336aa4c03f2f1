import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { startServer, type RunningServer } from '../../simulator/server/main';

let server: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sim-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startServer({ port: 0, distDir: dist, seed: 1, quiet: true });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function post(path: string, body: unknown, form = false) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...server.controlHeaders },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function login(loginName: string): Promise<string> {
  const { json } = await post('/api/user/login', { loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' }, true);
  return (json.hwdata as { token: string }).token;
}

type Client = { socket: WebSocket; next(): Promise<RealtimeMessage>; closed: Promise<number> };

/** Opens /echo.io and queues decoded frames, so a test awaits the next one instead of sleeping. */
function connect(token: string): Promise<Client> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/echo.io?sid=${token}`);
  const frames: RealtimeMessage[] = [];
  const waiters: ((m: RealtimeMessage) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message = decodeMessage(new Uint8Array(data));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else frames.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client: Client = {
    socket,
    closed,
    next: () => {
      const queued = frames.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiters.push(resolve));
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** The server registers the socket right after the handshake; wait until it shows in the state. */
async function connectedUsers(expected: number): Promise<Record<string, number>> {
  for (;;) {
    const res = await fetch(`${server.url}/__sim/state`, { headers: server.controlHeaders });
    const state = (await res.json()) as { connections: number; connectionsPerUser: Record<string, number> };
    if (state.connections >= expected) return state.connectionsPerUser;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the /echo.io realtime channel of the Node server', () => {
  it('serves the console and falls back to index.html for client routes', async () => {
    const res = await fetch(`${server.url}/index/?listType=list`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('id="root"');
  });

  it('delivers a pushed message to the user and answers a heartbeat', async () => {
    const client = await connect(await login('13800138000'));
    expect(await connectedUsers(1)).toMatchObject({ 1001: 1 });
    // (A pushed user-logout message ends the session too: tests/sim/hardening-limits.test.ts.)
    const pushed = await post('/__sim/push', { account: '13800138000', message: { type: 'massTexting', content: 'Maintenance tonight', totalUnreadMsg: 2 } });
    expect(pushed.json.delivered).toBe(1);
    expect(await client.next()).toMatchObject({ type: 'massTexting', content: 'Maintenance tonight', totalUnreadMsg: 2 });

    client.socket.send(encodeMessage({ type: 'heartbeat', at: 1, sentAt: 1 }));
    expect((await client.next()).type).toBe('heartbeat');

    await post('/__sim/push', { account: '13800138000', message: { type: 'deviceAlarm', deviceCode: 'ABC123', deviceId: 'd1', totalUnreadMsg: 5, content: 'Overheat' } });
    expect(await client.next()).toMatchObject({ type: 'deviceAlarm', deviceCode: 'ABC123', totalUnreadMsg: 5, content: 'Overheat' });

    expect((await post('/__sim/drop', { account: '13800138000' })).json.dropped).toBe(1);
    expect(await client.closed).toBe(4000);
  });

  it('closes the sockets of a logged-out or expired token with 4401', async () => {
    const token = await login('ent@example.com');
    const client = await connect(token);
    await connectedUsers(1);
    await post('/api/user/logout', { token }, true);
    expect(await client.closed).toBe(4401);

    const again = await connect(await login('ent@example.com'));
    await connectedUsers(1);
    await post('/__sim/expire', { account: 'ent@example.com' });
    expect(await again.closed).toBe(4401);
  });

  it('refuses an unknown token with close code 4401', async () => {
    const client = await connect('not-a-token');
    expect(await client.closed).toBe(4401);
  });
});
