import { access } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMobileAgent, phoneKeepsFullConsole } from '../../src/domain/userAgent';

/** The console's token cookie (src/transport/cookies.ts): a session the page opens with. */
const TOKEN_COOKIE = /(?:^|;\s*)token=[^;\s]/;

/**
 * The phone's sign-in page (mobile.html, the build's second entry) for a phone without a session, on any page but
 * /scadaRegister (the one a phone keeps in the full console): it loads no desktop code before sign-in. Everyone
 * else gets index.html; the page itself checks again (a phone whose user chose the full console starts that).
 */
export function consolePageFor(request: Pick<FastifyRequest, 'headers'>, path: string): 'mobile.html' | 'index.html' {
  const phone = isMobileAgent(request.headers['user-agent'] ?? '');
  const signedIn = TOKEN_COOKIE.test(request.headers.cookie ?? '');
  return phone && !signedIn && !phoneKeepsFullConsole(path) ? 'mobile.html' : 'index.html';
}

/**
 * Serves the built console with @fastify/static: the .br or .gz twin Vite wrote next to each asset
 * (vite-plugin-compression2) when the browser accepts it, ETags, and long caching for the hashed assets;
 * any other GET that names no file answers the console's page (no-cache; index.html, or mobile.html for a phone
 * without a session: consolePageFor) so that the client router handles the route.
 * `fallbackFor(path)` decides which paths get a page (the server keeps its API paths out).
 */
export async function registerStaticFiles(app: FastifyInstance, root: string, fallbackFor: (path: string) => boolean) {
  const base = resolve(root);
  const exists = (file: string) =>
    access(join(base, file)).then(
      () => true,
      () => false,
    );
  const built = await exists('index.html');
  // A build from before the phone's own page has none: its phones get index.html.
  const phonePage = await exists('mobile.html');
  const sendPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const page = phonePage ? consolePageFor(request, path) : 'index.html';
    // The answer depends on who asks: caches must not hand one browser's page to another.
    return reply.header('cache-control', 'no-cache').header('vary', 'User-Agent, Cookie').sendFile(page);
  };
  await app.register(fastifyStatic, {
    root: base,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    index: false,
    setHeaders(reply, path) {
      void reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The address the start banner prints opens the console: @fastify/static would answer the folder itself 403.
  const index = (request: FastifyRequest, reply: FastifyReply) =>
    built ? sendPage(request, reply, '/') : reply.code(404).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.\n');
  app.get('/', index);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !fallbackFor(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
    }
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.\n');
    return sendPage(request, reply, path);
  });
}
