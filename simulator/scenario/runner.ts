// Plays a scenario on a simulator. `loadScenario` builds its world; the run's `step(ms)` moves simulated time:
// events fall due in timeline order, the alarm generator and the flapping advance between them. Nothing reads the
// wall clock, so the same scenario and seed give the same record, and the same hash (a QA failure replays exactly).
import { DEMO_ACCOUNTS } from '../world/demoAccounts';
import { faultsOf } from '../faults/faults';
import { setFlapRate } from '../flapping';
import { holdActivity, releaseActivity } from '../activityHold';
import { generatorOf, type AlarmGenerator } from '../generator/generator';
import type { Sim } from '../sim';
import { createRandom } from '../world/random';
import { ScenarioError, type Scenario, type ScenarioEvent } from './spec';
import { applyEvent, flapFor, type ScenarioFlap } from './events';
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

/** Clears what the last run or `npm start` left going, so that only the scenario's seed and time decide. */
function quietSimulator(sim: Sim, scenario: Scenario): AlarmGenerator {
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
  return generator;
}

/** FNV-1a over the record, then each alarm, each device's online state and the message count. */
function runHash(sim: Sim, lines: readonly RecordLine[]): string {
  let h = fnv1a(JSON.stringify(lines));
  for (const a of sim.world.alarms) h = fnv1a(`${a.machineId}|${a.level}|${a.voice}|${a.content}|${a.state}`, h);
  for (const d of sim.world.devices) h = fnv1a(d.online ? '1' : '0', h);
  h = fnv1a(String(sim.world.messages.length), h);
  return h.toString(16).padStart(8, '0');
}

export function loadScenario(sim: Sim, scenario: Scenario): ScenarioRun {
  const generator = quietSimulator(sim, scenario);
  const shaped = shapeWorld(sim.world, scenario.world, scenario.seed);
  const rng = createRandom((scenario.seed ^ 0x7e4e1e55) >>> 0);
  const lines: RecordLine[] = [];
  let elapsed = 0;
  let next = 0;
  let playingNow = false;
  let finalHash: string | undefined;
  let stopped = false;
  const flap: ScenarioFlap = { perMinute: 0, step: 0, carry: 0 };
  const note = (what: string) => {
    lines.push({ at: elapsed, what });
    sim.log.add('scenario', `${scenario.name} +${elapsed} ms: ${what}`);
  };
  const apply = (event: ScenarioEvent) => note(applyEvent({ sim, generator, flap, rng }, event));

  const advance = (ms: number, advanceClock: boolean) => {
    if (ms <= 0) return;
    if (advanceClock) sim.clock.advance(ms);
    const raised = generator.step(ms);
    const flapped = flapFor(sim, flap, ms);
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
    hash: () => finalHash ?? runHash(sim, lines),
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

/** Plays a loaded scenario in real time (`SIM_SCENARIO=file npm start`): one step a second. Returns its stop. */
export function playInRealTime(run: ScenarioRun, tickMs = 1_000): () => void {
  const timer = setInterval(() => {
    run.step(tickMs, { advanceClock: false });
    if (run.done()) clearInterval(timer);
  }, tickMs);
  return () => clearInterval(timer);
}
