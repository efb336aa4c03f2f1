// The server's edges as an attacker meets them with raw HTTP: the control API's key cannot be skipped through the
// path's spelling, undeclared methods answer 405, `/` opens the console, X-Forwarded-For is the client's only
// behind a trusted proxy, realtime frames are bounded, passwords stay out of the log, control bodies are JSON and
// the logo check keeps to this host.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { checkLogoUrl } from '../../src/domain/platform';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { canonicalTarget } from '../../simulator/server/canonicalPath';
import { redactTarget } from '../../simulator/server/requestLog';

let dist: string;
let server: RunningServer;
const logLines: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'edges-security-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root">console</div>');
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  server = await startServer({ port: 0, distDir: dist, seed: 1, quiet: true, logStream });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const port = () => Number(new URL(server.url).port);

/** One raw HTTP/1.1 request: the target goes out exactly as written (curl --path-as-is). */
function raw(head: string, body = ''): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => {
      const [headers = '', rest = ''] = answer.split('\r\n\r\n', 2);
      resolve({ status: Number(answer.split(' ', 2)[1]), headers: headers.toLowerCase(), body: rest });
    });
    socket.on('error', reject);
  });
}

async function signIn(loginName: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams({ loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'u', terminalType: 'web', terminalName: 'V', terminalOS: 'L', loginOemId: '' }),
  });
  const answer = (await res.json()) as { hwcode: number; hwdata: { token: string } };
  expect(answer.hwcode).toBe(0);
  return answer.hwdata.token;
}

describe('the control API behind any spelling of its path', () => {
  const spellings = [
    '/api/../__SIM/state',
    '/api/../__sim/state',
    '/eapi/../__Sim/state',
    '/api/..%2f__sim/state',
    '/api/%2e%2e/__sim/state',
    '/api/.%2e/__sim/state',
    '/__SIM/state',
    '/__Sim/state',
    '/%5f%5fsim/state',
    '/api/..\\__sim/state',
    '/./__sim/state',
    '/__sim/hmi/../state',
    'http://evil.example/__SIM/state',
  ];
  it.each(spellings)('never answers %s without the key (evil Host or local Host)', async (target) => {
    for (const host of ['evil.example', `localhost:${port()}`]) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: ${host}`);
      expect(answer.status, `${target} with Host ${host}`).not.toBe(200);
      expect([400, 401, 403, 404]).toContain(answer.status);
      expect(answer.body).not.toContain('liveSessions');
    }
  });

  it('refuses dot segments and encoded slashes with 400', async () => {
    for (const target of ['/api/../__SIM/state', '/api/..%2f__sim/state', '/api/%2e%2e/x', '/api/a%5cb', '/api/a\\b', '/api/%zz']) {
      expect((await raw(`GET ${target} HTTP/1.1\r\nHost: localhost:${port()}`)).status, target).toBe(400);
    }
  });

  it('confirms no QR sign-in through /api/../__sim/qr/confirm', async () => {
    const qr = (await (await fetch(`${server.url}/api/user/getQrToken`, { method: 'POST' })).json()) as { hwdata?: { qrToken?: string } };
    const qrToken = qr.hwdata?.qrToken ?? 'none';
    const body = JSON.stringify({ account: '13800138000', qrToken });
    for (const host of ['evil.example', `localhost:${port()}`]) {
      for (const target of ['/api/../__sim/qr/confirm', '/api/../__SIM/qr/confirm', '/__SIM/qr/confirm']) {
        const answer = await raw(`POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json`, body);
        expect(answer.status, `${target} with Host ${host}`).not.toBe(200);
      }
    }
    expect(server.sim!.log.entries().some((e) => e.text.includes('QR login confirmed'))).toBe(false);
  });

  it('guards the folded spelling with the key, and answers it with the key', async () => {
    expect((await raw(`GET /__SIM/state HTTP/1.1\r\nHost: localhost:${port()}`)).status).toBe(401);
    const keyed = await raw(`GET /__SIM/state HTTP/1.1\r\nHost: localhost:${port()}\r\nAuthorization: Bearer ${server.controlKey}`);
    expect(keyed.status).toBe(200);
  });

  it('gives the guard, the router and msw one path', () => {
    expect(canonicalTarget('/__SIM/State?x=1')).toEqual({ ok: true, url: '/__sim/State?x=1', path: '/__sim/State' });
    expect(canonicalTarget('/API/user/login')).toMatchObject({ ok: true, path: '/api/user/login' });
    for (const bad of ['http://other.example/api/x', '//other/api', '/a/./b', '/a/%2E%2e/b', '/a%2Fb', '/a%5Cb', '/a\\b', '/a%00b', '/a#b', '/%e0%a4%a']) expect(canonicalTarget(bad).ok, bad).toBe(false);
  });
});

describe('methods the API does not declare', () => {
  it.each(['TRACE', 'PATCH', 'DELETE', 'PUT'])('answers %s on a GET-only call 405 with Allow', async (method) => {
    const answer = await raw(`${method} /api/user/v1/passVerify?password=x HTTP/1.1\r\nHost: localhost:${port()}`);
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatch(/\r\nallow: get, head, options(\r\n|$)/);
    expect(answer.body).not.toContain('hwcode');
  });

  it('answers TRACE on any API path without a server error', async () => {
    for (const target of ['/api/user/login', '/eapi/web/c/project/info', '/api/nothing/here', '/__sim/state', '/geocode']) {
      const answer = await raw(`TRACE ${target} HTTP/1.1\r\nHost: localhost:${port()}\r\nAuthorization: Bearer ${server.controlKey}`);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
    }
  });

  it('still answers the declared method, and HEAD and OPTIONS of a GET call', async () => {
    const token = await signIn('13800138000');
    const get = await fetch(`${server.url}/api/user/v1/passVerify?password=demo1234`, { headers: { cloudtoken: token } });
    expect(((await get.json()) as { hwcode: number }).hwcode).toBe(0);
    expect((await fetch(`${server.url}/api/user/v1/passVerify?password=demo1234`, { method: 'HEAD', headers: { cloudtoken: token } })).status).toBe(200);
    const options = await fetch(`${server.url}/api/user/v1/passVerify`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('the console at /', () => {
  it('opens the console instead of answering 403', async () => {
    // As curl asks it: no Accept-Encoding (fetch's gzip preference used to hide the 403).
    for (const head of [`GET / HTTP/1.1\r\nHost: localhost:${port()}`, `GET /?lang=en HTTP/1.1\r\nHost: localhost:${port()}`]) {
      const answer = await raw(head);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('id="root"');
    }
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
  });
});

describe('X-Forwarded-For', () => {
  const loginIpOf = (token: string, sim = server.sim!) => sim.world.sessions.get(token)?.loginIp;

  it('is ignored unless the operator trusts a proxy', async () => {
    const token = await signIn('13800138000', { 'x-forwarded-for': '6.6.6.6' });
    expect(loginIpOf(token)).toBe('127.0.0.1');
  });

  it('names the client behind a trusted proxy', async () => {
    const proxied = await startServer({ port: 0, seed: 1, quiet: true, trustProxy: true });
    try {
      const res = await fetch(`${proxied.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.7' },
        body: new URLSearchParams({ loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'u', terminalType: 'web', terminalName: 'V', terminalOS: 'L', loginOemId: '' }),
      });
      const token = ((await res.json()) as { hwdata: { token: string } }).hwdata.token;
      expect(loginIpOf(token, proxied.sim!)).toBe('203.0.113.7');
    } finally {
      await proxied.close();
    }
  });
});

describe('realtime frames', () => {
  it('closes a signed-in client that sends a frame above 64 KiB with 1009', async () => {
    const token = await signIn('13800138000');
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/echo.io?sid=${token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(Buffer.alloc(64 * 1024 + 1));
    expect(await closed).toBe(1009);
  });
});

describe('the request log', () => {
  it('never writes the password of passVerify, nor codes and tokens of a query string', async () => {
    const token = await signIn('13800138000');
    await fetch(`${server.url}/api/user/v1/passVerify?password=Sekr3t-Passw0rd`, { headers: { cloudtoken: token } });
    await fetch(`${server.url}/api/user/v1/passVerify?PassWord=Other-Sekr3t&x=1`, { headers: { cloudtoken: token } });
    await fetch(`${server.url}/api/anything?pwd=p-Sekr3t&code=123987&token=t-Sekr3t&keep=visible`);
    await expect.poll(() => logLines.some((l) => l.includes('keep=visible'))).toBe(true);
    const all = logLines.join('\n');
    for (const secret of ['Sekr3t-Passw0rd', 'Other-Sekr3t', 'p-Sekr3t', '123987', 't-Sekr3t']) expect(all).not.toContain(secret);
    expect(all).toContain('passVerify?password=[redacted]');
    expect(redactTarget('/a?pass%77ord=x&b=2')).toBe('/a?pass%77ord=[redacted]&b=2');
  });
});

describe('control call bodies', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${server.url}/__sim/${path}`, { method: 'POST', headers: { ...server.controlHeaders, 'content-type': type }, body });

  it('answers 400 with the reason to a body that is not JSON, and does nothing', async () => {
    const before = server.sim!.clock.now();
    const devices = server.sim!.world.devices.length;
    for (const [path, body, type] of [['clock', '{advanceMs: 60000', 'application/json'], ['clock', 'advanceMs=60000', 'application/x-www-form-urlencoded'], ['devices', 'count=5', 'text/plain']] as const) {
      const res = await post(path, body, type);
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/JSON/);
    }
    // The clock follows real time; a taken call would have moved it a minute at once.
    expect(server.sim!.clock.now() - before).toBeLessThan(60_000);
    expect(server.sim!.world.devices.length).toBe(devices);
  });

  it('still takes JSON, an empty body and a YAML scenario', async () => {
    expect((await post('clock', JSON.stringify({ advanceMs: 1 }))).status).toBe(200);
    expect((await post('clock', '')).status).toBe(200);
    const yaml = await post('scenario', 'not: [valid', 'text/yaml');
    expect(yaml.status).toBe(400);
    expect(((await yaml.json()) as { error: string }).error).not.toMatch(/must be JSON/);
  });
});

describe('the logo check', () => {
  it.each(['/\\evil.example/x.png', '\\\\evil.example/x.png', '//evil.example/x.png', '/%5cevil.example/x.png', 'https:\\\\evil.example/x.png', '\\/evil.example/x.png'])(
    'refuses %s',
    (url) => expect(checkLogoUrl(url).ok).toBe(false),
  );
  it('takes a path on this host and an https address', () => {
    expect(checkLogoUrl('/brands/abc/logo.svg').ok).toBe(true);
    expect(checkLogoUrl('https://cdn.example/logo.png').ok).toBe(true);
  });
});
