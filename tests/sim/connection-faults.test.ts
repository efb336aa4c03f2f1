// Connection faults (Toxiproxy's toxics) from raw HTTP, in the simulated mode and behind CLOUD_URL: bandwidth,
// slow close, slicer, reset, garbage, and two of them stacked. What is asserted is what a client sees on the
// socket (pieces, an answer cut by a reset, a body that is no JSON, a connection held after the last byte), never
// how long it took.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { parseFault } from '../../simulator/faults/faultSpec';

type Raw = { head: string; body: Buffer; reads: number; error?: string; bodyCompleteBeforeClose: boolean };

let token = '';

/**
 * One GET over a fresh socket; the answer as read, how many reads the body took and how the socket ended. Ends at
 * the socket's close, or once the body is whole when `untilClose` is not asked (a proxied answer may keep the
 * connection alive).
 */
function rawGet(url: string, path: string, untilClose = false): Promise<Raw> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let reads = 0;
    let error: string | undefined;
    let completeAt: boolean | undefined;
    const split = () => {
      const all = Buffer.concat(chunks);
      const at = all.indexOf('\r\n\r\n');
      return at < 0 ? { head: all.toString(), body: Buffer.alloc(0) } : { head: all.subarray(0, at).toString(), body: all.subarray(at + 4) };
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      reads += 1;
      const { head, body } = split();
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
      if (length >= 0 && body.length >= length) {
        completeAt ??= true;
        if (!untilClose) socket.destroy();
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => resolve({ ...split(), reads, error, bodyCompleteBeforeClose: completeAt === true }));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\ncloudtoken: ${token}\r\nConnection: close\r\n\r\n`);
  });
}

const addFault = async (server: RunningServer, fault: unknown) => {
  const res = await fetch(`${server.url}/__sim/faults`, { method: 'POST', headers: server.controlHeaders, body: JSON.stringify(fault) });
  expect(res.status, await res.clone().text()).toBe(200);
};
const clearFaults = (server: RunningServer) => fetch(`${server.url}/__sim/faults`, { method: 'DELETE', headers: server.controlHeaders });

// A GET answered with a JSON body of some length in both modes: the device icons (signed in).
const PATH = '/api/internal/v1/icons';

let cloud: RunningServer;
let proxy: RunningServer;
beforeAll(async () => {
  cloud = await startServer({ port: 0, seed: 1, quiet: true });
  proxy = await startServer({ port: 0, cloudUrl: cloud.url, quiet: true });
  const res = await fetch(`${cloud.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' }),
  });
  token = ((await res.json()) as { hwdata: { token: string } }).hwdata.token;
});
afterAll(async () => {
  await proxy.close();
  await cloud.close();
});

describe('a connection fault is checked like every fault', () => {
  it('refuses unknown keys, empty ones and a mix with latency or status', () => {
    expect(parseFault({ path: '/api/**', connection: { bandwidth: 100 } }).ok).toBe(true);
    expect(parseFault({ path: '/api/**', connection: {} })).toMatchObject({ ok: false, error: expect.stringContaining('connection needs') });
    expect(parseFault({ path: '/api/**', connection: { toxic: 1 } })).toMatchObject({ ok: false, error: expect.stringContaining('unknown key') });
    expect(parseFault({ path: '/api/**', connection: { garbage: 'cut' }, status: 500 })).toMatchObject({ ok: false, error: expect.stringContaining('another fault') });
    expect(parseFault({ path: '/api/**', connection: { bandwidth: 0 } }).ok).toBe(false);
  });
});

describe.each([
  ['the simulated mode', () => cloud],
  ['behind CLOUD_URL', () => proxy],
])('connection faults in %s', (_name, server) => {
  it('answers whole without a fault (the baseline)', async () => {
    const plain = await rawGet(server().url, PATH);
    expect(plain.head).toMatch(/^HTTP\/1.1 200/);
    expect(() => JSON.parse(plain.body.toString()) as unknown).not.toThrow();
    expect(plain.body.length).toBeGreaterThan(200);
  });

  it('slicer: the answer arrives in many small pieces, whole', async () => {
    await addFault(server(), { path: PATH, connection: { slicer: { averageSize: 40, sizeVariation: 10, delayMs: 5 } } });
    const sliced = await rawGet(server().url, PATH);
    await clearFaults(server());
    expect(sliced.reads).toBeGreaterThan(4);
    expect(() => JSON.parse(sliced.body.toString()) as unknown).not.toThrow();
  });

  it('bandwidth: the answer arrives in pieces of at most a tenth of a second\'s bytes, whole', async () => {
    await addFault(server(), { path: PATH, connection: { bandwidth: 2000 } });
    const slow = await rawGet(server().url, PATH);
    await clearFaults(server());
    expect(slow.reads).toBeGreaterThan(2);
    expect(() => JSON.parse(slow.body.toString()) as unknown).not.toThrow();
  });

  it('reset: the connection is reset mid-answer, after the bytes asked', async () => {
    await addFault(server(), { path: PATH, connection: { reset: { afterBytes: 30 } } });
    const cut = await rawGet(server().url, PATH, true);
    await clearFaults(server());
    const length = Number(/content-length: (\d+)/i.exec(cut.head)?.[1]);
    expect(cut.body.length).toBeLessThan(length);
    expect(cut.body.length).toBeLessThanOrEqual(30);
    expect(cut.error).toBe('ECONNRESET');
  });

  it('garbage: a valid HTTP answer whose body is cut, or broken JSON', async () => {
    for (const kind of ['cut', 'json'] as const) {
      await addFault(server(), { path: PATH, connection: { garbage: kind } });
      const bad = await rawGet(server().url, PATH);
      await clearFaults(server());
      expect(bad.head).toMatch(/^HTTP\/1.1 200/);
      expect(Number(/content-length: (\d+)/i.exec(bad.head)?.[1])).toBe(bad.body.length);
      expect(bad.error).toBeUndefined();
      expect(() => JSON.parse(bad.body.toString()) as unknown, kind).toThrow();
    }
  });

  it('slow close: the whole body arrives, the connection stays open, then closes', async () => {
    await addFault(server(), { path: PATH, connection: { slowCloseMs: 150 } });
    const held = await rawGet(server().url, PATH, true);
    await clearFaults(server());
    expect(held.bodyCompleteBeforeClose).toBe(true);
    expect(held.head).toMatch(/connection: close/i);
    expect(() => JSON.parse(held.body.toString()) as unknown).not.toThrow();
  });

  it('stacks: garbage and slicer together send broken JSON in pieces, and count a hit each', async () => {
    await addFault(server(), [{ path: PATH, connection: { garbage: 'json' } }, { path: '/api/**', connection: { slicer: { averageSize: 30 } } }]);
    const both = await rawGet(server().url, PATH);
    const { faults } = (await (await fetch(`${server().url}/__sim/faults`, { headers: server().controlHeaders })).json()) as { faults: { hits: number }[] };
    await clearFaults(server());
    expect(both.reads).toBeGreaterThan(2);
    expect(() => JSON.parse(both.body.toString()) as unknown).toThrow();
    expect(faults.map((f) => f.hits)).toEqual([1, 1]);
  });
});
