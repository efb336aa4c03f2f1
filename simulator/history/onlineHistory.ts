// The history of online states the data centre charts (docs/decisions.md, "Data centre, enterprise administration, back-office"). No call of api.md gives it,
// so the simulator keeps it: the states every device had when the history started, each change since, and a past
// before that start generated from the seed (the simulated cloud has been running for a while; a fresh world
// would otherwise chart nothing). The same seed gives the same past.
import type { OnlineSpan } from '../../src/domain/wire/dataCenter';
import type { Sim } from '../sim';
import type { Device, World } from '../world/types';
import { setOnline } from '../world/fleet';

type Change = { at: number; online: boolean };

interface History {
  /** Unix ms when the history started recording. */
  startedAt: number;
  initial: Map<number, boolean>;
  /** Changes by device, oldest first. */
  changes: Map<number, Change[]>;
}

/** Days of generated past before the recording starts. */
const GENERATED_PAST_DAYS = 92;
const HOUR_MS = 3_600_000;
/** Changes kept per device at most; the oldest go first. */
const MAX_CHANGES_PER_DEVICE = 5_000;

const histories = new WeakMap<World, History>();

function historyOf(world: World, now: number): History {
  let history = histories.get(world);
  if (!history) {
    history = { startedAt: now, initial: new Map(world.devices.map((d) => [d.machine_id, d.online])), changes: new Map() };
    histories.set(world, history);
  }
  return history;
}

/** Starts the history now if it has not started, before any state changes (the initial states are read here). */
export function beginHistory(sim: Sim): void {
  historyOf(sim.world, sim.clock.now());
}

/** Records states that just changed (the history must have begun before the change). */
export function recordOnline(sim: Sim, devices: readonly Device[]): void {
  const history = historyOf(sim.world, sim.clock.now());
  const at = sim.clock.now();
  for (const device of devices) {
    let changes = history.changes.get(device.machine_id);
    if (!changes) history.changes.set(device.machine_id, (changes = []));
    changes.push({ at, online: device.online });
    if (changes.length > MAX_CHANGES_PER_DEVICE) changes.splice(0, changes.length - MAX_CHANGES_PER_DEVICE);
  }
}

/** Sets a device's state and records the change. */
export function changeOnline(sim: Sim, device: Device, online: boolean): void {
  beginHistory(sim);
  const was = device.online;
  setOnline(device, online);
  if (was !== online) recordOnline(sim, [device]);
}

/** Whether the device was online in the generated hour `hour` (hours since the epoch). */
function generatedOnline(seed: number, machineId: number, hour: number, usuallyOnline: boolean): boolean {
  // A cheap integer hash: deterministic for seed, device and hour, spread enough for a chart.
  let x = (seed * 374_761_393 + machineId * 668_265_263 + hour * 2_246_822_519) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 1_274_126_177) >>> 0;
  const share = (x ^ (x >>> 16)) / 4_294_967_296;
  return share < (usuallyOnline ? 0.9 : 0.35);
}

/** Online stretches of a device between `from` and `to` (unix ms), merged, in unix seconds. */
export function onlineSpans(sim: Sim, device: Device, from: number, to: number): OnlineSpan[] {
  const history = historyOf(sim.world, sim.clock.now());
  const now = sim.clock.now();
  const end = Math.min(to, now);
  const spans: OnlineSpan[] = [];
  const push = (a: number, b: number) => {
    const s = Math.max(a, from, device.registtime * 1000);
    const e = Math.min(b, end);
    if (e <= s) return;
    const last = spans[spans.length - 1];
    const fromS = Math.floor(s / 1000);
    const toS = Math.floor(e / 1000);
    if (last && fromS <= last.to) last.to = Math.max(last.to, toS);
    else if (toS > fromS) spans.push({ from: fromS, to: toS });
  };
  const initial = history.initial.get(device.machine_id) ?? device.online;
  // The generated past, hour by hour, up to the start of the recording.
  const pastStart = Math.max(from, history.startedAt - GENERATED_PAST_DAYS * 24 * HOUR_MS);
  const pastEnd = Math.min(end, history.startedAt);
  for (let hour = Math.floor(pastStart / HOUR_MS); hour * HOUR_MS < pastEnd; hour += 1) {
    if (generatedOnline(sim.world.seed, device.machine_id, hour, initial)) push(hour * HOUR_MS, Math.min((hour + 1) * HOUR_MS, pastEnd));
  }
  // The recorded part: the initial state, then each change.
  let state = initial;
  let since = history.startedAt;
  for (const change of history.changes.get(device.machine_id) ?? []) {
    if (state) push(since, change.at);
    state = change.online;
    since = change.at;
  }
  if (state) push(since, end);
  return spans;
}
