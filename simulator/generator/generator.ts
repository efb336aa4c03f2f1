import type { Sim } from '../sim';
import { bothLanguages } from '../../src/domain/cloudText';
import { createRandom, type Random } from '../world/random';
import { activityHeld } from '../activityHold';
import type { SimAlarm, World } from '../world/types';
import { raiseAlarm, raiseProjectAlarm, sendMassText } from './raise';
import { alarmRecipients } from './recipients';

// The simulated fleet's alarms: a low background rate per device (each device may have its own), storms of N
// alarms a second for T seconds, voice alarms, project alarms and the odd mass text. Everything it raises comes
// from one seeded random stream, so the same seed and the same steps raise the same alarms.

/** Background alarms per device per hour for `npm start` and the demo: a few a minute across the fleet. */
const DEMO_ALARMS_PER_DEVICE_HOUR = 4;
const VOICE_SHARE = 0.15;
const PROJECT_SHARE = 0.05;
/** Background mass texts per hour across the whole world. */
const MASS_TEXTS_PER_HOUR = 0.5;
const TICK_MS = 100;
/** A stalled timer (laptop asleep) does not make up for the lost time in one burst. */
const MAX_STEP_MS = 1_000;

/** The generated alarms' texts in both languages: the console shows the one of its interface (cloudText.ts). */
const ALARM_TEXTS = [
  { cn: '温度过高', en: 'Temperature high' },
  { cn: '压力过低', en: 'Pressure low' },
  { cn: '电机过载', en: 'Motor overload' },
  { cn: '柜门打开', en: 'Door open' },
  { cn: '急停按钮已按下', en: 'Emergency stop pressed' },
  { cn: '与 PLC 通信中断', en: 'Communication lost with PLC' },
  { cn: '液位传感器故障', en: 'Level sensor fault' },
  { cn: '电源电压过低', en: 'Power supply voltage low' },
] as const;

const MASS_TEXTS = [
  { cn: '今晚 23:00-01:00 云平台计划维护', en: 'Planned maintenance of the cloud tonight 23:00-01:00' },
  { cn: '控制台有新版本', en: 'New console version available' },
] as const;

export type StormRequest = {
  perSecond: number;
  seconds: number;
  machineIds?: number[];
  voice?: boolean;
  /** false: only `step` advances it (tests that want every alarm to come from their own steps). */
  realTime?: boolean;
};
export type StormInfo = { id: number; perSecond: number; remainingMs: number; machineIds: number[]; voice: boolean; raised: number };

export interface AlarmGenerator {
  /** Background alarms per device per hour for devices without their own rate (0 stops them). */
  setDefaultRate(perHour: number): void;
  /** One device's own background rate; undefined goes back to the default. */
  setRate(machineId: number, perHour: number | undefined): void;
  rates(): { defaultPerHour: number; perDevice: Record<string, number> };
  storm(request: StormRequest): StormInfo;
  stopStorms(): number;
  /** Advances the generator by `ms`: raises what falls due in that time. Returns how many alarms it raised. */
  step(ms: number): number;
  /** Runs `step` on a real-time timer whenever there is something to do (`npm start`, storms, tests). */
  startTimer(): () => void;
  status(): { defaultPerHour: number; storms: StormInfo[]; raised: number; ticking: boolean };
}

const generators = new WeakMap<Sim, AlarmGenerator>();

/** The one generator of a simulator (its state outlives world resets; its random stream follows the seed). */
export function generatorOf(sim: Sim): AlarmGenerator {
  let generator = generators.get(sim);
  if (!generator) {
    generator = createGenerator(sim);
    generators.set(sim, generator);
  }
  return generator;
}

/** What the generator keeps between steps; `world` is the world its random stream was seeded from. */
type Draws = {
  world?: World;
  rng: Random;
  defaultPerHour: number;
  perDevice: Map<number, number>;
  storms: Array<StormInfo & { carry: number }>;
  raised: number;
};

function raiseRandom(sim: Sim, draws: Draws, machineId: number, voice: boolean): void {
  const level = draws.rng.pick<SimAlarm['level']>([1, 2, 2, 3]);
  const text = draws.rng.pick(ALARM_TEXTS);
  const n = draws.rng.int(1, 99);
  if (raiseAlarm(sim, machineId, { level, content: bothLanguages({ cn: `${text.cn}（#${n}）`, en: `${text.en} (#${n})` }), voice })) draws.raised += 1;
}

/** `ms` of the background rates: each device's chance of an alarm (some project or voice ones), and of a mass text. */
function backgroundStep(sim: Sim, draws: Draws, ms: number): void {
  const { rng } = draws;
  for (const device of sim.world.devices) {
    const rate = draws.perDevice.get(device.machine_id) ?? draws.defaultPerHour;
    if (rate <= 0 || !rng.chance((rate * ms) / 3_600_000)) continue;
    const roll = rng.next();
    if (roll < PROJECT_SHARE && device.project) {
      // The content is text in both languages (never the text's object: it read "[object Object]", docs/decisions.md, "Console").
      const text = rng.pick(ALARM_TEXTS);
      raiseProjectAlarm(sim, device.machine_id, bothLanguages({ cn: `${device.project}：${text.cn}`, en: `${device.project}: ${text.en}` }));
    }
    else raiseRandom(sim, draws, device.machine_id, roll < PROJECT_SHARE + VOICE_SHARE);
  }
  if (draws.defaultPerHour > 0 && rng.chance((MASS_TEXTS_PER_HOUR * ms) / 3_600_000)) sendMassText(sim, bothLanguages(rng.pick(MASS_TEXTS)));
}

/** `ms` of every storm: the alarms it owes by now, on its devices; a storm whose time is up ends. */
function stormStep(sim: Sim, draws: Draws, ms: number): void {
  for (const storm of draws.storms) {
    const span = Math.min(ms, storm.remainingMs);
    storm.remainingMs -= span;
    storm.carry += (storm.perSecond * span) / 1000;
    const due = Math.floor(storm.carry + 1e-9);
    storm.carry -= due;
    for (let i = 0; i < due; i += 1) {
      const machineId = storm.machineIds.length > 0 ? draws.rng.pick(storm.machineIds) : undefined;
      if (machineId === undefined) break;
      raiseRandom(sim, draws, machineId, storm.voice);
      storm.raised += 1;
    }
  }
  draws.storms = draws.storms.filter((s) => s.remainingMs > 0);
}

/** Node's timers can let the process exit while they run; a browser's (a number) has nothing to let go. */
function hasUnref(timer: unknown): timer is { unref(): void } {
  return typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function';
}

function createGenerator(sim: Sim): AlarmGenerator {
  const draws: Draws = { rng: createRandom(0), defaultPerHour: 0, perDevice: new Map(), storms: [], raised: 0 };
  let nextStormId = 1;
  let timer: ReturnType<typeof setInterval> | undefined;
  let wantTimer = 0;

  // A new world (reset) starts the random stream again from its seed: one seed, one story.
  const follow = () => {
    if (draws.world === sim.world) return;
    draws.world = sim.world;
    draws.rng = createRandom((draws.world.seed ^ 0x5eed_a1a7) >>> 0);
    draws.storms = [];
    draws.perDevice.clear();
  };

  const busy = () => draws.defaultPerHour > 0 || draws.perDevice.size > 0 || draws.storms.length > 0;

  const ensureTicking = () => {
    if (timer || (wantTimer === 0 && draws.storms.length === 0)) return;
    let last = Date.now();
    timer = setInterval(() => {
      const now = Date.now();
      const ms = Math.min(MAX_STEP_MS, now - last);
      last = now;
      // A scenario that plays owns the generator's time (activityHold.ts): its steps alone draw alarms.
      if (!activityHeld(sim)) generator.step(ms);
      if (wantTimer === 0 && draws.storms.length === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    }, TICK_MS);
    // The Node server must be able to exit while a low background rate keeps ticking.
    if (hasUnref(timer)) timer.unref();
  };

  const generator: AlarmGenerator = {
    setDefaultRate(perHour) {
      follow();
      draws.defaultPerHour = Math.max(0, perHour);
    },
    setRate(machineId, perHour) {
      follow();
      if (perHour === undefined) draws.perDevice.delete(machineId);
      else draws.perDevice.set(machineId, Math.max(0, perHour));
    },
    rates() {
      follow();
      return { defaultPerHour: draws.defaultPerHour, perDevice: Object.fromEntries([...draws.perDevice].map(([id, rate]) => [String(id), rate])) };
    },
    storm(request) {
      follow();
      const wanted = request.machineIds ?? sim.world.devices.map((d) => d.machine_id);
      // A storm on a device nobody hears of would be silent: only devices with recipients take part.
      const machineIds = wanted.filter((id) => alarmRecipients(sim.world, id).length > 0);
      const storm = {
        id: nextStormId++,
        perSecond: Math.max(0, request.perSecond),
        remainingMs: Math.max(0, request.seconds) * 1000,
        machineIds,
        voice: request.voice ?? false,
        raised: 0,
        carry: 0,
      };
      if (storm.perSecond > 0 && storm.remainingMs > 0 && machineIds.length > 0) draws.storms.push(storm);
      if (request.realTime ?? true) ensureTicking();
      return { ...storm };
    },
    stopStorms() {
      const stopped = draws.storms.length;
      draws.storms = [];
      return stopped;
    },
    step(ms) {
      follow();
      const before = draws.raised;
      let left = Math.max(0, ms);
      // Long steps go in ticks so that a storm's end and the background chances stay the same however it is driven.
      while (left > 0 && busy()) {
        const span = Math.min(TICK_MS, left);
        left -= span;
        stormStep(sim, draws, span);
        backgroundStep(sim, draws, span);
      }
      return draws.raised - before;
    },
    startTimer() {
      wantTimer += 1;
      ensureTicking();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        wantTimer -= 1;
        if (wantTimer === 0 && draws.storms.length === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    status() {
      follow();
      return { defaultPerHour: draws.defaultPerHour, storms: draws.storms.map(({ carry: _carry, ...s }) => ({ ...s })), raised: draws.raised, ticking: timer !== undefined };
    },
  };
  return generator;
}

/** The background part for `startActivity`: the demo rate and its timer; the returned function stops both. */
export function startAlarmGenerator(sim: Sim, perDeviceHour = DEMO_ALARMS_PER_DEVICE_HOUR): () => void {
  const generator = generatorOf(sim);
  generator.setDefaultRate(perDeviceHour);
  const stopTimer = generator.startTimer();
  return () => {
    generator.setDefaultRate(0);
    stopTimer();
  };
}
