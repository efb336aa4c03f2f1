// A customer's reporting server for QA: `npm run sim -- receiver --port N --key K [--host 127.0.0.1] [--fail N]`.
// It checks each report's signature (HMAC-SHA256 of the raw body with the key, docs/operations.md, "Project reporting") and
// timestamp, prints what arrived, answers 200 when both hold and 401 otherwise; a delivery id it took in the last
// five minutes is refused with 409 (a replay). `--fail N` answers 503 to the
// first N reports, to watch the simulator retry.
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { DELIVERY_HEADER, MAX_CLOCK_SKEW_MS, SIGNATURE_HEADER, TIMESTAMP_HEADER, ATTEMPT_HEADER, verifySignature } from './reporting/signature';
import { fieldsOf, isRecord, messageOf } from './narrow';
import { boundPort } from './server/boundPort';

export type Arrival = {
  at: number;
  deliveryId: string;
  attempt: number;
  /** 200 accepted, 401 refused (signature or timestamp), 409 a delivery already taken (a replay), 503 failed on purpose (--fail). */
  status: number;
  why: string;
  body: unknown;
};

export type ReceiverOptions = {
  port: number;
  /** One key, or several (a key being rotated, several projects): a report signed with any of them is taken. */
  key: string | readonly string[];
  host?: string;
  failFirst?: number;
  /** A file that gets one JSON line per arrival (appended). */
  journal?: string;
  onArrival?(arrival: Arrival): void;
};

/** Arrivals the journal of GET /deliveries keeps in memory (the oldest go first). */
export const JOURNAL_LIMIT = 10_000;
/** Bytes of report bodies the journal keeps in memory (the oldest go first): 10,000 big reports would not fit. */
export const JOURNAL_BYTES = 64 * 1024 * 1024;
/** The largest report body taken (413 past it): the simulator's reports are a few KB to a few hundred KB. */
export const MAX_REPORT_BYTES = 1024 * 1024;
export type RunningReceiver = { url: string; arrivals: Arrival[]; close(): Promise<void> };

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** The body, or undefined once it passes `limit` bytes (the rest is not read: the caller answers 413 and closes). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => resolve(undefined));
  });
}

/**
 * Why a report is refused from its headers alone, before a byte of its body is read: no well-formed signature, or a
 * timestamp outside the window. Whatever an unsigned sender posts, the receiver reads none of it.
 */
export function headerProblem(signature: string | undefined, timestamp: string | undefined, now = Date.now()): string {
  if (!signature || !signature.split(',').some((entry) => /^\s*sha256=[0-9a-f]{64}\s*$/i.test(entry))) return 'no signature (X-Report-Signature: sha256=<hex>)';
  const at = Number(timestamp);
  if (!Number.isFinite(at) || Math.abs(now - at) > MAX_CLOCK_SKEW_MS) return 'timestamp missing or too far from now';
  return '';
}

/** Why a report is refused, or '' when its signature (with any of the keys) and timestamp hold. */
export function checkReport(raw: Buffer, signature: string | undefined, timestamp: string | undefined, key: string | readonly string[], now = Date.now()): string {
  const keys = typeof key === 'string' ? [key] : key;
  if (!keys.some((k) => verifySignature(raw, signature, k))) return keys.length > 1 ? 'signature does not match any of the keys' : 'signature does not match the key';
  const at = Number(timestamp);
  if (!Number.isFinite(at) || Math.abs(now - at) > MAX_CLOCK_SKEW_MS) return 'timestamp missing or too far from now';
  try {
    const body = fieldsOf(JSON.parse(raw.toString('utf8')));
    if (body.timestamp !== at) return 'timestamp header differs from the body';
    if (typeof body.deliveryId !== 'string' || body.deliveryId === '') return 'body has no deliveryId';
  } catch {
    return 'body is not JSON';
  }
  return '';
}

/**
 * The delivery ids taken while their timestamp is inside the window: a signed report sent again inside the window
 * (a replay) is refused. The id is read from the signed body, so a changed header does not make a replay new.
 */
export function createReplayGuard(windowMs = MAX_CLOCK_SKEW_MS) {
  const taken = new Map<string, number>();
  return {
    /** Whether `id` was taken already; ids whose timestamp left the window are forgotten (they fail the timestamp check). */
    seen(id: string, now = Date.now()): boolean {
      for (const [known, until] of taken) if (until < now) taken.delete(known);
      return taken.has(id);
    },
    take(id: string, timestamp: number): void {
      taken.set(id, timestamp + windowMs);
    },
    size: () => taken.size,
  };
}

export async function startReceiver(options: ReceiverOptions): Promise<RunningReceiver> {
  const arrivals: Arrival[] = [];
  let toFail = options.failFirst ?? 0;
  const replays = createReplayGuard();
  let journalBytes = 0;
  const sizes: number[] = [];
  const keep = (arrival: Arrival, bytes: number) => {
    arrivals.push(arrival);
    sizes.push(bytes);
    journalBytes += bytes;
    while (arrivals.length > JOURNAL_LIMIT || (journalBytes > JOURNAL_BYTES && arrivals.length > 1)) {
      arrivals.shift();
      journalBytes -= sizes.shift() ?? 0;
    }
    if (options.journal) appendFileSync(options.journal, `${JSON.stringify(arrival)}\n`);
  };
  /** Answers without reading (the rest of) the body, and closes the connection so the sender stops sending. */
  const refuseUnread = (req: IncomingMessage, res: import('node:http').ServerResponse, status: number, why: string) => {
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify({ error: why }), () => req.socket.destroy());
    const arrival: Arrival = { at: Date.now(), deliveryId: '', attempt: Number(header(req, ATTEMPT_HEADER) ?? 0), status, why, body: null };
    options.onArrival?.(arrival);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'GET' && url.pathname === '/deliveries') {
      req.resume();
      // The journal a test asserts against: arrivals after `since` (ms since the epoch), oldest first.
      const since = Number(url.searchParams.get('since') ?? 0);
      if (!Number.isFinite(since)) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"since must be ms since the epoch"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: Date.now(), deliveries: arrivals.filter((a) => a.at > since) }));
      return;
    }
    if (req.method !== 'POST') {
      refuseUnread(req, res, 405, 'POST only');
      return;
    }
    const early = headerProblem(header(req, SIGNATURE_HEADER), header(req, TIMESTAMP_HEADER));
    if (early) {
      refuseUnread(req, res, 401, early);
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_REPORT_BYTES) {
      refuseUnread(req, res, 413, `a report is at most ${MAX_REPORT_BYTES} bytes`);
      return;
    }
    void readBody(req, MAX_REPORT_BYTES).then((raw) => {
      if (!raw) {
        refuseUnread(req, res, 413, `a report is at most ${MAX_REPORT_BYTES} bytes`);
        return;
      }
      const why = checkReport(raw, header(req, SIGNATURE_HEADER), header(req, TIMESTAMP_HEADER), options.key);
      const signatureHolds = why === '' || !why.startsWith('signature');
      let body: unknown = null;
      if (signatureHolds) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = raw.toString('utf8');
        }
      }
      const signed = why === '' ? (body as { deliveryId: string; timestamp: number }) : undefined;
      const replay = signed !== undefined && replays.seen(signed.deliveryId);
      const failing = signed !== undefined && !replay && toFail > 0;
      if (failing) toFail -= 1;
      const status = why ? 401 : replay ? 409 : failing ? 503 : 200;
      if (status === 200 && signed) replays.take(signed.deliveryId, signed.timestamp);
      const arrival: Arrival = {
        at: Date.now(), deliveryId: signed?.deliveryId ?? (signatureHolds ? header(req, DELIVERY_HEADER) ?? '' : ''), attempt: Number(header(req, ATTEMPT_HEADER) ?? 0),
        status, why: why || (replay ? `delivery ${signed.deliveryId} was already received (a replay)` : failing ? 'failed on purpose (--fail)' : ''), body,
      };
      // Only deliveries signed with one of the keys are journalled; anyone can post the rest.
      if (signatureHolds) keep(arrival, raw.length);
      options.onArrival?.(arrival);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status === 200 ? { received: arrival.deliveryId } : { error: arrival.why }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = boundPort(server);
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/`,
    arrivals,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const USAGE = `Usage: npm run sim -- receiver --port N [--key-file FILE] [--host 127.0.0.1] [--fail N] [--journal FILE.jsonl]
  keys: RECEIVER_KEYS=key1,key2 (environment), or --key-file FILE (one key a line), or --key K (visible in ps)
  GET /deliveries?since=<ms> answers the arrivals after that instant`;

/** The keys from RECEIVER_KEYS, a key file (one a line, # comments) or --key, in that order of preference. */
export function receiverKeys(env: NodeJS.ProcessEnv, keyFile: string | undefined, key: string | undefined): string[] {
  if (keyFile) return readFileSync(keyFile, 'utf8').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  const fromEnv = env.RECEIVER_KEYS?.split(',').map((k) => k.trim()).filter(Boolean) ?? [];
  if (fromEnv.length > 0) return fromEnv;
  return key ? [key] : [];
}

function describe(arrival: Arrival): string {
  const body = isRecord(arrival.body) ? arrival.body : undefined;
  const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
  const what = body ? `project "${typeof body.projectName === 'string' ? body.projectName : '?'}", devices: ${count(body.devices)}, alarms: ${count(body.alarms)}` : '';
  const verdict = arrival.status === 200 ? 'signature OK' : `REFUSED ${arrival.status}: ${arrival.why}`;
  return `[${new Date(arrival.at).toISOString()}] report ${arrival.deliveryId || '?'} attempt ${arrival.attempt}: ${verdict}${what ? `; ${what}` : ''}`;
}

/** The CLI: runs until interrupted, printing one line per report and its JSON. */
export async function runReceiverCli(args: string[]): Promise<never> {
  const value = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const port = Number(value('port'));
  let keys: string[] = [];
  try {
    keys = receiverKeys(process.env, value('key-file'), value('key'));
  } catch (error) {
    console.error(`Cannot read the key file: ${messageOf(error)}`);
    process.exit(1);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535 || keys.length === 0) {
    console.log(USAGE);
    process.exit(1);
  }
  const journal = value('journal');
  const receiver = await startReceiver({
    port, key: keys, host: value('host'), failFirst: Number(value('fail') ?? 0) || 0, ...(journal ? { journal } : {}),
    onArrival(arrival) {
      console.log(describe(arrival));
      if (arrival.body !== null) console.log(JSON.stringify(arrival.body, null, 2));
    },
  });
  console.log(`Receiving project reports at ${receiver.url} with ${keys.length} key${keys.length > 1 ? 's' : ''} (set it as the project's reporting server); journal at ${receiver.url}deliveries?since=0${journal ? ` and in ${journal}` : ''}; Ctrl-C stops.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void receiver.close().then(() => process.exit(0)));
  return new Promise<never>(() => undefined);
}
