// The faults a simulator is running and what they did. One store per simulator (it outlives world resets, like
// the alarm generator); every decision (share, latency draw, dropped frame) comes from a seeded generator, so the
// same faults and the same calls in the same order replay the same way.
import type { Sim } from '../sim';
import { createRandom, type Random } from '../world/random';
import { FAULT_LIMITS, parseFault, pathMatcher, type FaultSpec, type Latency, type Parsed } from './faultSpec';

export type ActiveFault = FaultSpec & { id: number; hits: number; passes: number };

export type HttpDecision =
  | { kind: 'pass' }
  | { kind: 'fault'; fault: ActiveFault; delayMs: number; status?: number; hwcode?: string; timeoutMs?: number };

export type FrameDecision = { drop: boolean; delayMs: number; faultId?: number };

export interface FaultStore {
  add(raw: unknown): Parsed<ActiveFault>;
  list(): ActiveFault[];
  /** Removes all faults (or one); answers how many went. Clock skew goes back to 0. */
  clear(id?: number): number;
  /** What to do with an HTTP call to `path` (control paths never reach here). */
  decideHttp(path: string): HttpDecision;
  /** What to do with one realtime frame. */
  decideFrame(): FrameDecision;
  /** A new random stream (a scenario's seed), so the scenario replays the same faults; ids restart when none is left. */
  reseed(seed: number): void;
}

const stores = new WeakMap<Sim, FaultStore>();

export function faultsOf(sim: Sim): FaultStore {
  let store = stores.get(sim);
  if (!store) {
    store = createFaultStore(sim);
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
  ]
    .filter(Boolean)
    .join(', ');

function createFaultStore(sim: Sim): FaultStore {
  let faults: (ActiveFault & { matcher: RegExp })[] = [];
  let nextId = 1;
  let rng = createRandom(sim.world.seed ^ 0x5eed_fa17);
  const applySkew = () => {
    const skew = faults.reduce((sum, f) => sum + (f.clockSkewMs ?? 0), 0);
    sim.clock.setSkew?.(skew);
  };
  const visible = (f: ActiveFault & { matcher: RegExp }): ActiveFault => {
    const { matcher: _matcher, ...rest } = f;
    return rest;
  };
  return {
    add(raw) {
      if (faults.length >= FAULT_LIMITS.faults) return { ok: false, error: `at most ${FAULT_LIMITS.faults} faults at a time` };
      const parsed = parseFault(raw);
      if (!parsed.ok) return parsed;
      const fault = { ...parsed.value, id: nextId++, hits: 0, passes: 0, matcher: pathMatcher(parsed.value.path) as RegExp };
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
    decideHttp(path) {
      for (const fault of faults) {
        if (fault.status === undefined && fault.hwcode === undefined && fault.latency === undefined && fault.timeoutMs === undefined) continue;
        if (!fault.matcher.test(path)) continue;
        if (fault.share < 1 && !rng.chance(fault.share)) {
          fault.passes += 1;
          continue;
        }
        fault.hits += 1;
        const delayMs = Math.round(draw(fault.latency, rng));
        sim.log.add('fault', `fault ${fault.id} hit ${path}`, { fault: fault.id, delayMs });
        return { kind: 'fault', fault: visible(fault), delayMs, status: fault.status, hwcode: fault.hwcode, timeoutMs: fault.timeoutMs };
      }
      return { kind: 'pass' };
    },
    decideFrame() {
      for (const fault of faults) {
        if (!fault.realtime) continue;
        if (fault.share < 1 && !rng.chance(fault.share)) continue;
        const drop = fault.realtime.drop !== undefined && rng.chance(fault.realtime.drop);
        fault.hits += 1;
        return { drop, delayMs: drop ? 0 : (fault.realtime.delayMs ?? 0), faultId: fault.id };
      }
      return { drop: false, delayMs: 0 };
    },
    reseed(seed) {
      rng = createRandom(seed ^ 0x5eed_fa17);
      // A scenario numbers its faults from 1, so its record reads the same on every replay.
      if (faults.length === 0) nextId = 1;
    },
  };
}
