// The server behind `npm start` as an attacker and a careless client would meet it: the control API wants its
// key and refuses foreign pages and rebound host names, bodies are limited, bad Host headers are refused,
// static files go out compressed with ETags and security headers, and the CLOUD_URL proxy forwards only a path.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dist: string;
let server: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-hardening-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>');
  writeFileSync(join(dist, 'assets/app.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/app.js.gz'), gzipSync(SCRIPT));
  server = await startServer({ port: 0, distDir: dist, seed: 1, quiet: true });
});
afterAll(async () => {
  await server?.close();
});

/** One raw HTTP/1.1 request, so that the Host header and the request target can be anything. */
function raw(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
const portOf = (url: string) => Number(new URL(url).port);
const statusOf = (answer: string) => Number(answer.split(' ', 2)[1]);

describe('the control API', () => {
  it('answers with the key and refuses without it or with a wrong one', async () => {
    expect((await fetch(`${server.url}/__sim/state`, { headers: server.controlHeaders })).status).toBe(200);
    const bare = await fetch(`${server.url}/__sim/state`);
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: string }).error).toMatch(/Authorization: Bearer/);
    expect((await fetch(`${server.url}/__sim/state`, { headers: { authorization: 'Bearer guessed' } })).status).toBe(401);
  });

  it('refuses a call from a foreign page even with the key, and a no-cors form post changes nothing', async () => {
    const before = server.sim!.world.devices.length;
    const foreign = await fetch(`${server.url}/__sim/devices`, {
      method: 'POST',
      headers: { ...server.controlHeaders, origin: 'http://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ count: 5 }),
    });
    expect(foreign.status).toBe(403);
    const noCors = await fetch(`${server.url}/__sim/devices`, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'text/plain' }, body: '{"count":5}' });
    expect(noCors.status).toBe(403);
    expect(server.sim!.world.devices.length).toBe(before);
    // The console's own origin may call (the page of `npm run dev` is allowed through allowedOrigins).
    expect((await fetch(`${server.url}/__sim/state`, { headers: { ...server.controlHeaders, origin: server.url } })).status).toBe(200);
  });

  it('refuses a Host that is not this server (DNS rebinding)', async () => {
    const answer = await raw(portOf(server.url), `GET /__sim/state HTTP/1.1\r\nHost: attacker.example:${portOf(server.url)}\r\nAuthorization: Bearer ${server.controlKey}`);
    expect(statusOf(answer)).toBe(403);
  });

  it('leaves the pages a browser opens by itself under /__sim/ to their own tokens', async () => {
    const hmi = await fetch(`${server.url}/__sim/hmi/NOPE?visit=forged`);
    expect(hmi.status).not.toBe(401);
  });
});

describe('limits', () => {
  it('answers 413 to a 20 MB body', async () => {
    const res = await fetch(`${server.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(20 * 1024 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers 400, not 500, to a bad Host header', async () => {
    for (const host of ['a/b', 'x@y', 'bad host', '[zz']) {
      expect(statusOf(await raw(portOf(server.url), `GET /api/user/info HTTP/1.1\r\nHost: ${host}`))).toBe(400);
    }
  });
});

describe('static files', () => {
  it('sends the brotli twin with an ETag, and 304 when it is unchanged', async () => {
    const res = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await res.text()).toBe(SCRIPT);
    // fetch() marks a request with its own If-None-Match `cache-control: no-cache` (an end-to-end reload); a
    // browser revalidating from its cache sends max-age=0.
    const again = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    const gz = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a route with index.html and the security headers', async () => {
    const res = await fetch(`${server.url}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('sends helmet\'s headers on every answer, and the console\'s policy everywhere but the simulator\'s own pages', async () => {
    const api = await fetch(`${server.url}/api/user/login`, { method: 'POST' });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Plain HTTP here: HSTS is the TLS proxy's to send.
    expect(api.headers.get('strict-transport-security')).toBeNull();
    const control = await fetch(`${server.url}/__sim/state`, { headers: server.controlHeaders });
    expect(control.headers.get('x-content-type-options')).toBe('nosniff');
    expect(control.headers.get('content-security-policy')).toBeNull();
  });

  it('upgrades /echo.io only: a WebSocket handshake elsewhere gets the path\'s plain answer', async () => {
    const handshake = (path: string) =>
      raw(portOf(server.url), `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==`);
    expect(statusOf(await handshake('/api/user/selectInfo?sid=x'))).not.toBe(101);
    expect(statusOf(await handshake('/nowhere.io?sid=x'))).not.toBe(101);
    const echo = await new Promise<string>((resolve, reject) => {
      const socket = connect(portOf(server.url), '127.0.0.1', () =>
        socket.write('GET /echo.io?sid=unknown HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'),
      );
      socket.once('data', (chunk) => {
        resolve(chunk.toString('latin1'));
        socket.destroy();
      });
      socket.on('error', reject);
    });
    expect(statusOf(echo)).toBe(101);
  });
});

describe('the CLOUD_URL proxy', () => {
  let cloud: Server;
  let proxy: RunningServer;
  const seen: { url: string; host: string }[] = [];
  beforeAll(async () => {
    cloud = createServer((req, res) => {
      seen.push({ url: req.url ?? '', host: req.headers.host ?? '' });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"hwcode":0}');
    });
    await new Promise<void>((resolve) => cloud.listen(0, '127.0.0.1', resolve));
    proxy = await startServer({ port: 0, quiet: true, cloudUrl: `http://127.0.0.1:${(cloud.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => cloud?.close(resolve));
  });

  it('forwards a path and its query string', async () => {
    seen.length = 0;
    expect((await fetch(`${proxy.url}/api/user/info?x=1`)).status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/api/user/info?x=1']);
  });

  it.each([['absolute-form', 'http://other.example/api/user/info'], ['scheme-relative', '//other.example/api/user/info']])(
    'never passes a %s target on to the cloud',
    async (_form, target) => {
      seen.length = 0;
      const answer = await raw(portOf(proxy.url), `GET ${target} HTTP/1.1\r\nHost: localhost:${portOf(proxy.url)}`);
      const status = statusOf(answer);
      expect(status === 400 || status === 404 || status === 200).toBe(true);
      for (const request of seen) {
        expect(request.url.startsWith('/api/')).toBe(true);
        expect(request.url).not.toContain('other.example');
        expect(request.host).not.toContain('other.example');
      }
    },
  );
});
