import { access } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console with @fastify/static: the .br or .gz twin Vite wrote next to each asset
 * (vite-plugin-compression2) when the browser accepts it, ETags, and long caching for the hashed assets;
 * any other GET that names no file answers index.html (no-cache) so that the client router handles the route.
 * `fallbackFor(path)` decides which paths get index.html (the server keeps its API paths out).
 */
export async function registerStaticFiles(app: FastifyInstance, root: string, fallbackFor: (path: string) => boolean) {
  const base = resolve(root);
  const built = await access(join(base, 'index.html')).then(
    () => true,
    () => false,
  );
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
  const index = (_request: unknown, reply: import('fastify').FastifyReply) =>
    built ? reply.header('cache-control', 'no-cache').sendFile('index.html') : reply.code(404).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.\n');
  app.get('/', index);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !fallbackFor(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
    }
    if (!built) return reply.code(404).type('text/plain; charset=utf-8').send('The console is not built: run `npm run build`.\n');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
