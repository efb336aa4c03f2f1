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

function createGenerator(sim: Sim): AlarmGenerator {
  let world: World | undefined;
  let rng: Random = createRandom(0);
  let defaultPerHour = 0;
  const perDevice = new Map<number, number>();
  let storms: Array<StormInfo & { carry: number }> = [];
  let nextStormId = 1;
  let raised = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let wantTimer = 0;

  // A new world (reset) starts the random stream again from its seed: one seed, one story.
  const follow = () => {
    if (world === sim.world) return;
    world = sim.world;
    rng = createRandom((world.seed ^ 0x5eed_a1a7) >>> 0);
    storms = [];
    perDevice.clear();
  };

  const raiseRandom = (machineId: number, voice: boolean) => {
    const level = rng.pick<SimAlarm['level']>([1, 2, 2, 3]);
    const text = rng.pick(ALARM_TEXTS);
    const n = rng.int(1, 99);
    if (raiseAlarm(sim, machineId, { level, content: bothLanguages({ cn: `${text.cn}（#${n}）`, en: `${text.en} (#${n})` }), voice })) raised += 1;
  };

  const background = (ms: number) => {
    for (const device of sim.world.devices) {
      const rate = perDevice.get(device.machine_id) ?? defaultPerHour;
      if (rate <= 0 || !rng.chance((rate * ms) / 3_600_000)) continue;
      const roll = rng.next();
      if (roll < PROJECT_SHARE && device.project) {
        // The content is text in both languages (never the text's object: it read "[object Object]", docs/decisions.md, "Console").
        const text = rng.pick(ALARM_TEXTS);
        raiseProjectAlarm(sim, device.machine_id, bothLanguages({ cn: `${device.project}：${text.cn}`, en: `${device.project}: ${text.en}` }));
      }
      else raiseRandom(device.machine_id, roll < PROJECT_SHARE + VOICE_SHARE);
    }
    if (defaultPerHour > 0 && rng.chance((MASS_TEXTS_PER_HOUR * ms) / 3_600_000)) sendMassText(sim, bothLanguages(rng.pick(MASS_TEXTS)));
  };

  const stormStep = (ms: number) => {
    for (const storm of storms) {
      const span = Math.min(ms, storm.remainingMs);
      storm.remainingMs -= span;
      storm.carry += (storm.perSecond * span) / 1000;
      const due = Math.floor(storm.carry + 1e-9);
      storm.carry -= due;
      for (let i = 0; i < due; i += 1) {
        const machineId = storm.machineIds.length > 0 ? rng.pick(storm.machineIds) : undefined;
        if (machineId === undefined) break;
        raiseRandom(machineId, storm.voice);
        storm.raised += 1;
      }
    }
    storms = storms.filter((s) => s.remainingMs > 0);
  };

  const busy = () => defaultPerHour > 0 || perDevice.size > 0 || storms.length > 0;

  const ensureTicking = () => {
    if (timer || (wantTimer === 0 && storms.length === 0)) return;
    let last = Date.now();
    timer = setInterval(() => {
      const now = Date.now();
      const ms = Math.min(MAX_STEP_MS, now - last);
      last = now;
      // A scenario that plays owns the generator's time (activityHold.ts): its steps alone draw alarms.
      if (!activityHeld(sim)) generator.step(ms);
      if (wantTimer === 0 && storms.length === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    }, TICK_MS);
    // The Node server must be able to exit while a low background rate keeps ticking.
    (timer as { unref?: () => void }).unref?.();
  };

  const generator: AlarmGenerator = {
    setDefaultRate(perHour) {
      follow();
      defaultPerHour = Math.max(0, perHour);
    },
    setRate(machineId, perHour) {
      follow();
      if (perHour === undefined) perDevice.delete(machineId);
      else perDevice.set(machineId, Math.max(0, perHour));
    },
    rates() {
      follow();
      return { defaultPerHour, perDevice: Object.fromEntries([...perDevice].map(([id, rate]) => [String(id), rate])) };
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
      if (storm.perSecond > 0 && storm.remainingMs > 0 && machineIds.length > 0) storms.push(storm);
      if (request.realTime ?? true) ensureTicking();
      return { ...storm };
    },
    stopStorms() {
      const stopped = storms.length;
      storms = [];
      return stopped;
    },
    step(ms) {
      follow();
      const before = raised;
      let left = Math.max(0, ms);
      // Long steps go in ticks so that a storm's end and the background chances stay the same however it is driven.
      while (left > 0 && busy()) {
        const span = Math.min(TICK_MS, left);
        left -= span;
        stormStep(span);
        background(span);
      }
      return raised - before;
    },
    startTimer() {
      wantTimer += 1;
      ensureTicking();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        wantTimer -= 1;
        if (wantTimer === 0 && storms.length === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    status() {
      follow();
      return { defaultPerHour, storms: storms.map(({ carry: _carry, ...s }) => ({ ...s })), raised, ticking: timer !== undefined };
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
