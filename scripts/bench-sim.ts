// `npm run bench -- sim`: the simulator with 100,000 devices in one process. World start-up time, resident memory
// per device, and p50/p99 latency of machine/select and a 5,000-device enterprise list under 200 concurrent
// clients on loopback, each phase bounded in time, beside a floor (the same bytes from a bare route) measured in
// the same run and the target (p50 at most 1.5 times the floor's). Figures, not pass/fail.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { loadScenario } from '../simulator/scenario/runner';
import { checkScenario } from '../simulator/scenario/spec';
import { startServer } from '../simulator/server/main';
import { createReport, garbageCollector, median, medianBy, portOf, recordAt, stringAt } from './benchSupport';
import { createWorld } from '../simulator/world/createWorld';
import { DEMO_ACCOUNTS } from '../simulator/world/demoAccounts';
import { grant } from '../simulator/world/fleet';
import { openSession } from '../simulator/world/sessions';
import { CLIENT_VERSION } from '../src/domain/constants';

const DEVICES = 100_000;
const ENTERPRISE_DEVICES = 5_000;
const CLIENTS = 200;
const PHASE_MS = Number(process.env.BENCH_SIM_MS ?? 5_000);
/** Under 200 clients, the simulator's p50 at most this many times the floor's (docs/architecture.md, "The simulator as a QA product, and fleets beyond one process"). */
const TARGET_P50_RATIO = 1.5;
const MAX_TAIL_MS = 120_000;
/** Floor and simulator phases run in turn this many times each; the figures are those of the pair with the median ratio. */
const PAIRS = Number(process.env.BENCH_SIM_PAIRS ?? 3);
/** Calls sent at once before a phase, to tell whether its 200 clients would end within MAX_TAIL_MS. */
const BURST = 20;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

type Load = { p50: number; p99: number; count: number; errors: number };

// The clients run on a worker thread: sharing the server's thread, their reading of 8 MB answers would be counted
// as the server's latency. They read each answer whole into one buffer, as a console must before it parses it, check
// its length against its Content-Length and look only at its start for `"hwcode":0`. They use node:http, not fetch:
// fetch hands each answer through web streams, and with 200 of them one thread read half as many answers a second
// and left a quarter to half of its sockets unread for the whole phase, on the floor as on the simulator
// (docs/decisions.md, "the many clients' reader").
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, body, tokens, clients, ms } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const latencies = [];
let errors = 0;
const call = (token) => new Promise((resolve) => {
  const request = http.request(url, { method: 'POST', agent, headers: { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } }, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => {
      const answer = Buffer.concat(chunks);
      resolve(answer.length === Number(res.headers['content-length']) && answer.subarray(0, 16).toString('latin1').startsWith('{"hwcode":0,'));
    });
    res.on('error', () => resolve(false));
  });
  request.on('error', () => resolve(false));
  request.end(body);
});
(async () => {
  const until = performance.now() + ms;
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    const token = tokens[client % tokens.length];
    while (performance.now() < until) {
      const start = performance.now();
      if (!(await call(token))) errors += 1;
      latencies.push(performance.now() - start);
    }
  }));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN;
  parentPort.postMessage({ p50: pct(50), p99: pct(99), count: latencies.length, errors });
})();
`;

/** 200 clients for PHASE_MS; client i sends tokens[i % tokens.length] (one token: 200 screens of one account). */
function load(url: string, body: string, tokens: string[]): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_CODE, { eval: true, workerData: { url, body, tokens, clients: CLIENTS, ms: PHASE_MS } });
    worker.once('message', (figures: Load) => {
      void worker.terminate();
      resolve(figures);
    });
    worker.once('error', reject);
  });
}

/**
 * The floor: a bare Fastify server on loopback answering the same path with the same bytes, prepared once. What
 * 200 clients of it see is what HTTP, loopback and the clients cost for an answer of that size on this machine
 * now; the simulator's figures are printed as a ratio to it, since the machine is shared and its speed swings.
 */
async function floorServer(path: string, answer: Buffer): Promise<{ url: string; origin: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(path, async (_request, reply) => reply.type('application/json').send(answer));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${portOf(app.server.address())}`;
  return { url: `${origin}${path}`, origin, close: () => app.close() };
}

const figuresOf = (f: Load) => `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms (${f.count} calls, ${f.errors} errors)`;

/** The figures of the pair whose p50 ratio is the median of the pairs', beside the floor of that same pair. */
function reportPairs(report: ReturnType<typeof createReport>['report'], label: string, pairs: { sim: Load; floor: Load }[]): void {
  const { sim: figures, floor: floorFigures } = medianBy(pairs, (p) => p.sim.p50 / p.floor.p50)!;
  // The target in milliseconds: TARGET_P50_RATIO times the floor of this pair.
  report(`${label}: p50, ${CLIENTS} clients`, figures.p50, 'ms', Math.round(TARGET_P50_RATIO * floorFigures.p50), floorFigures.p50);
  report(`${label}: p99, ${CLIENTS} clients`, figures.p99, 'ms', undefined, floorFigures.p99);
  // Beside the latencies, what each side got through: with 200 clients each waiting for its answer before it asks
  // again, a server's p50 is about its mean wait, 200 ÷ its calls a second, when it serves its clients alike.
  report(`${label}: calls answered in the phase / floor's`, figures.count / floorFigures.count, '×', undefined, 1);
  // An answer that is not a list (a request error, say) makes both sides fast and the ratio meaningless.
  const failed = pairs.some((p) => p.sim.errors > 0 || p.floor.errors > 0);
  if (failed) console.log(`  some answers were not lists: the figures below measure error answers`);
  const label50 = `${label}: p50 / floor's p50${PAIRS > 1 ? ` (median of ${PAIRS} pairs)` : ''}`;
  report(`${label50}${failed ? ' (INVALID: error answers)' : ''}`, failed ? Infinity : figures.p50 / floorFigures.p50, '×', TARGET_P50_RATIO, 1);
}

export default async function run(): Promise<void> {
  const { report, summary } = createReport();
  // A full collection before and after, so that the difference is what the world keeps, not garbage of its making.
  const gc = garbageCollector();
  gc?.();
  const before = process.memoryUsage();
  let start = performance.now();
  const world = createWorld({ seed: 1, devices: DEVICES });
  const startupMs = performance.now() - start;
  gc?.();
  const after = process.memoryUsage();
  // The heap the world keeps is the figure; resident memory also grows by the young generation the server's flag
  // allows (up to 3 × 64 MiB), whatever the world's size.
  const perDevice = (bytes: number) => `${(bytes / DEVICES).toFixed(0)} B per device`;
  console.log(`world start-up, ${DEVICES} devices: ${startupMs.toFixed(0)} ms; heap ${mb(after.heapUsed - before.heapUsed)} (${perDevice(after.heapUsed - before.heapUsed)}${gc ? '' : ', without a full collection'}), resident memory ${mb(after.rss - before.rss)} (${perDevice(after.rss - before.rss)})`);
  void world;

  const server = await startServer({ port: 0, quiet: true, seed: 1 });
  try {
    start = performance.now();
    const sim = server.sim!;
    // The same world through a scenario: the base fleet plus one enterprise of 5,000 with 200 members, which the
    // enterprise demo user also holds.
    loadScenario(sim, checkScenario({ name: 'bench', seed: 1, durationMs: 1, world: { baseDevices: DEVICES - ENTERPRISE_DEVICES, enterprises: [{ name: 'Bench', devices: ENTERPRISE_DEVICES, members: CLIENTS }] } }));
    const enterprise = sim.world.enterprises.at(-1)!;
    const eid = enterprise.eid;
    // 200 different users, each an admin of the enterprise's 5,000 devices: each asks a list of its own (its
    // roles are part of what the answer is made of), so no two of them share a kept or shared answer.
    const enterpriseDevices = sim.world.devices.filter((d) => d.eid === eid).map((d) => d.machine_id);
    const members = enterprise.memberIds.filter((id) => id !== DEMO_ACCOUNTS.enterprise.userId);
    for (const userId of members.slice(1)) for (const machineId of enterpriseDevices) grant(sim.world, userId, machineId, 2, 0);
    const memberTokens = members.map((userId) => openSession(sim.world, userId, { terminalUUID: `bench-${userId}`, terminalName: 'bench', terminalOS: 'node', terminalType: 'web', loginIp: '127.0.0.1' }, sim.clock.now()).token);
    console.log(`scenario world (${sim.world.devices.length} devices, one enterprise of ${ENTERPRISE_DEVICES} with ${members.length} admins): ${(performance.now() - start).toFixed(0)} ms`);
    const login = async (loginName: string) => {
      const res = await fetch(`${server.url}/api/user/login`, { method: 'POST', body: new URLSearchParams({ loginName, loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'bench', terminalType: 'web', terminalName: 'bench', terminalOS: 'node', loginOemId: '' }) });
      return stringAt(recordAt(await res.json(), 'hwdata'), 'token');
    };
    const personal = await login('13800138000');
    const enterpriseToken = await login('ent@example.com');
    const enterpriseBody = new URLSearchParams({ eid: String(eid), page: '1', pageSize: String(ENTERPRISE_DEVICES), groupId: 'ALL', version: '1.4.2' });
    const phases: [string, string, URLSearchParams, string[]][] = [
      // The whole payload: the simulator answers an incomplete one with its request error (requestCheck.ts).
      ['machine/select of 14,385 devices', '/api/machine/select', new URLSearchParams({ terminalID: 'bench', version: CLIENT_VERSION }), [personal]],
      [`enterprise list of ${ENTERPRISE_DEVICES}`, '/api/enterprises/enterpriseDeviceList', enterpriseBody, [enterpriseToken]],
      // The limit the architecture notes name, 200 different users at once, each a witness of its own.
      [`enterprise list of ${ENTERPRISE_DEVICES}, ${CLIENTS} different users`, '/api/enterprises/enterpriseDeviceList', enterpriseBody, memberTokens],
    ];
    for (const [label, path, body, tokens] of phases.filter((_, i) => !process.env.BENCH_SIM_PHASE || String(i + 1) === process.env.BENCH_SIM_PHASE)) {
      // One call alone first: the handlers run on the server's one thread, so 200 clients of a slow call would
      // take 200 times as long, and the bench must stay bounded in time.
      const call = async (base = server.url) => {
        const res = await fetch(`${base}${path}`, { method: 'POST', headers: { cloudtoken: tokens[0]!, 'content-type': 'application/x-www-form-urlencoded' }, body });
        return Buffer.from(await res.arrayBuffer());
      };
      /** The median of 5 calls, one at a time, and the last answer. */
      const alone = async (base?: string) => {
        let answer = await call(base);
        const times: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const one = performance.now();
          answer = await call(base);
          times.push(performance.now() - one);
        }
        return { ms: median(times), answer };
      };
      const { ms: aloneMs, answer } = await alone();
      console.log(`${label}: one call alone ${aloneMs.toFixed(0)} ms (median of 5), ${(answer.length / 1024).toFixed(0)} KiB`);
      // Calls still under way when the phase ends are waited for: 200 at once cost about ten times what 20 at
      // once cost (200 times one call where each is worked out alone; less where identical calls share an answer).
      const burstStart = performance.now();
      await Promise.all(Array.from({ length: BURST }, () => call()));
      const holdMs = ((performance.now() - burstStart) * CLIENTS) / BURST;
      console.log(`  ${BURST} calls at once: ${((holdMs * BURST) / CLIENTS).toFixed(0)} ms`);
      if (holdMs > MAX_TAIL_MS) {
        console.log(`  ${CLIENTS} concurrent clients skipped: they would hold the server about ${(holdMs / 1000).toFixed(0)} s (p50 and p99 would be about ${(holdMs / 2000).toFixed(0)} s and ${(holdMs / 1000).toFixed(0)} s)`);
        report(`${label}: p50 / floor's p50 (not measured)`, Infinity, '×', TARGET_P50_RATIO);
        continue;
      }
      const floor = await floorServer(path, answer);
      const pairs: { sim: Load; floor: Load }[] = [];
      try {
        report(`${label}: one call alone`, aloneMs, 'ms', undefined, (await alone(floor.origin)).ms);
        // Floor and simulator in turn, PAIRS times: a busy moment of the shared machine falls on one pair, and the
        // figure is the pair of the median ratio.
        for (let pair = 0; pair < PAIRS; pair += 1) {
          const floorFigures = await load(floor.url, body.toString(), tokens);
          const figures = await load(`${server.url}${path}`, body.toString(), tokens);
          pairs.push({ sim: figures, floor: floorFigures });
          console.log(`  pair ${pair + 1}, ${CLIENTS} clients for ${PHASE_MS} ms: simulator ${figuresOf(figures)}; floor (same bytes from a bare Fastify route) ${figuresOf(floorFigures)}; p50 ratio ${(figures.p50 / floorFigures.p50).toFixed(2)}`);
        }
      } finally {
        await floor.close();
      }
      reportPairs(report, label, pairs);
    }
    console.log(`resident memory of the bench process: ${mb(process.memoryUsage().rss)}`);
    summary();
  } finally {
    await server.close();
  }
}
