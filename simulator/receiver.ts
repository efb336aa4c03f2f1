// A customer's reporting server for QA: `npm run sim -- receiver --port N --key K [--host 127.0.0.1] [--fail N]`.
// It checks each report's signature (HMAC-SHA256 of the raw body with the key, README "Project reporting") and
// timestamp, prints what arrived, answers 200 when both hold and 401 otherwise; a delivery id it took in the last
// five minutes is refused with 409 (a replay). `--fail N` answers 503 to the
// first N reports, to watch the simulator retry.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DELIVERY_HEADER, MAX_CLOCK_SKEW_MS, SIGNATURE_HEADER, TIMESTAMP_HEADER, ATTEMPT_HEADER, verifySignature } from './reporting/signature';

export type Arrival = {
  at: number;
  deliveryId: string;
  attempt: number;
  /** 200 accepted, 401 refused (signature or timestamp), 409 a delivery already taken (a replay), 503 failed on purpose (--fail). */
  status: number;
  why: string;
  body: unknown;
};

export type ReceiverOptions = { port: number; key: string; host?: string; failFirst?: number; onArrival?(arrival: Arrival): void };
export type RunningReceiver = { url: string; arrivals: Arrival[]; close(): Promise<void> };

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Why a report is refused, or '' when its signature and timestamp hold. */
export function checkReport(raw: Buffer, signature: string | undefined, timestamp: string | undefined, key: string, now = Date.now()): string {
  if (!verifySignature(raw, signature, key)) return 'signature does not match the key';
  const at = Number(timestamp);
  if (!Number.isFinite(at) || Math.abs(now - at) > MAX_CLOCK_SKEW_MS) return 'timestamp missing or too far from now';
  try {
    const body = JSON.parse(raw.toString('utf8')) as { timestamp?: unknown; deliveryId?: unknown };
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
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (req.method !== 'POST') {
        res.writeHead(405, { 'content-type': 'application/json' }).end('{"error":"POST only"}');
        return;
      }
      const why = checkReport(raw, header(req, SIGNATURE_HEADER), header(req, TIMESTAMP_HEADER), options.key);
      let body: unknown = null;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
      const signed = why === '' ? (body as { deliveryId: string; timestamp: number }) : undefined;
      const replay = signed !== undefined && replays.seen(signed.deliveryId);
      const failing = signed !== undefined && !replay && toFail > 0;
      if (failing) toFail -= 1;
      const status = why ? 401 : replay ? 409 : failing ? 503 : 200;
      if (status === 200 && signed) replays.take(signed.deliveryId, signed.timestamp);
      const arrival: Arrival = {
        at: Date.now(), deliveryId: signed?.deliveryId ?? header(req, DELIVERY_HEADER) ?? '', attempt: Number(header(req, ATTEMPT_HEADER) ?? 0),
        status, why: why || (replay ? `delivery ${signed.deliveryId} was already received (a replay)` : failing ? 'failed on purpose (--fail)' : ''), body,
      };
      arrivals.push(arrival);
      options.onArrival?.(arrival);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status === 200 ? { received: arrival.deliveryId } : { error: arrival.why }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/`,
    arrivals,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const USAGE = 'Usage: npm run sim -- receiver --port N --key K [--host 127.0.0.1] [--fail N]';

function describe(arrival: Arrival): string {
  const body = arrival.body as { devices?: unknown[]; alarms?: unknown[]; projectName?: string } | null;
  const what = body && typeof body === 'object' ? `project "${body.projectName ?? '?'}", devices: ${body.devices?.length ?? 0}, alarms: ${body.alarms?.length ?? 0}` : '';
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
  const key = value('key');
  if (!Number.isInteger(port) || port < 0 || port > 65535 || !key) {
    console.log(USAGE);
    process.exit(1);
  }
  const receiver = await startReceiver({
    port, key, host: value('host'), failFirst: Number(value('fail') ?? 0) || 0,
    onArrival(arrival) {
      console.log(describe(arrival));
      console.log(JSON.stringify(arrival.body, null, 2));
    },
  });
  console.log(`Receiving project reports at ${receiver.url} (set it as the project's reporting server); Ctrl-C stops.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void receiver.close().then(() => process.exit(0)));
  return new Promise<never>(() => undefined);
}
