import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { getResponse } from 'msw';
import { createHandlers } from '../handlers';
import { registerEchoSocket } from '../realtime/nodeAdapter';
import { createSim, type Sim } from '../sim';
import { startActivity } from '../activity';
import { startReporting } from '../reporting/reporter';
import { createControlGuard, isControlPath, localHostNames, parseHost } from './controlGuard';
import { newControlKey } from './controlKey';
import { canonicalTarget } from './canonicalPath';
import { pathAndQuery, sendFetchResponse, toFetchRequest } from './fetchBridge';
import { methodGuard, methodTable } from './methods';
import { OutcomeLevels, requestSerializer } from './requestLog';
import { registerCloudProxy } from './proxy';
import { createTurns } from './turns';
import { createSharedCalls, sharedCallKey } from './sharedCalls';
import { preparedBody } from '../handlers/listAnswer';
import { KEPT_LIST_PATHS } from '../handlers/answerCache';
import { faultsOf } from '../faults/faults';
import { handlerRoutes } from './handlerRoutes';
import { registerSecurityHeaders } from './securityHeaders';
import { registerStaticFiles } from './staticFiles';
import { loggerOptions, logSetting, type LogSetting } from './logging';
import { boundPort } from './boundPort';
import { keepState, type StateKeeper } from '../state/stateFile';
import { setupRecordEdge, type RecordEdge, type RecordOptions } from '../record/setup';
import { capConnections, CONNECTION_LIMITS, timeoutOptions, type ConnectionLimits } from './connectionLimits';

export type ServerOptions = RecordOptions & {
  /** 0 picks a free port. */
  port: number;
  /** The built console; without it only the cloud's paths are served (the `npm run dev` simulator). */
  distDir?: string;
  /** Proxy /api, /eapi and /echo.io to this cloud instead of simulating it. */
  cloudUrl?: string;
  seed?: number;
  devices?: number;
  /** No start banner, no request log and no echo of sent codes. */
  quiet?: boolean;
  /** The interface to listen on; 127.0.0.1 unless given (HOST). */
  host?: string;
  /** Run the world's background activity (flapping, generated alarms); off unless asked, so tests see only what they do. */
  activity?: boolean;
  /** The /__sim/ control key (SIM_CONTROL_KEY); a new random one when absent. */
  controlKey?: string;
  /** Origins besides the server's own whose pages may call the control API (the Vite dev server). */
  allowedOrigins?: readonly string[];
  /** Host names besides this machine's under which the control API answers (a reverse proxy's name). */
  allowedHosts?: readonly string[];
  /** Request bodies above this many bytes answer 413 (1 MiB). */
  bodyLimit?: number;
  /**
   * Whether X-Forwarded-For names the client (TRUST_PROXY): only behind a reverse proxy that sets it. Fastify's
   * trustProxy: true, a number of hops, or the proxies' addresses; off unless given, so a client cannot choose
   * the address the security centre shows and the per-client limits count.
   */
  trustProxy?: boolean | number | string | readonly string[];
  /** Where the request log goes (standard output unless given; tests read it). */
  logStream?: NodeJS.WritableStream;
  /** `host:port` pairs reporting may reach although they are internal (SIM_REPORT_ALLOW), e.g. a QA receiver. */
  reportAllow?: readonly string[];
  /** SIM_STATE_FILE: the world is loaded from this file at start and saved to it every minute and on close. */
  stateFile?: string;
  /** Request timeout and connection caps (connectionLimits.ts); tests give small ones. */
  connectionLimits?: Partial<ConnectionLimits>;
};

export type RunningServer = {
  url: string;
  close(): Promise<void>;
  sim?: Sim;
  /** The key the control API wants in `Authorization: Bearer <key>`. */
  controlKey: string;
  /** `{ authorization: 'Bearer <key>' }`, for callers of the control API. */
  controlHeaders: Record<string, string>;
  /** The Fastify instance, for its logger. */
  app: FastifyInstance;
  /** The keeper of the state file, when one was given. */
  state?: StateKeeper;
  /** The request journal, the recording and the replay (simulator/record/setup.ts). */
  record: RecordEdge;
};

const BODY_LIMIT = 1024 * 1024;
/** The control API's calls (behind its key) may carry a fault test's long texts. */
const CONTROL_BODY_LIMIT = 8 * 1024 * 1024;
export const DEFAULT_HOST = '127.0.0.1';

const CLOUD_PATHS = /^\/(api|eapi)(\/|$)/;
// /geocode is the map search a deployment proxies to its geocoder; the simulator answers it from its places.
const SIM_PATHS = /^\/(__sim|geocode)(\/|$)/;
const pathOf = (request: { url: string }) => pathAndQuery(request.url).split('?', 1)[0] ?? '/';
/** Fastify's trustProxy from the setting: a number is that many proxy hops in front of this server. */
function trustProxyOption(value: ServerOptions['trustProxy']): false | string | string[] | ((address: string, hop: number) => boolean) {
  // `true` is the nearest proxy only: Fastify's own `true` trusts every hop, so the left-most address, which the
  // client wrote itself, would name the client (docs/decisions.md, "Security").
  const hops = value === true ? 1 : value;
  if (typeof hops === 'number') return (_address, hop) => hop < hops;
  if (hops === undefined || hops === false) return false;
  if (typeof hops === 'string') return hops || false;
  return [...hops];
}

/** How many Host headers a request carries (Node keeps the first in `headers.host` and drops the rest). */
function hostCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') count += 1;
  return count;
}

/** Why the target of a raw request was refused (set by rewriteUrl, answered 400 by the first hook). */
const refusedTargets = new WeakMap<object, string>();

/** The Fastify instance: its log, timeouts, proxy trust, one spelling of every path, body limit and request ids. */
function createApp(options: ServerOptions, logs: LogSetting, connectionLimits: ConnectionLimits): FastifyInstance {
  return Fastify({
    ...timeoutOptions(connectionLimits),
    // A test's log stream gets JSON lines; otherwise the operator's setting (logging.ts). Secrets never reach either.
    logger: options.quiet && !options.logStream
      ? false
      : options.logStream
        ? { level: process.env.LOG_LEVEL ?? 'debug', serializers: { req: requestSerializer }, stream: options.logStream }
        : { ...loggerOptions(logs), serializers: { req: requestSerializer } },
    // Request lines at their outcome's level: routine successes at debug (requestLog.ts).
    logController: new OutcomeLevels(),
    trustProxy: trustProxyOption(options.trustProxy),
    // One spelling of the path for the guard, the router, msw and the static files (canonicalPath.ts).
    rewriteUrl: (raw) => {
      const canonical = canonicalTarget(raw.url ?? '/');
      if (canonical.ok) return canonical.url;
      refusedTargets.set(raw, canonical.reason);
      return '/';
    },
    bodyLimit: options.bodyLimit ?? BODY_LIMIT,
    forceCloseConnections: true,
    // Request ids are the server's own: a client's X-Request-Id is only logged beside it (requestLog.ts).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  });
}

/** The simulated cloud, unless the server stands in front of a real one; its echo goes to the server's log. */
function createServerSim(options: ServerOptions, logs: LogSetting, app: FastifyInstance): Sim | undefined {
  return options.cloudUrl
    ? undefined
    : createSim({
        seed: options.seed,
        devices: options.devices,
        // The verification codes the simulated cloud "sends" are for the person at the terminal: printed plainly
        // there, whatever the log level. Everything else (and everything in a JSON log) is an info line.
        // The simulated fleet's own doings (background alarms, devices going on and offline) are routine: debug.
        echo: options.quiet ? undefined : (line) => {
          const code = line.startsWith('[sim] code:');
          if (code && !logs.json) console.log(line);
          else if (code) app.log.info({ sim: line }, line);
          else app.log.debug({ sim: line }, line);
        },
      });
}

/** What every request meets first (a refused target, a bad or second Host, the control key), and every answer last. */
async function addGateHooks(app: FastifyInstance, guard: ReturnType<typeof createControlGuard>): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const refused = refusedTargets.get(request.raw);
    // The envelope of api.md's request error, as every refused request of the document gets it (JSON, hwcode 400).
    if (refused !== undefined) return reply.code(400).send({ hwcode: 400, hwdata: `bad request target: ${refused}` });
    // A Host that is no host name (`a/b`, `x@y`) answers 400 before anything builds a URL from it.
    const hostHeader = request.headers.host;
    if (hostHeader !== undefined && !parseHost(hostHeader)) return reply.code(400).type('text/plain; charset=utf-8').send('bad Host header\n');
    // A second Host (the first would win, the proxy in front may read the other) answers 400 (docs/decisions.md, "Security").
    if (hostCount(request.raw.rawHeaders) > 1) return reply.code(400).type('text/plain; charset=utf-8').send('more than one Host header\n');
    if (isControlPath(pathOf(request))) {
      const verdict = guard(request.headers);
      if (!verdict.ok) {
        request.log.warn({ reason: verdict.reason }, 'control API refused');
        return reply.code(verdict.status).send({ error: verdict.reason });
      }
    }
    return undefined;
  });
  // The simulator's own pages under /__sim/ (the HMI panel) are not the console's and keep their inline script.
  await registerSecurityHeaders(app, (path) => path.startsWith('/__sim/'));
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-request-id', request.id);
    return payload;
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).type('text/plain; charset=utf-8').send(status === 413 ? 'request body too large\n' : `${status >= 500 ? 'internal error' : error.message}\n`);
  });

}

/** The simulated cloud's and the control API's paths, answered by the msw handlers (shared while no fault is set). */
async function registerSimRoutes(app: FastifyInstance, sim: Sim, handlers: ReturnType<typeof createHandlers>, port: () => number): Promise<void> {
  await app.register(async (scope) => {
    // The simulator reads bodies itself (JSON, form fields, protobuf): hand it the bytes, up to the body limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const calls = createSharedCalls(createTurns());
    // A fault counts and draws per call (faults/faults.ts): while one is set, every call goes its own way.
    const noFaults = () => faultsOf(sim).list().length === 0;
    const shareable = (response: Response) => preparedBody(response) !== undefined && noFaults();
    const candidates = handlerRoutes(handlers);
    // Undeclared methods answer 405 before a body is read (methods.ts).
    scope.addHook('preParsing', methodGuard(methodTable(candidates)));
    const answer = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
      const origin = `http://${request.headers.host ?? `localhost:${port()}`}`;
      const url = new URL(request.url, origin);
      const key = noFaults() ? sharedCallKey(request, KEPT_LIST_PATHS) : undefined;
      const response = await calls.answer(key, () => getResponse(candidates(url.pathname), toFetchRequest(request, origin)), shareable);
      if (!response) return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
      return sendFetchResponse(response, reply);
    };
    for (const prefix of ['/api', '/eapi', '/__sim', '/geocode']) {
      // The control API takes bigger bodies: the console's fault tests push alarm texts of several MB.
      const routeOptions = prefix === '/__sim' ? { bodyLimit: CONTROL_BODY_LIMIT } : {};
      scope.all(prefix, routeOptions, answer);
      scope.all(`${prefix}/*`, routeOptions, answer);
    }
  });
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const controlKey = options.controlKey ?? newControlKey();
  const host = options.host ?? DEFAULT_HOST;
  const logs = logSetting(process.env, Boolean(process.stdout.isTTY));
  const connectionLimits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const app = createApp(options, logs, connectionLimits);
  const sim = createServerSim(options, logs, app);
  // The saved world replaces the seeded one before the first call (and before the reporter's first round).
  const state = sim && options.stateFile
    ? await keepState(sim, options.stateFile, { info: (m) => app.log.info(m), warn: (m) => (options.quiet && !options.logStream ? console.warn(m) : app.log.warn(m)) })
    : undefined;
  const handlers = sim ? createHandlers(sim) : [];
  const stopActivity = sim && options.activity ? startActivity(sim) : undefined;
  // Project reporting is the user's doing (reporting ON with a server they typed), so it runs whatever `activity` says.
  const reporter = sim ? startReporting(sim, { allow: [...(options.reportAllow ?? [])] }) : undefined;

  let port = options.port;
  const guard = createControlGuard({
    key: controlKey,
    port: () => port,
    hostNames: localHostNames([host, ...(options.allowedHosts ?? [])].filter((h) => h !== '0.0.0.0' && h !== '::')),
    allowedOrigins: options.allowedOrigins,
  });

  await addGateHooks(app, guard);

  // The journal, SIM_RECORD and SIM_REPLAY, and the faults behind CLOUD_URL: hooks on /api and /eapi (record/edge.ts).
  const record = setupRecordEdge(app, { ...options, sim, bodyLimit: options.bodyLimit ?? BODY_LIMIT, warn: (m) => app.log.warn(m) });
  if (options.cloudUrl) {
    const drift = await registerCloudProxy(app, options.cloudUrl, { plainAnswers: Boolean(options.recordDir) });
    // What of the cloud's answers differs from /openapi.json so far (simulator/server/contractDrift.ts).
    app.get('/__contract', async () => ({ cloud: options.cloudUrl, drift: drift.list() }));
  }

  if (sim) await registerSimRoutes(app, sim, handlers, () => port);

  if (options.distDir) {
    await registerStaticFiles(app, options.distDir, (path) => !CLOUD_PATHS.test(path) && !SIM_PATHS.test(path));
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('not found\n'));
  }
  // Last, so that the websocket plugin wraps only its own route (nodeAdapter.ts).
  const realtime = sim ? await registerEchoSocket(app, sim.hub) : await record.registerSocket();

  capConnections(app.server, connectionLimits);
  await app.listen({ port: options.port, host });
  port = boundPort(app.server);
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    sim,
    app,
    controlKey,
    controlHeaders: { authorization: `Bearer ${controlKey}` },
    state,
    record,
    close() {
      closing ??= (async () => {
        stopActivity?.();
        reporter?.stop();
        await state?.stop();
        realtime?.close();
        await app.close();
        record.close();
      })();
      return closing;
    },
  };
}
