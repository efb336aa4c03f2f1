// Slow requests and connection floods (docs/decisions.md, "Security"): a body that trickles in is cut like slow headers are, and one client
// address holds a bounded number of connections. The limits are made small here; their real values are in
// simulator/server/connectionLimits.ts.
import { connect as tcp, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import { CONNECTION_LIMITS } from '../../simulator/server/connectionLimits';
import { startServer, type RunningServer } from '../../simulator/server/main';

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function server(limits: Parameters<typeof startServer>[0]['connectionLimits']) {
  const started = await startServer({ port: 0, seed: 1, quiet: true, connectionLimits: limits });
  servers.push(started);
  return started;
}

function raw(url: string): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { port } = new URL(url);
  const socket = tcp(Number(port), '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return new Promise((resolve) => socket.once('connect', () => resolve({ socket, received: () => text, closed })));
}

describe('request timeouts', () => {
  it('keeps the real limit at 60 s for headers and bodies alike', () => {
    expect(CONNECTION_LIMITS.requestTimeoutMs).toBe(60_000);
  });

  it('cuts a body that trickles in, as it cuts slow headers, while a realtime socket stays open', async () => {
    const sim = await server({ requestTimeoutMs: 600, checkEveryMs: 100 });
    const login = await fetch(`${sim.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' }),
    });
    const token = ((await login.json()) as { hwdata: { token: string } }).hwdata.token;
    const realtime = new WebSocket(`${sim.url.replace('http', 'ws')}/echo.io?sid=${token}`);
    await new Promise((resolve) => realtime.once('open', resolve));

    const slow = await raw(sim.url);
    slow.socket.write('POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);

    // The socket opened before the slow body outlived the request timeout and still answers.
    const answer = new Promise<string>((resolve) => realtime.once('message', (data: Buffer) => resolve(decodeMessage(new Uint8Array(data)).type)));
    realtime.send(encodeMessage({ type: 'heartbeat', at: 1, sentAt: 1 }));
    expect(await answer).toBe('heartbeat');
    realtime.close();
  });
});

describe('connections per client address', () => {
  it('closes a connection past the address\'s cap before reading from it, and takes new ones once others close', async () => {
    const sim = await server({ perAddress: 4 });
    const held = await Promise.all([1, 2, 3, 4].map(() => raw(sim.url)));
    const extra = await raw(sim.url);
    await extra.closed;
    expect(extra.received()).toBe('');
    held[0]!.socket.destroy();
    await held[0]!.closed;
    const res = await fetch(`${sim.url}/__sim/state`, { headers: { ...sim.controlHeaders, connection: 'close' } });
    expect(res.status).toBe(200);
    for (const h of held) h.socket.destroy();
  });
});
