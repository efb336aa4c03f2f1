// Faults in front of a real cloud: a second server stands in for the cloud, the first proxies to it (CLOUD_URL).
// The control API answers there with the same key rules; the fault engine works on proxied calls and frames; the
// world-changing calls answer 409; the journal and verify work in both modes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeMessage } from '../../src/domain/realtime/codec';
import { startServer, type RunningServer } from '../../simulator/server/main';

let cloud: RunningServer;
let proxy: RunningServer;

const form = { loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' };

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  return ((await res.json()) as { hwdata: { token: string } }).hwdata.token;
}

const control = (server: RunningServer, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  fetch(`${server.url}/__sim/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...server.controlHeaders, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const select = (base: string, token: string) =>
  fetch(`${base}/api/machine/select`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: token }, body: 'terminalID=t&version=1' });

beforeAll(async () => {
  cloud = await startServer({ port: 0, seed: 1, quiet: true });
  proxy = await startServer({ port: 0, cloudUrl: cloud.url, quiet: true });
});

afterAll(async () => {
  await proxy.close();
  await cloud.close();
});

describe('the control API behind CLOUD_URL', () => {
  it('keeps the key rules: no key 401, a foreign Origin 403', async () => {
    expect((await fetch(`${proxy.url}/__sim/faults`)).status).toBe(401);
    expect((await control(proxy, 'faults', { headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await control(proxy, 'faults')).status).toBe(200);
  });

  it('answers 409 "not in proxy mode" to the calls that change a world', async () => {
    for (const [path, body] of [['reset', {}], ['push', { account: 'x', message: { type: 'massTexting' } }], ['clock', { advanceMs: 1 }]] as const) {
      const res = await control(proxy, path, { body });
      expect(res.status, path).toBe(409);
      expect(((await res.json()) as { error: string }).error).toContain('not in proxy mode');
    }
    expect((await control(proxy, 'state')).status).toBe(409);
  });

  it('applies status, hwcode, method, limit and account faults to proxied calls', async () => {
    const token = await login(proxy.url);
    await control(proxy, 'faults', { body: [{ path: '/api/machine/select', status: 503, limit: 1, method: 'POST' }, { path: '/api/machine/select', hwcode: 113, account: 'ent@example.com', limit: 1 }] });
    // Added last, the hwcode fault answers; the status fault counts its hit.
    const first = await select(proxy.url, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ hwcode: 113, hwdata: 'fault 2 injected' });
    // Both limits spent: the cloud answers again.
    expect(await (await select(proxy.url, token)).json()).toMatchObject({ hwcode: 0 });
    const { faults } = (await (await control(proxy, 'faults')).json()) as { faults: { id: number; hits: number; active: boolean }[] };
    expect(faults.map((f) => [f.id, f.hits, f.active])).toEqual([[1, 1, false], [2, 1, false]]);
    await control(proxy, 'faults', { method: 'DELETE' });
  });

  it('an account fault picks the calls of that account only (learned from the sign-in that went through)', async () => {
    const other = await (async () => {
      const res = await fetch(`${proxy.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...form, loginName: '13800138000' }) });
      return ((await res.json()) as { hwdata: { token: string } }).hwdata.token;
    })();
    const token = await login(proxy.url);
    await control(proxy, 'faults', { body: { path: '/api/**', status: 500, account: 'ent@example.com' } });
    expect((await select(proxy.url, token)).status).toBe(500);
    expect((await select(proxy.url, other)).status).toBe(200);
    await control(proxy, 'faults', { method: 'DELETE' });
  });

  it('holds a timed-out call, then closes the connection without an answer', async () => {
    await control(proxy, 'faults', { body: { path: '/api/machine/select', timeoutMs: 50, limit: 1 } });
    await expect(select(proxy.url, 'x')).rejects.toThrow();
    await control(proxy, 'faults', { method: 'DELETE' });
  });

  it('drops and delays the cloud\'s realtime frames on the way through', async () => {
    const token = await login(proxy.url);
    await control(proxy, 'faults', { body: { path: '/echo.io', realtime: 'drop', limit: 1 } });
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/echo.io?sid=${token}`);
    const frames: unknown[] = [];
    socket.on('message', (data: Buffer) => frames.push(decodeMessage(new Uint8Array(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const push = async (content: string) => {
      for (;;) {
        const res = await fetch(`${cloud.url}/__sim/push`, { method: 'POST', headers: cloud.controlHeaders, body: JSON.stringify({ account: 'ent@example.com', message: { type: 'massTexting', content, totalUnreadMsg: 1 } }) });
        if (((await res.json()) as { delivered: number }).delivered > 0) return;
      }
    };
    await push('first');
    await push('second');
    await expect.poll(() => frames.length).toBe(1);
    expect(frames[0]).toMatchObject({ content: 'second' });
    const { faults } = (await (await control(proxy, 'faults')).json()) as { faults: { dropped: number }[] };
    expect(faults[0]!.dropped).toBe(1);
    socket.close();
    await control(proxy, 'faults', { method: 'DELETE' });
  });
});

describe('the request journal and verify', () => {
  it('lists proxied calls with redacted bodies, hwcode and timings, filtered by path, method and account', async () => {
    await control(proxy, 'requests', { method: 'DELETE' });
    const token = await login(proxy.url);
    await select(proxy.url, token);
    const res = await control(proxy, 'requests?path=/api/**&account=ent@example.com');
    const { requests } = (await res.json()) as { requests: { path: string; method: string; hwcode: string; requestBody: string; responseBody: string; timings: { waitMs: number }; source: string }[] };
    expect(requests.map((r) => r.path)).toEqual(['/api/user/login', '/api/machine/select']);
    expect(requests[0]!.requestBody).not.toContain('demo1234');
    expect(requests[0]!.responseBody).not.toContain(token);
    expect(requests[1]).toMatchObject({ method: 'POST', hwcode: '0', source: 'proxied' });
    expect(requests[1]!.timings.waitMs).toBeGreaterThanOrEqual(0);
    const posts = (await (await control(proxy, 'requests?method=GET')).json()) as { count: number };
    expect(posts.count).toBe(0);
  });

  it('verify answers ok with the matched calls, or not ok with the count', async () => {
    const yes = (await (await control(proxy, 'verify', { body: { path: '/api/machine/select', method: 'POST', count: { atLeast: 1 } } })).json()) as { ok: boolean; count: number; matched: unknown[] };
    expect(yes.ok).toBe(true);
    expect(yes.matched.length).toBe(yes.count);
    const no = (await (await control(proxy, 'verify', { body: { path: '/api/machine/select', count: { exactly: 0 } } })).json()) as { ok: boolean; expected: string };
    expect(no).toMatchObject({ ok: false, expected: 'exactly 0' });
    expect((await control(proxy, 'verify', { body: { path: '/x', count: { atLeast: -1 } } })).status).toBe(400);
  });

  it('keeps a journal in the simulated mode too, bounded by its size', async () => {
    const small = await startServer({ port: 0, seed: 1, quiet: true, journalSize: 2 });
    try {
      const token = await login(small.url);
      await select(small.url, token);
      await select(small.url, token);
      const { requests, capacity } = (await (await control(small, 'requests')).json()) as { requests: { path: string; account?: string[]; source: string }[]; capacity: number };
      expect(capacity).toBe(2);
      expect(requests.map((r) => r.path)).toEqual(['/api/machine/select', '/api/machine/select']);
      expect(requests[0]).toMatchObject({ source: 'simulated', account: expect.arrayContaining(['ent@example.com']) });
    } finally {
      await small.close();
    }
  });

  it('reads a cloud\'s compressed answer for the journal (hwcode, body) and passes it on compressed', async () => {
    const gz = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify({ hwcode: '01020105', hwdata: { token: 'zipped-token-123' } })));
    });
    await new Promise<void>((resolve) => gz.listen(0, '127.0.0.1', resolve));
    const front = await startServer({ port: 0, cloudUrl: `http://127.0.0.1:${(gz.address() as AddressInfo).port}`, quiet: true });
    try {
      const res = await fetch(`${front.url}/api/user/selectInfo`, { method: 'POST', headers: { 'accept-encoding': 'gzip' } });
      expect(await res.json()).toMatchObject({ hwcode: '01020105' });
      const { requests } = (await (await control(front, 'requests')).json()) as { requests: { hwcode: string; responseBody: string }[] };
      expect(requests[0]).toMatchObject({ hwcode: '01020105' });
      expect(requests[0]!.responseBody).toContain('"token":"[token]"');
    } finally {
      await front.close();
      gz.close();
    }
  });
});
