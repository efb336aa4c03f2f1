// The server's recording, replay, journal and proxy-side faults, wired in one place so that startServer.ts only
// registers them: `setupRecordEdge` before the routes, `registerSocket` where the realtime socket goes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getResponse, http, HttpResponse } from 'msw';
import { createFaultStore, faultsOf, type FaultStore } from '../faults/faults';
import { catalogueHandlers } from '../control/catalogue';
import { faultControlHandlers } from '../control/faults';
import { controlJsonBodyHandlers } from '../control/jsonBody';
import { attachJournal, journalControlHandlers } from '../control/journal';
import { sendFetchResponse, toFetchRequest } from '../server/fetchBridge';
import { liveSession } from '../world/sessions';
import type { Sim } from '../sim';
import { createLog } from '../log';
import { registerEdge } from './edge';
import { journalSize as sizeFromEnv, type Journal } from './journal';
import { createProxyAccounts } from './proxyAccounts';
import { registerProxySocket } from './proxySocket';
import { createRecorder, type Recorder } from './recorder';
import { loadReplay, type Replay } from './replay';
import { installReplaySocket } from './replaySocket';

export type RecordOptions = {
  /** SIM_RECORD: record every call and frame into this folder (HAR and JSON lines, secrets replaced). */
  recordDir?: string;
  /** SIM_REPLAY: answer from this recording; what it lacks goes to the simulated world. */
  replayDir?: string;
  /** SIM_REPLAY_STRICT=1: what the recording lacks answers hwcode 501 "not recorded". */
  replayStrict?: boolean;
  /** SIM_JOURNAL_SIZE: calls the request journal keeps (1000; 0 keeps none). */
  journalSize?: number;
};

/** The record options from the environment (`npm start`). */
export function recordOptionsFromEnv(env: NodeJS.ProcessEnv): RecordOptions {
  return {
    recordDir: env.SIM_RECORD || undefined,
    replayDir: env.SIM_REPLAY || undefined,
    replayStrict: env.SIM_REPLAY_STRICT === '1' || env.SIM_REPLAY_STRICT === 'true',
    journalSize: sizeFromEnv(env.SIM_JOURNAL_SIZE),
  };
}

/** The start banner's lines about them. */
export function recordBanner(options: RecordOptions, proxied: boolean, replay?: { calls: number; frames: number }): string[] {
  const lines: string[] = [];
  if (options.recordDir) lines.push(`Recording every call and realtime frame to ${options.recordDir}/http.har and ${options.recordDir}/realtime.jsonl (secrets replaced)`);
  if (options.replayDir && replay) {
    lines.push(`Replaying ${options.replayDir}: ${replay.calls} calls, ${replay.frames} realtime frames; ${options.replayStrict ? 'the rest answers hwcode 501 "not recorded"' : 'the rest goes to the simulated world'}`);
  }
  if (proxied) lines.push('Control API (faults, requests, verify) behind the proxy too: npm run sim -- fault add …; world-changing calls answer 409.');
  return lines;
}

export type RecordEdge = {
  journal: Journal;
  replay?: Replay;
  faults: () => FaultStore;
  userOfToken(token: string): number | undefined;
  recorder?: Recorder;
  /** Behind CLOUD_URL: the /echo.io relay (with faults and recording) in place of the plain proxy's. */
  registerSocket(): Promise<{ close(): void } | undefined>;
  close(): void;
};

type SetupInput = RecordOptions & {
  sim?: Sim;
  cloudUrl?: string;
  seed?: number;
  bodyLimit: number;
  warn(message: string): void;
};

export function setupRecordEdge(app: FastifyInstance, input: SetupInput): RecordEdge {
  const recorder = input.recordDir ? createRecorder(input.recordDir, input.warn) : undefined;
  const replay = input.replayDir && input.sim ? loadReplay(input.replayDir) : undefined;
  if (input.replayDir && !input.sim) throw new Error('SIM_REPLAY replays into the simulator: leave CLOUD_URL unset');
  if (replay && input.sim) installReplaySocket(input.sim, replay);
  const sim = input.sim;
  let faults: () => FaultStore;
  let userOfToken: (token: string) => number | undefined;
  let accountOf: (token: string | undefined) => string[] | undefined;
  let onLogin: ((name: string, hwdata: unknown) => void) | undefined;
  if (sim) {
    faults = () => faultsOf(sim);
    userOfToken = (token) => liveSession(sim.world, token, sim.clock.now())?.userId;
    accountOf = (token) => {
      const userId = liveSession(sim.world, token, sim.clock.now())?.userId;
      const user = userId === undefined ? undefined : sim.world.users.find((u) => u.id === userId);
      return user ? [user.phone, user.email, user.account, String(user.id)].filter(Boolean) : undefined;
    };
  } else {
    const accounts = createProxyAccounts();
    const log = createLog(Date.now);
    const store = createFaultStore({
      seed: () => input.seed ?? 1,
      now: Date.now,
      log,
      accountId: (name) => accounts.accountId(name),
      userOfToken: (token) => accounts.userOfToken(token),
    });
    faults = () => store;
    userOfToken = (token) => accounts.userOfToken(token);
    accountOf = (token) => accounts.namesOf(token);
    onLogin = (name, hwdata) => accounts.learn(name, hwdata);
    registerProxyControl(app, store);
  }
  const { journal } = registerEdge(app, {
    mode: sim ? 'simulated' : 'proxied',
    journalSize: input.journalSize ?? 1000,
    faults,
    httpFaults: !sim,
    accountOf,
    onLogin,
    recorder,
    replay,
    replayStrict: input.replayStrict,
    bodyLimit: input.bodyLimit,
  });
  if (sim) attachJournal(sim, journal);
  else proxyJournal.set(app, journal);
  return {
    journal,
    replay,
    faults,
    userOfToken,
    recorder,
    async registerSocket() {
      if (sim || !input.cloudUrl) return undefined;
      return registerProxySocket(app, { cloudUrl: input.cloudUrl, faults, userOfToken, log: (m) => app.log.info(m), recorder });
    },
    close: () => recorder?.close(),
  };
}

const proxyJournal = new WeakMap<FastifyInstance, Journal>();

/**
 * /__sim behind CLOUD_URL: the fault calls, the journal and the control API's own document work as in the
 * simulator; every other control call would change a world there is none of, and answers 409.
 */
function registerProxyControl(app: FastifyInstance, store: FaultStore): void {
  const handlers = [
    ...controlJsonBodyHandlers(),
    ...faultControlHandlers({ faults: () => store, now: Date.now }),
    ...journalControlHandlers(() => proxyJournal.get(app)),
    ...catalogueHandlers(),
    http.all('*/__sim/*', () => HttpResponse.json({ error: 'not in proxy mode: behind CLOUD_URL only faults, requests, verify and openapi.json answer' }, { status: 409 })),
    http.all('*/__sim', () => HttpResponse.json({ error: 'not in proxy mode' }, { status: 409 })),
  ];
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const response = await getResponse(handlers, toFetchRequest(request, origin));
    if (!response) return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
    return sendFetchResponse(response, reply);
  };
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.all('/__sim', answer);
    scope.all('/__sim/*', answer);
  });
}
