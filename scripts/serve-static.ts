// A static file server for the demo build (`npm run demo`, and the demo browser test), with the same file
// handling and headers as `npm start` (simulator/server/staticFiles.ts): a file when the path names one, else
// index.html, so that the client router handles deep links. No back end: in the demo the cloud runs in the page.
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { registerStaticFiles } from '../simulator/server/staticFiles';
import { registerSecurityHeaders } from '../simulator/server/securityHeaders';

export interface ServedFolder {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on `port` (0 picks a free one), on 127.0.0.1 unless `host` says otherwise. The URL says localhost
 * because service workers need a secure context, which plain http has only there.
 */
export async function serveStatic({ root, port = 0, host = '127.0.0.1' }: { root: string; port?: number; host?: string }): Promise<ServedFolder> {
  const index = join(resolve(root), 'index.html');
  await access(index).catch(() => {
    throw new Error(`${resolve(root)} has no index.html: build it first (npm run build:demo)`);
  });
  const app = Fastify({ logger: false, forceCloseConnections: true });
  // In the demo a simulator page (/__sim/hmi/…) arrives as index.html and replaces itself with the panel the
  // in-page simulator answers, inline script included, so it goes without the console's policy.
  await registerSecurityHeaders(app, (path) => path.startsWith('/__sim/'));
  await registerStaticFiles(app, root, () => true);
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://localhost:${actualPort}`, close: () => app.close() };
}

// `tsx scripts/serve-static.ts [folder]`: serves the folder (default dist-demo) on PORT (default 5173).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'dist-demo';
  const { url, close } = await serveStatic({ root, port: Number(process.env.PORT ?? 5173), host: process.env.HOST || undefined });
  console.log(`Serving ${root} on ${url} (demo account: phone 13800138000, password demo1234)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close().then(() => process.exit(0)));
}
