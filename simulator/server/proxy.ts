import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { createContractDrift, type ContractDrift } from './contractDrift';

/** Answers larger than this pass on unread: the contract check is for the console's own calls. */
const CHECK_MAX_BYTES = 8 * 1024 * 1024;

async function bodyOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * CLOUD_URL mode: /api and /eapi go to a real cloud through @fastify/http-proxy (the /echo.io socket goes through
 * simulator/record/proxySocket.ts). The plugin resolves each target against the cloud's base and
 * refuses a target that would leave it (`//other/…`, `http://other/…`, `..`) with 400, so only a path and
 * query string of this server's own reach the cloud.
 */
export async function registerCloudProxy(app: FastifyInstance, cloudUrl: string, options: { plainAnswers?: boolean } = {}): Promise<ContractDrift> {
  const drift = createContractDrift((entry, line) => app.log.warn({ contractDrift: entry }, line));
  const base = new URL(cloudUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  for (const prefix of ['/api', '/eapi']) {
    await app.register(httpProxy, {
      upstream: base.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      http2: false,
      replyOptions: {
        // A recording keeps the answers' text, so it asks the cloud for them uncompressed.
        rewriteRequestHeaders: (_request, headers) => {
          const out: typeof headers = { ...headers, host: base.host };
          if (options.plainAnswers) delete out['accept-encoding'];
          return out;
        },
        // The answer goes on unchanged; a plain JSON success is compared with /openapi.json on the way (drift).
        onResponse: (request, reply, res) => {
          // reply-from hands the upstream answer as {statusCode, headers, stream} (its types say otherwise).
          const upstream = res as unknown as { statusCode: number; headers: IncomingHttpHeaders; stream: Readable };
          const headers = upstream.headers;
          const length = Number(headers['content-length'] ?? 0);
          const plain = !headers['content-encoding'] && String(headers['content-type'] ?? '').includes('json') && length <= CHECK_MAX_BYTES;
          if (!plain || upstream.statusCode !== 200) return void reply.send(upstream.stream);
          bodyOf(upstream.stream).then(
            (body) => {
              void reply.send(body);
              if (body.length <= CHECK_MAX_BYTES) drift.check(request.method, new URL(request.url, 'http://local').pathname, body.toString('utf8'));
            },
            (error: unknown) => {
              reply.log.warn({ err: error }, 'cloud answer broken off');
              void reply.code(502).type('text/plain; charset=utf-8').send('cloud unreachable\n');
            },
          );
        },
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'cloud unreachable');
          void reply.code(502).type('text/plain; charset=utf-8').send('cloud unreachable\n');
        },
      },
    });
  }
  // /echo.io goes through simulator/record/proxySocket.ts (frames relayed with faults and recording).
  return drift;
}
