// The faults a simulator is running and what they did. One store per simulator (it outlives world resets, like
// the alarm generator); every decision (share, latency draw, dropped frame) comes from a seeded generator, so the
// same faults and the same calls in the same order replay the same way.
//
// Faults stack as Toxiproxy's toxics do: every active fault that matches a call and wins its share draw takes
// effect. Latencies add up; of the faults that end the call (a timeout, an HTTP status, an hwcode) the one added
// last wins, after the summed latency; for realtime frames any drop drops the frame and delays add up.
import { findForControl } from '../world/accounts';
import { liveSession } from '../world/sessions';
import type { Sim } from '../sim';
import { createRandom, type Random } from '../world/random';
import { FAULT_LIMITS, parseFault, pathMatcher, type ConnectionFault, type FaultSpec, type Latency, type Parsed } from './faultSpec';
import { stackConnection } from './connection';

export type ActiveFault = FaultSpec & {
  id: number;
  /** Calls (or frames) it took effect on. */
  hits: number;
  /** Matching calls its share let through. */
  passes: number;
  /** Realtime frames it dropped, and frames it saw and let through (late or not). */
  dropped: number;
  delivered: number;
  /** Hits left of its limit. */
  remaining?: number;
  /** Whether it takes effect now: enabled, limit not spent, `until` not past. */
  active: boolean;
};

export type HttpCall = { method?: string; cloudtoken?: string | null };

export type HttpDecision =
  | { kind: 'pass' }
  | { kind: 'fault'; faults: number[]; delayMs: number; status?: number; hwcode?: string; timeoutMs?: number; answeredBy?: number };

export type FrameDecision = { drop: boolean; delayMs: number; faultIds: number[] };

/** The connection faults (Toxiproxy's toxics) of one HTTP answer, stacked; undefined when none hit. */
export type ConnectionDecision = { faults: number[]; connection: ConnectionFault } | undefined;

/**
 * What a fault store needs of the cloud it stands in front of: the simulated world (faultsOf), or a real cloud
 * behind CLOUD_URL, whose accounts are known only from the sign-ins that went through (simulator/record/proxyAccounts.ts).
 */
export type FaultHost = {
  seed(): number;
  now(): number;
  setSkew?(ms: number): void;
  log: { add(kind: string, text: string, data?: Record<string, unknown>): unknown };
  /** The id of an account named as the control API takes it; undefined refuses the fault. */
  accountId(account: string): number | undefined;
  /** The account id of a signed-in token. */
  userOfToken(token: string | null | undefined): number | undefined;
  /** The simulated world, whose replacement (a reset) reseeds the draws; none behind CLOUD_URL. */
  world?(): object;
};

export interface FaultStore {
  add(raw: unknown): Parsed<ActiveFault>;
  list(): ActiveFault[];
  /** Removes all faults (or one); answers how many went. Clock skew goes back to what is left. */
  clear(id?: number): number;
  /** Turns a fault on or off without removing it; false when there is no such fault. */
  setEnabled(id: number, enabled: boolean): ActiveFault | undefined;
  /** What to do with an HTTP call to `path` (control paths never reach here). */
  decideHttp(path: string, call?: HttpCall): HttpDecision;
  /** What to do with one realtime frame to `userId`. */
  decideFrame(userId?: number): FrameDecision;
  /** The connection faults for an HTTP answer to `path` (faults with `connection` only; control paths never reach here). */
  decideConnection(path: string, call?: HttpCall): ConnectionDecision;
  /** A new random stream (a scenario's seed), so the scenario replays the same faults; ids restart when none is left. */
  reseed(seed: number): void;
}

const stores = new WeakMap<Sim, FaultStore>();

export function faultsOf(sim: Sim): FaultStore {
  let store = stores.get(sim);
  if (!store) {
    store = createFaultStore({
      seed: () => sim.world.seed,
      now: () => sim.clock.now(),
      setSkew: (ms) => sim.clock.setSkew?.(ms),
      log: sim.log,
      accountId: (account) => findForControl(sim.world, account)?.id,
      userOfToken: (token) => liveSession(sim.world, token, sim.clock.now())?.userId,
      world: () => sim.world,
    });
    stores.set(sim, store);
  }
  return store;
}

function draw(latency: Latency | undefined, rng: Random): number {
  if (!latency) return 0;
  if ('fixedMs' in latency) return latency.fixedMs;
  if ('min' in latency) return latency.min + rng.next() * (latency.max - latency.min);
  if (latency.distribution === 'exponential') return Math.min(FAULT_LIMITS.latencyMs, -latency.mean * Math.log(1 - rng.next()));
  // Box-Muller: one normal draw from two uniform ones; negative delays are no delay.
  const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  return Math.min(FAULT_LIMITS.latencyMs, Math.max(0, latency.mean + z * (latency.sd ?? latency.mean / 4)));
}

const describe = (f: FaultSpec): string =>
  [
    f.latency ? `latency ${JSON.stringify(f.latency)}` : '',
    f.status ? `HTTP ${f.status}` : '',
    f.hwcode ? `hwcode ${f.hwcode}` : '',
    f.timeoutMs ? `timeout after ${f.timeoutMs} ms` : '',
    f.realtime?.drop !== undefined ? `drop ${f.realtime.drop * 100}% of realtime frames` : '',
    f.realtime?.delayMs !== undefined ? `delay realtime frames ${f.realtime.delayMs} ms` : '',
    f.clockSkewMs !== undefined ? `clock skew ${f.clockSkewMs} ms` : '',
    f.share < 1 ? `on ${f.share * 100}% of calls` : '',
    f.methods ? `${f.methods.join('/')} only` : '',
    f.account ? `account ${f.account} only` : '',
    f.limit !== undefined ? `next ${f.limit} hits` : '',
    f.untilMs !== undefined ? `until ${new Date(f.untilMs).toISOString()}` : '',
    f.connection ? `connection ${JSON.stringify(f.connection)}` : '',
    f.enabled ? '' : 'disabled',
  ]
    .filter(Boolean)
    .join(', ');

type Stored = Omit<ActiveFault, 'active'> & { matcher: RegExp; userId?: number };

const endsCall = (f: FaultSpec) => f.status !== undefined || f.hwcode !== undefined || f.timeoutMs !== undefined;

/** What the three decisions read of a store: its faults, whether each is in force, the draws and the log. */
type FaultRun = {
  host: FaultHost;
  faults: () => readonly Stored[];
  isActive: (f: Stored) => boolean;
  random: () => Random;
  spend: (f: Stored) => void;
  log: FaultHost['log'];
};

const picks = (f: Stored, userId: number | undefined) => f.userId === undefined || f.userId === userId;

/** The caller's account, looked up from the token once and only when a fault is for one account. */
function lazyCaller(host: FaultHost, call: HttpCall): () => number | undefined {
  let userId: number | undefined;
  let resolved = false;
  return () => {
    if (!resolved) {
      userId = host.userOfToken(call.cloudtoken);
      resolved = true;
    }
    return userId;
  };
}

/** Whether a fault in force is for this call: its path, its methods and its account. */
function aimsAt(fault: Stored, path: string, method: string | undefined, caller: () => number | undefined): boolean {
  if (!fault.matcher.test(path)) return false;
  if (fault.methods && (method === undefined || !fault.methods.includes(method))) return false;
  return fault.userId === undefined || picks(fault, caller());
}

/** A fault with a share lets this call through when its draw says so (and counts the pass). */
function letsThrough(run: FaultRun, fault: Stored): boolean {
  if (fault.share >= 1 || run.random().chance(fault.share)) return false;
  fault.passes += 1;
  return true;
}

function decideHttp(run: FaultRun, path: string, call: HttpCall): HttpDecision {
  const method = call.method?.toUpperCase();
  const caller = lazyCaller(run.host, call);
  const hit: Stored[] = [];
  let delayMs = 0;
  let ending: Stored | undefined;
  for (const fault of run.faults()) {
    if (fault.latency === undefined && !endsCall(fault)) continue;
    if (!run.isActive(fault) || !aimsAt(fault, path, method, caller)) continue;
    if (letsThrough(run, fault)) continue;
    run.spend(fault);
    hit.push(fault);
    delayMs += draw(fault.latency, run.random());
    if (endsCall(fault)) ending = fault;
  }
  if (hit.length === 0) return { kind: 'pass' };
  delayMs = Math.round(Math.min(FAULT_LIMITS.latencyMs, delayMs));
  const ids = hit.map((f) => f.id);
  run.log.add('fault', `fault${ids.length > 1 ? 's' : ''} ${ids.join(', ')} hit ${path}`, { faults: ids, delayMs, ...(ending ? { answeredBy: ending.id } : {}) });
  return {
    kind: 'fault', faults: ids, delayMs,
    ...(ending ? { answeredBy: ending.id, status: ending.status, hwcode: ending.hwcode, timeoutMs: ending.timeoutMs } : {}),
  };
}

/** A frame no fault touches: one answer for all (every alarm of a storm asks, once per socket). */
const UNTOUCHED_FRAME: Readonly<FrameDecision> = Object.freeze({ drop: false, delayMs: 0, faultIds: [] });

function decideFrame(run: FaultRun, userId: number | undefined): FrameDecision {
  if (run.faults().length === 0) return UNTOUCHED_FRAME;
  let drop = false;
  let delayMs = 0;
  const ids: number[] = [];
  const seen: Stored[] = [];
  for (const fault of run.faults()) {
    if (!fault.realtime || !run.isActive(fault) || !picks(fault, userId)) continue;
    if (letsThrough(run, fault)) continue;
    seen.push(fault);
    const drops = fault.realtime.drop !== undefined && run.random().chance(fault.realtime.drop);
    if (drops) {
      drop = true;
      fault.dropped += 1;
      run.spend(fault);
      ids.push(fault.id);
    } else if (fault.realtime.delayMs) {
      delayMs += fault.realtime.delayMs;
      run.spend(fault);
      ids.push(fault.id);
    }
  }
  // A frame another fault dropped was not delivered by this one either.
  if (!drop) for (const fault of seen) fault.delivered += 1;
  return { drop, delayMs: drop ? 0 : Math.min(FAULT_LIMITS.realtimeDelayMs, delayMs), faultIds: ids };
}

function decideConnection(run: FaultRun, path: string, call: HttpCall): ConnectionDecision {
  const method = call.method?.toUpperCase();
  const caller = lazyCaller(run.host, call);
  const ids: number[] = [];
  const connections: ConnectionFault[] = [];
  for (const fault of run.faults()) {
    if (!fault.connection || !run.isActive(fault) || !aimsAt(fault, path, method, caller)) continue;
    if (letsThrough(run, fault)) continue;
    run.spend(fault);
    ids.push(fault.id);
    connections.push(fault.connection);
  }
  if (ids.length === 0) return undefined;
  run.log.add('fault', `connection fault${ids.length > 1 ? 's' : ''} ${ids.join(', ')} hit ${path}`, { faults: ids });
  return { faults: ids, connection: stackConnection(connections) };
}

export function createFaultStore(host: FaultHost): FaultStore {
  const sim = { log: host.log, clock: { now: host.now } };
  let faults: Stored[] = [];
  let nextId = 1;
  let rng = createRandom(host.seed() ^ 0x5eed_fa17);
  // A reset (a new world) starts the share and latency draws again from the new world's seed, as the alarm
  // generator does: `reset {seed}` then the same calls, the same faults hit. A real cloud's host has no world.
  let seenWorld = host.world?.();
  const random = (): Random => {
    const world = host.world?.();
    if (world !== seenWorld) {
      seenWorld = world;
      rng = createRandom(host.seed() ^ 0x5eed_fa17);
    }
    return rng;
  };
  const isActive = (f: Stored) => f.enabled && (f.remaining === undefined || f.remaining > 0) && (f.untilMs === undefined || sim.clock.now() < f.untilMs);
  const applySkew = () => {
    const skew = faults.filter((f) => f.enabled).reduce((sum, f) => sum + (f.clockSkewMs ?? 0), 0);
    host.setSkew?.(skew);
  };
  const visible = (f: Stored): ActiveFault => {
    const { matcher: _matcher, userId: _userId, ...rest } = f;
    return { ...rest, active: isActive(f) };
  };
  const spend = (f: Stored) => {
    f.hits += 1;
    if (f.remaining !== undefined) {
      f.remaining -= 1;
      if (f.remaining === 0) sim.log.add('fault', `fault ${f.id} spent its limit of ${f.limit} hits`);
    }
  };
  const run: FaultRun = { host, faults: () => faults, isActive, random, spend, log: sim.log };
  return {
    add(raw) {
      if (faults.length >= FAULT_LIMITS.faults) return { ok: false, error: `at most ${FAULT_LIMITS.faults} faults at a time` };
      const parsed = parseFault(raw);
      if (!parsed.ok) return parsed;
      let userId: number | undefined;
      if (parsed.value.account !== undefined) {
        userId = host.accountId(parsed.value.account);
        if (userId === undefined) return { ok: false, error: `account ${parsed.value.account} is not in the world` };
      }
      // parseFault has checked the path already; a refusal here would be a pattern it let through.
      const matcher = pathMatcher(parsed.value.path);
      if (typeof matcher === 'string') return { ok: false, error: matcher };
      const fault: Stored = {
        ...parsed.value, id: nextId++, hits: 0, passes: 0, dropped: 0, delivered: 0,
        ...(parsed.value.limit === undefined ? {} : { remaining: parsed.value.limit }),
        matcher, ...(userId === undefined ? {} : { userId }),
      };
      faults.push(fault);
      if (fault.clockSkewMs !== undefined) applySkew();
      sim.log.add('fault', `fault ${fault.id} on ${fault.path}: ${describe(fault)}`, { fault: visible(fault) });
      return { ok: true, value: visible(fault) };
    },
    list: () => faults.map(visible),
    clear(id) {
      const before = faults.length;
      faults = id === undefined ? [] : faults.filter((f) => f.id !== id);
      const removed = before - faults.length;
      applySkew();
      if (removed > 0) sim.log.add('fault', id === undefined ? `cleared ${removed} faults: normal service` : `cleared fault ${id}`);
      return removed;
    },
    setEnabled(id, enabled) {
      const fault = faults.find((f) => f.id === id);
      if (!fault) return undefined;
      fault.enabled = enabled;
      if (fault.clockSkewMs !== undefined) applySkew();
      sim.log.add('fault', `fault ${id} ${enabled ? 'enabled' : 'disabled'}`);
      return visible(fault);
    },
    decideHttp: (path, call = {}) => decideHttp(run, path, call),
    decideFrame: (userId) => decideFrame(run, userId),
    decideConnection: (path, call = {}) => decideConnection(run, path, call),
    reseed(seed) {
      seenWorld = host.world?.();
      rng = createRandom(seed ^ 0x5eed_fa17);
      // A scenario numbers its faults from 1, so its record reads the same on every replay.
      if (faults.length === 0) nextId = 1;
    },
  };
}
