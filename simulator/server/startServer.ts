import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers';
import { createNodeAdapter, ECHO_PATH } from '../realtime/nodeAdapter';
import { createSim, type Sim } from '../sim';
import { startActivity } from '../activity';
import { createStaticHandler } from './staticFiles';
import { toFetchRequest, writeFetchResponse } from './fetchBridge';
import { createCloudProxy } from './proxy';

export type ServerOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The built console; without it only the cloud's paths are served (the `npm run dev` simulator). */
  distDir?: string;
  /** Proxy /api, /eapi and /echo.io to this cloud instead of simulating it. */
  cloudUrl?: string;
  seed?: number;
  devices?: number;
  /** No start banner and no echo of sent codes on the console. */
  quiet?: boolean;
  host?: string;
  /** Run the world's background activity (flapping, generated alarms); off unless asked, so tests see only what they do. */
  activity?: boolean;
};

export type RunningServer = { url: string; close(): Promise<void>; sim?: Sim };

const CLOUD_PATHS = /^\/(api|eapi)(\/|$)/;
// /geocode is the map search a deployment proxies to its geocoder; the simulator answers it from its places.
const SIM_PATHS = /^\/(__sim|geocode)(\/|$)/;

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://local').pathname;
}

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const serveStatic = options.distDir ? createStaticHandler(options.distDir) : undefined;
  const proxy = options.cloudUrl ? createCloudProxy(options.cloudUrl) : undefined;
  const sim = proxy
    ? undefined
    : createSim({ seed: options.seed, devices: options.devices, echo: options.quiet ? undefined : (line) => console.log(line) });
  const handlers = sim ? createHandlers(sim) : [];
  const realtime = sim ? createNodeAdapter(sim.hub) : undefined;
  const stopActivity = sim && options.activity ? startActivity(sim) : undefined;

  const server = createServer((req, res) => {
    const path = pathOf(req);
    const handle = async () => {
      if (proxy && CLOUD_PATHS.test(path)) return proxy.web(req, res);
      if (sim && (CLOUD_PATHS.test(path) || SIM_PATHS.test(path))) {
        const address = server.address() as AddressInfo;
        const request = await toFetchRequest(req, `http://${req.headers.host ?? `localhost:${address.port}`}`);
        const response = await getResponse(handlers, request);
        return response ? writeFetchResponse(response, res) : notFound(res);
      }
      if (serveStatic && (req.method === 'GET' || req.method === 'HEAD')) return serveStatic(req, res);
      notFound(res);
    };
    handle().catch((error: unknown) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('internal error\n');
    });
  });

  server.on('upgrade', (req, socket, head) => {
    if (pathOf(req) === ECHO_PATH) {
      if (proxy) return proxy.upgrade(req, socket, head);
      if (realtime?.handleUpgrade(req, socket, head)) return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;

  return {
    url,
    sim,
    async close() {
      stopActivity?.();
      await realtime?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
