// Who may use the /__sim/ control API. It can sign in as anyone and read every code, so any web page the user
// opens must not reach it: a key in the Authorization header (a page cannot learn it), a Host that names this
// server (a DNS-rebound name does not) and no foreign Origin (a cross-site form or fetch carries one).
import { timingSafeEqual } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';

/** Pages of the simulator under /__sim/ that a browser opens by itself: the HMI panel of a visit link and the
 * camera picture. Their own tokens (visit link, camera access token) guard them, not the control key. */
const PUBLIC_SIM_PATHS = /^\/__sim\/(hmi|camera)(\/|$)/;

export function isControlPath(path: string): boolean {
  return /^\/__sim(\/|$)/.test(path) && !PUBLIC_SIM_PATHS.test(path);
}

/** Names under which this machine is reached: loopback, its host name and the addresses of its interfaces. */
export function localHostNames(extra: readonly string[] = []): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase()]);
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) names.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
  }
  for (const name of extra) names.add(name.toLowerCase());
  return names;
}

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

export interface ControlGuardOptions {
  key: string;
  /** The port the server listens on (a Host or Origin must name it). */
  port: () => number;
  hostNames: Set<string>;
  /** Origins besides the server's own that may call (the Vite dev server in `npm run dev`). */
  allowedOrigins?: readonly string[];
}

function sameSecret(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `host[:port]` split; undefined when it is not a plain host name or address. */
export function parseHost(value: string): { name: string; port?: number } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match) return undefined;
  return { name: match[1]!.toLowerCase(), port: match[2] === undefined ? undefined : Number(match[2]) };
}

export function createControlGuard(options: ControlGuardOptions) {
  const isOurs = (host: string | undefined, defaultPort: number): boolean => {
    const parsed = host ? parseHost(host) : undefined;
    return !!parsed && options.hostNames.has(parsed.name) && (parsed.port ?? defaultPort) === options.port();
  };
  return (headers: Record<string, string | string[] | undefined>): GuardVerdict => {
    const host = typeof headers.host === 'string' ? headers.host : undefined;
    if (!isOurs(host, 80)) return { ok: false, status: 403, reason: 'Host is not this server' };
    const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
    if (origin !== undefined && !(options.allowedOrigins ?? []).includes(origin)) {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (!url || url.protocol !== 'http:' || !isOurs(url.host, 80)) return { ok: false, status: 403, reason: 'foreign Origin' };
    }
    const auth = typeof headers.authorization === 'string' ? headers.authorization : '';
    const given = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
    if (!given) return { ok: false, status: 401, reason: 'the control API needs Authorization: Bearer <key>' };
    if (!sameSecret(given, options.key)) return { ok: false, status: 401, reason: 'wrong control key' };
    return { ok: true };
  };
}
