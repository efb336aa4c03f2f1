// `npm run bench -- realtime`: alarms to a control room's worth of consoles. 1,000 sockets signed in across 50
// accounts (20 each, two sessions an account) listen on /echo.io while a storm of 1,000 alarms a second for 10 s
// falls on a fleet of 10,019 devices. The clients live in a child process (scripts/benchRealtimeClients.ts).
// Printed: alarms delivered against expected per socket, latency from each alarm's planned time to its receipt
// (p50, p99), when the last alarm arrived against its plan, the server's RSS and longest event-loop block; and in
// the same run the floor: a bare `ws` server sending the same encoded frames to the same sockets on the same
// schedule. The simulator's per-socket output bound stays in force (it is the server's own adapter). Storms on the
// simulator and on the floor take turns three times; the latencies are those of the pair with the median p99 ratio.
//
// The schedule is the bench's, not the generator's storm: each alarm carries its number (`bench:<k>`) so its
// planned time is known on arrival. Each one goes the product's way, raiseAlarm → deliverMessage → the hub.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { encodeMessage } from '../src/domain/realtime/codec';
import { raiseAlarm } from '../simulator/generator/raise';
import { alarmRecipients } from '../simulator/generator/recipients';
import { loadScenario } from '../simulator/scenario/runner';
import { checkScenario } from '../simulator/scenario/spec';
import { startServer } from '../simulator/server/main';
import { openSession } from '../simulator/world/sessions';
import { createReport, garbageCollector, medianBy, numberAt, portOf } from './benchSupport';
import { benchContent, clientFiguresOf, type ClientFigures, type ClientPlan } from './benchRealtimeClients';

const ACCOUNTS = 50;
const DEVICES_PER_ACCOUNT = 200;
const SESSIONS_PER_ACCOUNT = 2;
const SOCKETS_PER_SESSION = 10;
const PER_SECOND = Number(process.env.BENCH_REALTIME_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 10);
const TOTAL = PER_SECOND * SECONDS;
/**
 * Alarms of the clients' warm-up, at the storm's rate, sent by the floor's server before both storms and not measured:
 * the clients' code (ws's reader, the decoder, the counting) is compiled by then, so whichever storm goes first does
 * not pay the measuring side's warm-up. Each server still meets its storm as it is.
 */
const WARM_UP = Math.min(TOTAL, 2 * PER_SECOND);
const INTERVAL_MS = 1_000 / PER_SECOND;
/** Sockets spread over these loopback sources, so a per-address socket cap holds as it would for real clients. */
const LOCAL_ADDRESSES = Array.from({ length: 20 }, (_, i) => `127.0.0.${i + 1}`);
const DRAIN_MS = 30_000;
/** Storms on the simulator and on the floor, in turn; the p99 figures are those of the pair with the median ratio. */
const PAIRS = Number(process.env.BENCH_REALTIME_PAIRS ?? 3);
/** Targets: p99 at most this many times the floor's; the last alarm within 5 % of its plan. */
const P99_RATIO = 2;
const LAST_RATIO = 1.05;
/** RSS flat after the storm: at most this much above its value when the storm ended. */
const RSS_GROWTH_PERCENT = 10;

const mb = (bytes: number) => bytes / 1024 / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fullCollection = garbageCollector();
const collectGarbage = () => fullCollection?.();

type Phase = { delivered: number; expected: number; short: number; figures: ClientFigures; lagMs: number; blockMs: number; lastRatio: number };

/** Fires alarms 0 … count − 1, alarm k at t0 + k × interval from a 1 ms timer, as many as are due each tick; answers the last one's lag. */
function runSchedule(t0: number, count: number, fire: (k: number) => void): Promise<number> {
  return new Promise((resolve) => {
    let next = 0;
    const timer = setInterval(() => {
      const now = performance.timeOrigin + performance.now();
      while (next < count && t0 + next * INTERVAL_MS <= now) fire(next++);
      if (next >= count) {
        clearInterval(timer);
        resolve(performance.timeOrigin + performance.now() - (t0 + (count - 1) * INTERVAL_MS));
      }
    }, 1);
  });
}

class Clients {
  private child: ChildProcess;
  private waiting = new Map<string, (message: Record<string, unknown>) => void>();
  constructor() {
    this.child = fork(fileURLToPath(new URL('./benchRealtimeClients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
    this.child.on('message', (message: Record<string, unknown>) => {
      if (message.kind === 'error') return;
      const resolve = this.waiting.get(String(message.kind));
      this.waiting.delete(String(message.kind));
      resolve?.(message);
    });
  }
  ask(kind: string, payload: Record<string, unknown> = {}, answer = kind): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      this.waiting.set(answer, resolve);
      this.child.send({ kind, ...payload });
    });
  }
  tell(kind: string, payload: Record<string, unknown> = {}) {
    this.child.send({ kind, ...payload });
  }
  ready = () => new Promise<void>((resolve) => this.waiting.set('ready', () => resolve()));
  close() {
    this.child.send({ kind: 'exit' });
  }
}

/** Opens the sockets, runs the first `count` alarms of the storm through `fire`, drains, and gathers what the clients saw. */
async function phase(clients: Clients, plan: ClientPlan, expectedPerSocket: number[], fire: (k: number) => void, count = TOTAL): Promise<Phase> {
  await clients.ask('open', { plan }, 'opened');
  // Opening 1,000 sockets leaves its garbage (and the simulator's handshakes more than the bare server's): collected
  // here, before the storm, in both phases alike. Left alone, the first collections of the storm copied it and
  // blocked the loop for 50 to 100 ms at its start: set-up time counted as the storm's latency.
  collectGarbage();
  const expected = expectedPerSocket.reduce((a, b) => a + b, 0);
  const t0 = performance.timeOrigin + performance.now() + 500;
  clients.tell('start', { start: { t0, intervalMs: INTERVAL_MS } });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const lagMs = await runSchedule(t0, count, fire);
  const drainUntil = Date.now() + DRAIN_MS;
  while (Date.now() < drainUntil) {
    const total = numberAt(await clients.ask('count'), 'total');
    if (total >= expected) break;
    await sleep(100);
  }
  loop.disable();
  const figures = clientFiguresOf((await clients.ask('figures')).figures);
  const delivered = figures.perSocket.reduce((a, b) => a + b, 0);
  const short = figures.perSocket.filter((n, i) => n < expectedPerSocket[i]!).length;
  const planned = (count - 1) * INTERVAL_MS;
  return { delivered, expected, short, figures, lagMs, blockMs: loop.max / 1e6, lastRatio: (figures.lastReceiptAt - t0) / planned };
}

export default async function run(): Promise<void> {
  const { report, summary } = createReport();
  const server = await startServer({ port: 0, quiet: true, seed: 1 });
  const sim = server.sim!;
  const clients = new Clients();
  let floor: WebSocketServer | undefined;
  try {
    await clients.ready();
    loadScenario(sim, checkScenario({ name: 'bench-realtime', seed: 1, durationMs: 1, world: { baseDevices: 19, users: ACCOUNTS, devicesPerUser: DEVICES_PER_ACCOUNT, enterprises: [] } }));
    const users = sim.world.users.filter((u) => u.email.endsWith('@scenario.test'));
    const now = sim.clock.now();
    // Sessions opened in-process: the bench measures delivery, not 100 sign-ins against the per-client limits.
    const tokens: string[] = [];
    const userOfToken = new Map<string, number>();
    for (const user of users) {
      for (let s = 0; s < SESSIONS_PER_ACCOUNT; s += 1) {
        const session = openSession(sim.world, user.id, { terminalUUID: `bench-${user.id}-${s}`, terminalName: 'bench', terminalOS: 'node', terminalType: 'web', loginIp: '127.0.0.1' }, now);
        userOfToken.set(session.token, user.id);
        for (let i = 0; i < SOCKETS_PER_SESSION; i += 1) tokens.push(session.token);
      }
    }
    // The storm's devices: the scenario users' own, taken in turn so that every account gets its share.
    const userIds = new Set(users.map((u) => u.id));
    const devices = sim.world.memberships.filter((m) => userIds.has(m.userId) && m.limitAuthority === 3).map((m) => m.machineId);
    const machineOf = (k: number) => devices[(k * 7919) % devices.length]!;
    const recipients = Array.from({ length: TOTAL }, (_, k) => alarmRecipients(sim.world, machineOf(k)));
    const alarmsPerUser = new Map<number, number>();
    for (const list of recipients) for (const u of list) alarmsPerUser.set(u, (alarmsPerUser.get(u) ?? 0) + 1);
    const expectedPerSocket = tokens.map((t) => alarmsPerUser.get(userOfToken.get(t)!) ?? 0);
    const fleet = sim.world.devices.length;
    console.log(`${tokens.length} sockets over ${users.length} accounts (${SESSIONS_PER_ACCOUNT} sessions each), fleet of ${fleet} devices; storm ${PER_SECOND}/s for ${SECONDS} s (${TOTAL} alarms, ${expectedPerSocket.reduce((a, b) => a + b, 0)} frames expected)`);

    // The floor: a bare ws server, the same sockets and tokens, the same frames (one encode per recipient user,
    // as the hub does) on the same schedule; no world, no message centre, no output bound.
    floor = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => floor!.once('listening', resolve));
    const socketsOfUser = new Map<number, Set<WebSocket>>();
    floor.on('connection', (socket, request) => {
      const userId = userOfToken.get(new URL(request.url ?? '/', 'http://x').searchParams.get('sid') ?? '');
      if (userId === undefined) return socket.close(4401);
      const set = socketsOfUser.get(userId) ?? new Set();
      set.add(socket);
      socketsOfUser.set(userId, set);
      socket.on('close', () => set.delete(socket));
    });
    const unread = new Map<number, number>();
    const floorPlan = { url: `ws://127.0.0.1:${portOf(floor.address())}`, tokens, localAddresses: LOCAL_ADDRESSES };
    const floorFire = (k: number) => {
      const machineId = machineOf(k);
      for (const userId of recipients[k]!) {
        const total = (unread.get(userId) ?? 0) + 1;
        unread.set(userId, total);
        const frame = encodeMessage({ type: 'deviceAlarm', deviceCode: String(machineId), deviceId: String(machineId), totalUnreadMsg: total, content: benchContent(k), sentAt: Date.now() });
        for (const socket of socketsOfUser.get(userId) ?? []) socket.send(frame);
      }
    };
    const warmUpExpected = tokens.map((t) => recipients.slice(0, WARM_UP).filter((list) => list.includes(userOfToken.get(t)!)).length);
    await phase(clients, floorPlan, warmUpExpected, floorFire, WARM_UP);

    collectGarbage();
    const rssBefore = process.memoryUsage().rss;
    const simUrl = server.url.replace(/^http/, 'ws') + '/echo.io';
    const simStorm = () => phase(clients, { url: simUrl, tokens, localAddresses: LOCAL_ADDRESSES }, expectedPerSocket, (k) => {
      raiseAlarm(sim, machineOf(k), { level: 2, content: benchContent(k), voice: false });
    });
    const floorStorm = () => phase(clients, floorPlan, expectedPerSocket, floorFire);
    // The first storm on the simulator, then RSS: the storm's 10,000 alarms and their messages stay in the world (the
    // message centre lists them), so RSS grows by them during the storm. Flat afterwards means nothing keeps growing
    // once the storm is over (queues drained).
    const firstStorm = await simStorm();
    const rssEnd = process.memoryUsage().rss;
    await sleep(5_000);
    collectGarbage();
    const rssAfter = process.memoryUsage().rss;
    const pairs: { sim: Phase; floor: Phase }[] = [{ sim: firstStorm, floor: await floorStorm() }];
    // Simulator and floor in turn, PAIRS times: a busy moment of the shared machine (a p99 of 1 % of the frames is
    // one stall of 10 ms) falls on one pair, and the figures are those of the pair with the median p99 ratio.
    for (let pair = 1; pair < PAIRS; pair += 1) pairs.push({ sim: await simStorm(), floor: await floorStorm() });
    const ratioOf = (p: { sim: Phase; floor: Phase }) => p.sim.figures.latencies.p99 / p.floor.figures.latencies.p99;
    const { sim: simPhase, floor: floorPhase } = medianBy(pairs, ratioOf)!;

    console.log(`machine load (1, 5, 15 min): ${loadavg().map((n) => n.toFixed(2)).join(', ')} on ${availableParallelism()} cores`);
    pairs.forEach((p, i) => console.log(`pair ${i + 1}: p99 simulator ${p.sim.figures.latencies.p99.toFixed(1)} ms, floor ${p.floor.figures.latencies.p99.toFixed(1)} ms, ratio ${ratioOf(p).toFixed(2)}; frames ${p.sim.delivered}/${p.sim.expected} and ${p.floor.delivered}/${p.floor.expected}`));
    console.log(`the pair of the median ratio (of ${PAIRS}):`);
    for (const [label, p] of [['simulator', simPhase], ['floor (bare ws)', floorPhase]] as const) {
      console.log(`${label}: ${p.delivered} of ${p.expected} frames (${p.short} sockets short, ${p.figures.closed} closed); latency p50 ${p.figures.latencies.p50.toFixed(1)} ms, p99 ${p.figures.latencies.p99.toFixed(1)} ms, max ${p.figures.latencies.max.toFixed(0)} ms; schedule lag at the end ${p.lagMs.toFixed(1)} ms; longest event-loop block ${p.blockMs.toFixed(1)} ms`);
    }
    // Every storm of the simulator delivers every frame, not only the pair reported.
    const short = pairs.reduce((n, p) => n + p.sim.short, 0);
    const worstLast = Math.max(...pairs.map((p) => p.sim.lastRatio));
    report('alarms delivered (simulator)', (simPhase.delivered / simPhase.expected) * 100, '%', undefined, (floorPhase.delivered / floorPhase.expected) * 100);
    report(`sockets that missed an alarm (${PAIRS} storms)`, short, 'sockets', 0, pairs.reduce((n, p) => n + p.floor.short, 0));
    report('latency p50, planned → received', simPhase.figures.latencies.p50, 'ms', undefined, floorPhase.figures.latencies.p50);
    report('latency p99, planned → received', simPhase.figures.latencies.p99, 'ms', Math.round(P99_RATIO * floorPhase.figures.latencies.p99 * 10) / 10, floorPhase.figures.latencies.p99);
    report('latency p99 / floor p99', simPhase.figures.latencies.p99 / floorPhase.figures.latencies.p99, '×', P99_RATIO, 1);
    report(`last alarm received / its planned time (latest of ${PAIRS} storms)`, worstLast, '×', LAST_RATIO, Math.max(...pairs.map((p) => p.floor.lastRatio)));
    report('schedule lag at the end', simPhase.lagMs, 'ms', undefined, floorPhase.lagMs);
    report('longest event-loop block', simPhase.blockMs, 'ms', undefined, floorPhase.blockMs);
    report('server RSS before the storm', mb(rssBefore), 'MB');
    report('server RSS at the end of the storm', mb(rssEnd), 'MB');
    report(`server RSS 5 s after${fullCollection ? ' (after a full collection)' : ''}`, mb(rssAfter), 'MB');
    report('RSS 5 s after against the end of the storm', ((rssAfter - rssEnd) / rssEnd) * 100, '%', RSS_GROWTH_PERCENT);
    summary();
  } finally {
    clients.close();
    floor?.close();
    await server.close();
  }
}
