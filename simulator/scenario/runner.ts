// Plays a scenario on a simulator. `loadScenario` builds its world; the run's `step(ms)` moves simulated time:
// events fall due in timeline order, the alarm generator and the flapping advance between them. Nothing reads the
// wall clock, so the same scenario and seed give the same record, and the same hash (a QA failure replays exactly).
import { endSessionsOf, isLive } from '../world/sessions';
import { findForControl } from '../world/accounts';
import { DEMO_ACCOUNTS } from '../world/demoAccounts';
import { faultsOf } from '../faults/faults';
import { setFlapRate } from '../flapping';
import { holdActivity, releaseActivity } from '../activityHold';
import { beginHistory, recordOnline } from '../history/onlineHistory';
import { flapStep, setOnline } from '../world/fleet';
import type { Device } from '../world/types';
import { generatorOf } from '../generator/generator';
import { alarmDevicesOf } from '../generator/recipients';
import { sendMassText } from '../generator/raise';
import type { Sim } from '../sim';
import { createRandom } from '../world/random';
import { ScenarioError, type Scenario, type ScenarioEvent } from './spec';
import { shapeWorld, type ShapedWorld } from './world';

export type RecordLine = { at: number; what: string };

export type ScenarioRun = {
  readonly scenario: Scenario;
  readonly shaped: ShapedWorld;
  elapsed(): number;
  done(): boolean;
  /** Moves simulated time on by `ms` (to the end at most). `advanceClock: false` when real time moves the clock. */
  step(ms: number, options?: { advanceClock?: boolean }): RecordLine[];
  runToEnd(stepMs?: number): void;
  /**
   * Plays `ms` (to the end when absent) in steps of `stepMs`, giving the event loop back every few milliseconds so
   * the server keeps answering and a signal still stops it. One play at a time; `stop()` ends it at its next slice.
   */
  play(ms?: number, stepMs?: number): Promise<RecordLine[]>;
  playing(): boolean;
  stop(): void;
  record(): RecordLine[];
  /** FNV-1a over the record, the alarms raised and the fleet's online states: equal hashes, equal runs. */
  hash(): string;
  status(): ScenarioStatus;
};

export type ScenarioStatus = {
  name: string; seed: number; elapsedMs: number; durationMs: number; events: number; applied: number; done: boolean;
  /** While playing, the hash so far; once done, the hash of the run (what `scenario run` printed), kept. */
  hash: string;
  recordLines: number;
  accounts: AccountsSummary;
};

/** The scenario's accounts in a few words: the first and last e-mail, how many, the password. */
export type AccountsSummary = { count: number; first?: string; last?: string; password: string; alsoMember: string };

export function summariseAccounts(shaped: ShapedWorld): AccountsSummary {
  const { emails, password } = shaped.accounts;
  return { count: emails.length, ...(emails.length > 0 ? { first: emails[0], last: emails.at(-1) } : {}), password, alsoMember: DEMO_ACCOUNTS.enterprise.email };
}

const runs = new WeakMap<Sim, ScenarioRun>();
export const currentRun = (sim: Sim): ScenarioRun | undefined => runs.get(sim);

function fnv1a(text: string, hash = 0x811c9dc5): number {
  let h = hash;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Wall time one slice of a play may hold the event loop. */
const SLICE_MS = 20;
const yieldToLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const kindOf = (event: ScenarioEvent): string => Object.keys(event).find((k) => k !== 'at') ?? 'unknown';

export function loadScenario(sim: Sim, scenario: Scenario): ScenarioRun {
  // A run still playing (its world is about to go) ends at its next slice.
  runs.get(sim)?.stop();
  sim.reset({ seed: scenario.seed, ...(scenario.world.baseDevices === undefined ? {} : { devices: scenario.world.baseDevices }) });
  faultsOf(sim).clear();
  faultsOf(sim).reseed(scenario.seed);
  // The background timers of `npm start` pause until the run's end: only the scenario's time draws (docs/qa.md).
  holdActivity(sim);
  const generator = generatorOf(sim);
  generator.stopStorms();
  generator.setDefaultRate(0);
  setFlapRate(sim, 0);
  const shaped = shapeWorld(sim.world, scenario.world, scenario.seed);
  const rng = createRandom((scenario.seed ^ 0x7e4e1e55) >>> 0);
  const lines: RecordLine[] = [];
  let elapsed = 0;
  let next = 0;
  let playingNow = false;
  let finalHash: string | undefined;
  let stopped = false;
  // The scenario's own flapping (the simulator's background flapping counts its steps across worlds, which
  // would make a second run of the same scenario flap other devices).
  const flap: { perMinute: number; step: number; carry: number; among?: Device[] } = { perMinute: 0, step: 0, carry: 0 };
  const flapFor = (ms: number): number => {
    flap.carry += (flap.perMinute * ms) / 60_000;
    const count = Math.floor(flap.carry);
    flap.carry -= count;
    if (count === 0) return 0;
    flap.step += 1;
    beginHistory(sim);
    const changed = flap.among ? flapAmong(sim.world.seed, flap.step, count, flap.among) : flapStep(sim.world, flap.step, count);
    recordOnline(sim, changed);
    return changed.length;
  };
  const note = (what: string) => {
    lines.push({ at: elapsed, what });
    sim.log.add('scenario', `${scenario.name} +${elapsed} ms: ${what}`);
  };
  const userOf = (account: string) => {
    const user = findForControl(sim.world, account);
    if (!user) throw new ScenarioError(`account ${account} is not in the scenario's world`);
    return user;
  };

  /** The devices a flap event names (by machine code or id), or those whose alarms its account hears; all when neither. */
  const flapSet = (spec: { devices?: string[]; account?: string }): Device[] | undefined => {
    if (spec.account !== undefined) {
      const user = userOf(spec.account);
      const ids = new Set([...new Set([0, ...sim.world.enterprises.map((e) => e.eid)])].flatMap((eid) => [...alarmDevicesOf(sim.world, user.id, eid)]));
      return sim.world.devices.filter((d) => ids.has(d.machine_id));
    }
    if (spec.devices === undefined) return undefined;
    return spec.devices.map((name) => {
      const device = sim.world.devices.find((d) => d.machine_code === name || String(d.machine_id) === name);
      if (!device) throw new ScenarioError(`flap: device ${name} is not in the scenario's world`);
      return device;
    });
  };

  const apply = (event: ScenarioEvent) => {
    if ('alarmRate' in event) generator.setDefaultRate(event.alarmRate.perHour);
    else if ('storm' in event) {
      const user = event.storm.account === undefined ? undefined : userOf(event.storm.account);
      const machineIds = user ? [...new Set([0, ...sim.world.enterprises.map((e) => e.eid)])].flatMap((eid) => [...alarmDevicesOf(sim.world, user.id, eid)]).sort((a, b) => a - b) : undefined;
      generator.storm({ perSecond: event.storm.perSecond, seconds: event.storm.seconds, machineIds, realTime: false });
    } else if ('flap' in event) {
      // The scenario's own flapping, advanced with its time (simulated or real): the simulator's flapper stays off.
      flap.perMinute = event.flap.perMinute;
      flap.carry = 0;
      flap.among = flapSet(event.flap);
    }
    else if ('massText' in event) {
      const ids = event.massText.account === undefined ? undefined : [userOf(event.massText.account).id];
      note(`mass text to ${sendMassText(sim, event.massText.content, ids)} users`);
      return;
    } else if ('expireTokens' in event) {
      const now = sim.clock.now();
      const holders = event.expireTokens.account !== undefined
        ? [userOf(event.expireTokens.account).id]
        : [...new Set([...sim.world.sessions.values()].filter((s) => isLive(s, now)).map((s) => s.userId))].sort((a, b) => a - b).filter(() => rng.chance(event.expireTokens.share ?? 1));
      let tokens = 0;
      for (const userId of holders) {
        const ended = endSessionsOf(sim.world, userId, now);
        tokens += ended.length;
        sim.hub.closeTokens(ended, 'token expired');
      }
      note(`expired ${tokens} tokens of ${holders.length} users`);
      return;
    } else if ('realtimeDrop' in event) {
      const user = event.realtimeDrop.account === undefined ? undefined : userOf(event.realtimeDrop.account);
      note(`dropped ${sim.hub.drop(user?.id)} realtime connections`);
      return;
    } else if ('fault' in event) {
      const added = faultsOf(sim).add(event.fault);
      if (!added.ok) throw new ScenarioError(added.error);
      note(`fault ${added.value.id} on ${added.value.path}`);
      return;
    } else if ('clearFaults' in event) {
      note(`cleared ${faultsOf(sim).clear()} faults`);
      return;
    }
    note(`${kindOf(event)} ${JSON.stringify(Object.values(event)[1])}`);
  };

  const advance = (ms: number, advanceClock: boolean) => {
    if (ms <= 0) return;
    if (advanceClock) sim.clock.advance(ms);
    const raised = generator.step(ms);
    const flapped = flapFor(ms);
    elapsed += ms;
    if (raised > 0 || flapped > 0) lines.push({ at: elapsed, what: `raised ${raised} alarms, flapped ${flapped} devices` });
  };

  // The end of the run: its hash is kept (the world may move on afterwards), and what it started stops (rates,
  // storms, flapping), so the world it leaves stays as the run left it.
  const finish = () => {
    finalHash = run.hash();
    generator.setDefaultRate(0);
    generator.stopStorms();
    flap.perMinute = 0;
    setFlapRate(sim, 0);
    releaseActivity(sim);
    note(`end of the run: hash ${finalHash}`);
  };

  const run: ScenarioRun = {
    scenario,
    shaped,
    elapsed: () => elapsed,
    done: () => elapsed >= scenario.durationMs && next >= scenario.timeline.length,
    step(ms, options = {}) {
      const from = lines.length;
      const advanceClock = options.advanceClock ?? true;
      const target = Math.min(scenario.durationMs, elapsed + Math.max(0, ms));
      while (next < scenario.timeline.length && scenario.timeline[next]!.at <= target) {
        const event = scenario.timeline[next]!;
        advance(event.at - elapsed, advanceClock);
        apply(event);
        next += 1;
      }
      advance(target - elapsed, advanceClock);
      if (finalHash === undefined && run.done()) finish();
      return lines.slice(from);
    },
    runToEnd(stepMs = 1_000) {
      while (!run.done()) run.step(stepMs);
    },
    async play(ms, stepMs = 1_000) {
      if (playingNow) throw new ScenarioError('the scenario is already playing');
      playingNow = true;
      const from = lines.length;
      const target = Math.min(scenario.durationMs, elapsed + Math.max(0, ms ?? scenario.durationMs));
      const size = Math.max(1, stepMs);
      try {
        let sliceStart = performance.now();
        do {
          if (stopped) throw new ScenarioError('the scenario was stopped (another one was loaded)');
          run.step(Math.min(size, target - elapsed));
          if (performance.now() - sliceStart >= SLICE_MS) {
            await yieldToLoop();
            sliceStart = performance.now();
          }
        } while (elapsed < target);
      } finally {
        playingNow = false;
      }
      return lines.slice(from);
    },
    playing: () => playingNow,
    stop() {
      stopped = true;
    },
    record: () => [...lines],
    hash() {
      if (finalHash !== undefined) return finalHash;
      let h = fnv1a(JSON.stringify(lines));
      for (const a of sim.world.alarms) h = fnv1a(`${a.machineId}|${a.level}|${a.voice}|${a.content}|${a.state}`, h);
      for (const d of sim.world.devices) h = fnv1a(d.online ? '1' : '0', h);
      h = fnv1a(String(sim.world.messages.length), h);
      return h.toString(16).padStart(8, '0');
    },
    status: () => ({
      name: scenario.name, seed: scenario.seed, elapsedMs: elapsed, durationMs: scenario.durationMs,
      events: scenario.timeline.length, applied: next, done: run.done(), hash: run.hash(), recordLines: lines.length,
      accounts: summariseAccounts(shaped),
    }),
  };
  sim.log.add('scenario', `loaded ${scenario.name} (seed ${scenario.seed}): ${shaped.devices} devices and ${shaped.users} users added, ${scenario.timeline.length} events over ${scenario.durationMs} ms`);
  runs.set(sim, run);
  return run;
}

/** One flapping step among a set of devices: the same seed, step and set flap the same devices. */
function flapAmong(seed: number, step: number, count: number, among: readonly Device[]): Device[] {
  if (among.length === 0) return [];
  const rng = createRandom((seed * 104_729 + step * 8191) >>> 0);
  const changed: Device[] = [];
  for (let i = 0; i < count; i += 1) {
    const device = rng.pick(among);
    setOnline(device, !device.online);
    changed.push(device);
  }
  return changed;
}

/** Plays a loaded scenario in real time (`SIM_SCENARIO=file npm start`): one step a second. Returns its stop. */
export function playInRealTime(run: ScenarioRun, tickMs = 1_000): () => void {
  const timer = setInterval(() => {
    run.step(tickMs, { advanceClock: false });
    if (run.done()) clearInterval(timer);
  }, tickMs);
  return () => clearInterval(timer);
}
