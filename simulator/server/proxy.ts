import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * CLOUD_URL mode: /api, /eapi and the /echo.io WebSocket go to a real cloud through @fastify/http-proxy (its
 * WebSocket proxy passes binary frames both ways). The plugin resolves each target against the cloud's base and
 * refuses a target that would leave it (`//other/…`, `http://other/…`, `..`) with 400, so only a path and
 * query string of this server's own reach the cloud.
 */
export async function registerCloudProxy(app: FastifyInstance, cloudUrl: string) {
  const base = new URL(cloudUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  for (const prefix of ['/api', '/eapi']) {
    await app.register(httpProxy, {
      upstream: base.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      http2: false,
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => ({ ...headers, host: base.host }),
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'cloud unreachable');
          void reply.code(502).type('text/plain; charset=utf-8').send('cloud unreachable\n');
        },
      },
    });
  }
  await app.register(httpProxy, {
    upstream: base.origin,
    prefix: '/echo.io',
    rewritePrefix: `${basePath}/echo.io`,
    websocket: true,
    http2: false,
  });
}
