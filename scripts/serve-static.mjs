// A tiny static file server for the demo build (`npm run demo`, and the demo browser test): a file when the path
// names one inside the folder, else index.html, so that the client router handles deep links such as
// /index/?listType=list. No back end: in the demo the cloud runs in the page's service worker.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves `root` on `port` (0 picks a free one). Resolves once listening with the origin and a close function.
 * The URL says localhost because service workers need a secure context, which plain http has only there.
 * @param {{ root: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveStatic({ root, port = 0, host }) {
  const base = resolve(root);
  const index = join(base, 'index.html');
  if (!(await isFile(index))) throw new Error(`${base} has no index.html: build it first (npm run build:demo)`);

  const server = createServer((req, res) => {
    void (async () => {
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
      } catch {
        res.writeHead(400).end('bad path');
        return;
      }
      const candidate = resolve(join(base, normalize(pathname)));
      const inside = candidate === base || candidate.startsWith(base + sep);
      const file = inside && (await isFile(candidate)) ? candidate : index;
      // Hashed assets never change; everything else (index.html, the service worker) is checked every time.
      const cache = file.startsWith(join(base, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, {
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': cache,
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    })().catch(() => res.writeHead(500).end());
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}

// `node scripts/serve-static.mjs [folder]`: serves the folder (default dist-demo) on PORT (default 5173).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? 'dist-demo';
  const { url, close } = await serveStatic({ root, port: Number(process.env.PORT ?? 5173) });
  console.log(`Serving ${root} on ${url} (demo account: phone 13800138000, password demo1234)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void close().then(() => process.exit(0)));
}
