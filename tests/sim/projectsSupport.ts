// The project simulator tests talk to the real Node server (startServer), whose reporter sends over real HTTP to
// loopback receivers; msw's request interception (tests/sim/support.ts) would catch those sends.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';

export type Envelope = { hwcode: number | string; hwdata: unknown };

export const ENT = 'ent@example.com';
/** user6@example.com: the seeded project's member, in the same enterprise. */
export const COLLEAGUE = 'user6@example.com';
export const EID = 201;
export const SEEDED_PROJECT = 301;

/** The control API's key of each server started here, by URL (the calls below know only the URL). */
const controlKeys = new Map<string, Record<string, string>>();
export const controlHeadersFor = (base: string): Record<string, string> => controlKeys.get(base) ?? {};

export function serverPerFile(): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 1, quiet: true });
    controlKeys.set(server.url, server.controlHeaders);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}

export async function callAs(base: string, token: string, path: string, fields: Record<string, string | number> = {}): Promise<Envelope> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded' }, body });
  if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${path}`);
  return (await res.json()) as Envelope;
}

export async function login(base: string, loginName: string): Promise<string> {
  const answer = await callAs(base, '', '/api/user/login', {
    loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '',
  });
  if (answer.hwcode !== 0) throw new Error(`login failed: ${String(answer.hwcode)}`);
  return (answer.hwdata as { token: string }).token;
}

export async function control<T>(base: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${base}/__sim/${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...controlHeadersFor(base) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return (await res.json()) as T;
}

/**
 * Lets the server's reports reach loopback receivers: reporting refuses internal addresses unless the operator
 * allows their host:port (SIM_REPORT_ALLOW; the control API adds pairs for a receiver started on a free port).
 */
export async function allowReceiver(base: string, ...urls: string[]): Promise<void> {
  const allow = urls.map((url) => new URL(url).host);
  const res = await fetch(`${base}/__sim/projects/reporting`, { method: 'POST', headers: { 'content-type': 'application/json', ...controlHeadersFor(base) }, body: JSON.stringify({ allow }) });
  if (!res.ok) throw new Error(`allow ${allow.join(', ')}: HTTP ${res.status}`);
}

export type Received = { headers: IncomingMessage['headers']; raw: string; validWith: string[]; entries: number };

/**
 * A loopback receiver written from docs/operations.md's description alone (not the simulator's own verifier): it checks
 * each `sha256=<hex>` entry of X-Report-Signature against HMAC-SHA256(raw body) with every key it is given, and
 * answers the statuses queued in `answers` (then 200).
 */
export async function loopbackReceiver(keys: () => string[], answers: number[] = []) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['x-report-signature'] ?? '');
      const given = header.split(',').map((e) => e.trim().replace(/^sha256=/, ''));
      const validWith = keys().filter((key) => {
        const expected = createHmac('sha256', key).update(raw).digest();
        return given.some((hex) => {
          const buf = Buffer.from(hex, 'hex');
          return buf.length === expected.length && timingSafeEqual(buf, expected);
        });
      });
      received.push({ headers: req.headers, raw, validWith, entries: given.length });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reports`,
    received,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
