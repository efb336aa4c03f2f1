// What happens at the server's edge to every call to /api and /eapi, in every mode (simulated, behind CLOUD_URL,
// replaying): the journal, the recording (SIM_RECORD), the replay (SIM_REPLAY), the fault engine in front of a real
// cloud, and connection faults. Fastify hooks only: the simulator's handlers and the proxy stay as they were.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { wireCode } from '../../src/domain/resultCodes';
import type { FaultStore } from '../faults/faults';
import { applyConnection } from '../faults/connection';
import type { ConnectionFault } from '../faults/faultSpec';
import { createJournal, JOURNAL_LIMITS, type Journal, type JournalEntry } from './journal';
import { fieldsOf } from './matchTable';
import type { Recorder } from './recorder';
import { createNameRedactor, PLACEHOLDER, redactCut, redactUrl, WHOLE_BODY_MAX, type Redactor } from './redact';
import type { Replay } from './replay';
import { isRecord } from '../narrow';

export type EdgeOptions = {
  mode: 'simulated' | 'proxied';
  journalSize: number;
  /** The fault store: the simulator's, or the proxy's own (faults behind CLOUD_URL). */
  faults: () => FaultStore;
  /** Whether HTTP faults are decided here (behind CLOUD_URL); the simulator's msw fault handler does it otherwise. */
  httpFaults: boolean;
  /** The names of the account a token belongs to, for the journal. */
  accountOf(token: string | undefined): string[] | undefined;
  /** A proxied login succeeded (proxy mode learns its accounts). */
  onLogin?(loginName: string, hwdata: unknown): void;
  recorder?: Recorder;
  replay?: Replay;
  /** SIM_REPLAY_STRICT: what the recording lacks answers hwcode 501 instead of the simulated world. */
  replayStrict?: boolean;
  bodyLimit: number;
};

export type Edge = { journal: Journal };

type Context = {
  t0: number;
  at: Date;
  path: string;
  query: string;
  requestBody: string;
  fields: Record<string, string>;
  source: JournalEntry['source'];
  faults: number[];
  connection?: ConnectionFault;
};

const EDGE_PATHS = /^\/(api|eapi)(\/|$)/;
/** Answers beyond this pass on unread: no journal body, no recording, no connection faults. */
const READ_MAX = 16 * 1024 * 1024;

async function readBounded(stream: Readable, max: number): Promise<Buffer | 'too large'> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += piece.length;
    if (total > max) return 'too large';
    chunks.push(piece);
  }
  return Buffer.concat(chunks);
}

/** An answer payload as bytes; a stream is read up to READ_MAX, else handed on as it is. */
async function payloadBytes(payload: unknown): Promise<{ bytes?: Buffer; payload: unknown }> {
  if (payload === null || payload === undefined) return { bytes: Buffer.alloc(0), payload };
  if (Buffer.isBuffer(payload)) return { bytes: payload, payload };
  if (typeof payload === 'string') return { bytes: Buffer.from(payload), payload };
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    let total = 0;
    const it = payload[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
    for (;;) {
      const next = await it.next();
      if (next.done) {
        const whole = Buffer.concat(chunks);
        return { bytes: whole, payload: whole };
      }
      const piece = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      chunks.push(piece);
      total += piece.length;
      if (total > READ_MAX) {
        const rest = Readable.from((async function* () {
          yield* chunks;
          for (;;) {
            const more = await it.next();
            if (more.done) return;
            yield more.value;
          }
        })());
        return { payload: rest };
      }
    }
  }
  return { payload };
}

/** A compressed answer (a real cloud's, behind CLOUD_URL) as its text for the journal, at most READ_MAX of it. */
function plainBytes(bytes: Buffer, encoding: string): Buffer | undefined {
  const options = { maxOutputLength: READ_MAX };
  try {
    if (encoding === '' || encoding === 'identity') return bytes;
    if (encoding === 'gzip') return gunzipSync(bytes, options);
    if (encoding === 'br') return brotliDecompressSync(bytes, options);
    if (encoding === 'deflate') return inflateSync(bytes, options);
  } catch {
    // Broken or larger than READ_MAX once inflated: the journal says how many bytes went, not what they were.
  }
  return undefined;
}

/** The envelope's hwcode, read from the answer's first bytes (the cloud writes it first) without parsing the rest. */
function hwcodeOf(bytes: Buffer | undefined, contentType: string): string | undefined {
  if (!bytes || bytes.length === 0 || !contentType.includes('json')) return undefined;
  const head = /^\s*\{\s*"hwcode"\s*:\s*(?:"([^"]{0,40})"|(-?\d{1,12}))/.exec(bytes.subarray(0, 128).toString('utf8'));
  if (head) return head[1] ?? head[2];
  return bytes.length <= 64 * 1024 ? envelopeOf(bytes).hwcode : undefined;
}

function envelopeOf(bytes: Buffer): { hwcode?: string; hwdata?: unknown } {
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    return isRecord(parsed) && parsed.hwcode !== undefined ? { hwcode: String(parsed.hwcode), hwdata: parsed.hwdata } : {};
  } catch {
    return {};
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerEdge(app: FastifyInstance, options: EdgeOptions): Edge {
  const journal = createJournal(options.journalSize);
  // While recording, the journal shows the recording's placeholders; otherwise secrets by name only (learns nothing).
  const journalRedactor = options.recorder?.redactor ?? createNameRedactor();
  const contexts = new WeakMap<FastifyRequest, Context>();

  app.addHook('onRequest', async (request) => {
    const url = request.url;
    const cutAt = url.indexOf('?');
    const path = cutAt < 0 ? url : url.slice(0, cutAt);
    if (!EDGE_PATHS.test(path)) return;
    contexts.set(request, { t0: performance.now(), at: new Date(), path, query: cutAt < 0 ? '' : url.slice(cutAt + 1), requestBody: '', fields: {}, source: options.mode, faults: [] });
  });

  app.addHook('preHandler', async (request, reply) => {
    const ctx = contexts.get(request);
    if (!ctx) return undefined;
    const raw: unknown = request.body;
    let body: Buffer = Buffer.alloc(0);
    if (Buffer.isBuffer(raw)) body = raw;
    else if (raw instanceof Readable) {
      // Behind CLOUD_URL the proxy hands the body on as a stream: read it here (bounded) and hand on the bytes.
      const read = await readBounded(raw, options.bodyLimit);
      if (read === 'too large') return reply.code(413).type('text/plain; charset=utf-8').send('request body too large\n');
      body = read;
      request.body = Readable.from(body.length ? [body] : []);
    }
    ctx.requestBody = body.toString('utf8');
    const contentType = String(request.headers['content-type'] ?? '');
    ctx.fields = fieldsOf(ctx.query, ctx.requestBody, contentType);
    const token = typeof request.headers.cloudtoken === 'string' ? request.headers.cloudtoken : undefined;
    const call = { method: request.method, cloudtoken: token };

    if (options.replay) {
      const hit = options.replay.answer(request.method, ctx.path, ctx.fields);
      if (hit) {
        ctx.source = 'replayed';
        return reply.code(hit.status).header('content-type', hit.contentType).header('x-sim-replay', 'recorded').send(hit.body);
      }
      // A session of the recording is the recording's: the simulated world does not know its token.
      if (options.replayStrict || (token !== undefined && PLACEHOLDER.test(token))) {
        ctx.source = 'replayed';
        return reply.header('x-sim-replay', 'not recorded').send({ hwcode: wireCode(501), hwdata: `not recorded: ${request.method} ${ctx.path}` });
      }
    }

    const store = options.faults();
    const connection = store.decideConnection(ctx.path, call);
    if (connection) {
      ctx.connection = connection.connection;
      ctx.faults.push(...connection.faults);
    }
    if (options.httpFaults) {
      const decision = store.decideHttp(ctx.path, call);
      if (decision.kind === 'fault') {
        ctx.faults.push(...decision.faults);
        if (decision.delayMs > 0) await delay(decision.delayMs);
        if (decision.timeoutMs !== undefined) {
          await delay(decision.timeoutMs);
          ctx.source = 'fault';
          reply.hijack();
          reply.raw.destroy();
          return reply;
        }
        if (decision.status !== undefined) {
          ctx.source = 'fault';
          return reply.code(decision.status).send({ error: `fault ${decision.answeredBy} injected` });
        }
        if (decision.hwcode !== undefined) {
          ctx.source = 'fault';
          return reply.send({ hwcode: wireCode(decision.hwcode), hwdata: `fault ${decision.answeredBy} injected` });
        }
      }
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ctx = contexts.get(request);
    if (!ctx) return payload;
    contexts.delete(request);
    const read = await payloadBytes(payload);
    const waitMs = performance.now() - ctx.t0;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const plain = read.bytes && plainBytes(read.bytes, String(reply.getHeader('content-encoding') ?? '').toLowerCase());
    const hwcode = hwcodeOf(plain, contentType);
    const token = typeof request.headers.cloudtoken === 'string' ? request.headers.cloudtoken : undefined;
    if (options.onLogin && plain && ctx.source === 'proxied' && ctx.path === '/api/user/login' && hwcode === '0') options.onLogin(ctx.fields.loginName ?? '', envelopeOf(plain).hwdata);
    if (options.recorder && plain && (ctx.source === 'proxied' || ctx.source === 'simulated')) {
      options.recorder.call({
        startedAt: ctx.at, method: request.method, url: request.url, requestHeaders: request.headers, requestBody: ctx.requestBody,
        status: reply.statusCode, responseHeaders: reply.getHeaders(), responseBody: plain, waitMs, source: ctx.source,
      });
    }
    const loginName = ctx.path === '/api/user/login' ? ctx.fields.loginName : undefined;
    const account = options.accountOf(token) ?? (loginName ? [loginName] : undefined);
    journal.add({
      at: ctx.at.toISOString(),
      method: request.method,
      path: ctx.path,
      query: ctx.query === '' ? '' : redactUrl(journalRedactor, `?${ctx.query}`).slice(1),
      ...(account ? { account } : {}),
      requestBody: redactCut(journalRedactor, ctx.requestBody, String(request.headers['content-type'] ?? ''), JOURNAL_LIMITS.bodyChars),
      status: reply.statusCode,
      ...(hwcode === undefined ? {} : { hwcode }),
      responseBody: plain ? journalBody(journalRedactor, plain, contentType) : read.bytes ? `(${read.bytes.length} bytes, not readable)` : '',
      timings: { waitMs: Math.round(waitMs * 10) / 10 },
      responseBytes: read.bytes?.length ?? -1,
      source: ctx.source,
      ...(ctx.faults.length ? { faults: ctx.faults } : {}),
    });
    if (!ctx.connection || !read.bytes) return read.payload;
    return connectionPayload(reply, read.bytes, ctx.connection);
  });

  return { journal };
}

/**
 * An answer as the journal keeps it: whole and redacted when small; else its first characters, decoded from no more
 * bytes than they can take (3 per UTF-16 unit), not from the 64 KiB a whole body may have.
 */
export function journalBody(redactor: Redactor, plain: Buffer, contentType: string): string {
  const cut = plain.length > WHOLE_BODY_MAX;
  const end = Math.min(plain.length, cut ? JOURNAL_LIMITS.bodyChars * 3 : WHOLE_BODY_MAX);
  return redactCut(redactor, plain.toString('utf8', 0, end), contentType, JOURNAL_LIMITS.bodyChars, cut);
}

function connectionPayload(reply: FastifyReply, bytes: Buffer, connection: ConnectionFault) {
  const out = applyConnection(bytes, connection, reply.raw.socket);
  reply.removeHeader('transfer-encoding');
  for (const [name, value] of Object.entries(out.headers)) void reply.header(name, value);
  return out.body;
}
