// The scenario format (docs/decisions.md, issue 17): a world and what happens in it over simulated time, read from
// JSON or YAML and checked with bounds. Unknown keys and absurd values are refused with the path of the value and
// the reason, so a typo never silently tests nothing.
import { parse as parseYaml } from 'yaml';
import { parseFault } from '../faults/faultSpec';
import { DEFAULT_DEVICE_COUNT } from '../world/createWorld';

export type ScenarioEnterprise = { name: string; devices: number; members: number; enableProject: boolean };

export type ScenarioWorld = {
  /** Devices of the seeded base world (the demo accounts' and fillers'). */
  baseDevices?: number;
  /** Extra users, each with `devicesPerUser` personal devices. */
  users: number;
  devicesPerUser: number;
  enterprises: ScenarioEnterprise[];
  /** Share of the scenario's devices online at the start. */
  onlineShare?: number;
  models?: string[];
  /** City names of simulator/world/places.ts the scenario's devices stand in. */
  places?: string[];
};

export type ScenarioEvent =
  | { at: number; alarmRate: { perHour: number } }
  | { at: number; storm: { perSecond: number; seconds: number; account?: string } }
  | { at: number; flap: { perMinute: number } }
  | { at: number; massText: { content: string; account?: string } }
  | { at: number; expireTokens: { share?: number; account?: string } }
  | { at: number; realtimeDrop: { account?: string } }
  /** Kept as written (checked by parseFault), so the fault store reads it as the control API would. */
  | { at: number; fault: Record<string, unknown> }
  | { at: number; clearFaults: true };

export type Scenario = { name: string; seed: number; durationMs: number; world: ScenarioWorld; timeline: ScenarioEvent[] };

export const SCENARIO_LIMITS = {
  seed: 0xffff_ffff,
  baseDevices: 200_000,
  users: 10_000,
  devicesPerUser: 1_000,
  enterprises: 100,
  enterpriseDevices: 100_000,
  members: 1_000,
  /** All devices the scenario adds, over users and enterprises. */
  totalDevices: 200_000,
  durationMs: 7 * 24 * 3_600_000,
  events: 10_000,
  perHour: 3_600,
  stormPerSecond: 1_000,
  stormSeconds: 3_600,
  flapPerMinute: 60_000,
  textChars: 10_000,
  /** Alarms and flaps one run makes in all (storms, background alarms, flaps): more would hold the server for minutes. */
  totalEvents: 200_000,
} as const;

export class ScenarioError extends Error {}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function keys(where: string, value: unknown, allowed: readonly string[], required: readonly string[] = []): Obj {
  if (!isObj(value)) throw new ScenarioError(`${where} must be a mapping with ${allowed.join(', ')}`);
  const extra = Object.keys(value).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw new ScenarioError(`${where}: unknown key ${extra.join(', ')} (allowed: ${allowed.join(', ')})`);
  for (const k of required) if (value[k] === undefined) throw new ScenarioError(`${where}.${k} is required`);
  return value;
}

function int(where: string, raw: unknown, min: number, max: number, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw new ScenarioError(`${where} must be a whole number from ${min} to ${max}`);
  return raw;
}

function share(where: string, raw: unknown): number {
  if (typeof raw !== 'number' || !(raw >= 0 && raw <= 1)) throw new ScenarioError(`${where} must be a share from 0 to 1`);
  return raw;
}

function text(where: string, raw: unknown, max: number): string {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > max) throw new ScenarioError(`${where} must be a text of 1 to ${max} characters`);
  return raw;
}

const optionalAccount = (where: string, raw: unknown) => (raw === undefined ? {} : { account: text(where, raw, 100) });

function event(where: string, raw: unknown, durationMs: number): ScenarioEvent {
  const kinds = ['alarmRate', 'storm', 'flap', 'massText', 'expireTokens', 'realtimeDrop', 'fault', 'clearFaults'] as const;
  const e = keys(where, raw, ['at', ...kinds], ['at']);
  const at = int(`${where}.at`, e.at, 0, durationMs);
  const present = kinds.filter((k) => e[k] !== undefined);
  if (present.length !== 1) throw new ScenarioError(`${where} needs exactly one of ${kinds.join(', ')} (found ${present.length})`);
  const kind = present[0]!;
  const w = `${where}.${kind}`;
  const L = SCENARIO_LIMITS;
  switch (kind) {
    case 'alarmRate': {
      const v = keys(w, e.alarmRate, ['perHour'], ['perHour']);
      return { at, alarmRate: { perHour: int(`${w}.perHour`, v.perHour, 0, L.perHour) } };
    }
    case 'storm': {
      const v = keys(w, e.storm, ['perSecond', 'seconds', 'account'], ['perSecond', 'seconds']);
      return { at, storm: { perSecond: int(`${w}.perSecond`, v.perSecond, 1, L.stormPerSecond), seconds: int(`${w}.seconds`, v.seconds, 1, L.stormSeconds), ...optionalAccount(`${w}.account`, v.account) } };
    }
    case 'flap': {
      const v = keys(w, e.flap, ['perMinute'], ['perMinute']);
      return { at, flap: { perMinute: int(`${w}.perMinute`, v.perMinute, 0, L.flapPerMinute) } };
    }
    case 'massText': {
      const v = keys(w, e.massText, ['content', 'account'], ['content']);
      return { at, massText: { content: text(`${w}.content`, v.content, L.textChars), ...optionalAccount(`${w}.account`, v.account) } };
    }
    case 'expireTokens': {
      const v = keys(w, e.expireTokens, ['share', 'account']);
      if ((v.share === undefined) === (v.account === undefined)) throw new ScenarioError(`${w} needs share or account (one of them)`);
      return { at, expireTokens: v.share === undefined ? optionalAccount(`${w}.account`, v.account) : { share: share(`${w}.share`, v.share) } };
    }
    case 'realtimeDrop': {
      const v = keys(w, e.realtimeDrop ?? {}, ['account']);
      return { at, realtimeDrop: optionalAccount(`${w}.account`, v.account) };
    }
    case 'fault': {
      const parsed = parseFault(e.fault);
      if (!parsed.ok) throw new ScenarioError(`${w}: ${parsed.error}`);
      return { at, fault: e.fault as Record<string, unknown> };
    }
    case 'clearFaults':
      if (e.clearFaults !== true) throw new ScenarioError(`${w} must be true`);
      return { at, clearFaults: true };
  }
}

export type EventBudget = { storms: number; alarms: number; flaps: number; total: number };

/**
 * What a run makes at most: every storm's alarms, the background alarms of every device at the rate in force until
 * the next rate (or the end), and the flaps. Background alarms are a draw per device, so this is their expectation.
 */
function eventBudget(world: ScenarioWorld, timeline: readonly ScenarioEvent[], durationMs: number): EventBudget {
  const devices = (world.baseDevices ?? DEFAULT_DEVICE_COUNT) + world.users * world.devicesPerUser + world.enterprises.reduce((n, e) => n + e.devices, 0);
  const until = (i: number, kind: 'alarmRate' | 'flap') => timeline.slice(i + 1).find((e) => kind in e)?.at ?? durationMs;
  let storms = 0;
  let alarms = 0;
  let flaps = 0;
  timeline.forEach((e, i) => {
    if ('storm' in e) storms += e.storm.perSecond * e.storm.seconds;
    else if ('alarmRate' in e) alarms += (e.alarmRate.perHour * devices * (until(i, 'alarmRate') - e.at)) / 3_600_000;
    else if ('flap' in e) flaps += (e.flap.perMinute * (until(i, 'flap') - e.at)) / 60_000;
  });
  alarms = Math.ceil(alarms);
  flaps = Math.ceil(flaps);
  return { storms, alarms, flaps, total: storms + alarms + flaps };
}

/** Checks a parsed scenario document; throws ScenarioError with the offending path and the reason. */
export function checkScenario(raw: unknown): Scenario {
  const L = SCENARIO_LIMITS;
  const s = keys('scenario', raw, ['name', 'seed', 'durationMs', 'world', 'timeline'], ['name', 'seed', 'durationMs']);
  const durationMs = int('durationMs', s.durationMs, 1, L.durationMs);
  const w = keys('world', s.world ?? {}, ['baseDevices', 'users', 'devicesPerUser', 'enterprises', 'onlineShare', 'models', 'places']);
  const enterprisesRaw = w.enterprises ?? [];
  if (!Array.isArray(enterprisesRaw) || enterprisesRaw.length > L.enterprises) throw new ScenarioError(`world.enterprises must be a list of at most ${L.enterprises}`);
  const enterprises = enterprisesRaw.map((raw, i) => {
    const where = `world.enterprises[${i}]`;
    const e = keys(where, raw, ['name', 'devices', 'members', 'enableProject'], ['name', 'devices']);
    if (e.enableProject !== undefined && typeof e.enableProject !== 'boolean') throw new ScenarioError(`${where}.enableProject must be true or false`);
    return {
      name: text(`${where}.name`, e.name, 100),
      devices: int(`${where}.devices`, e.devices, 0, L.enterpriseDevices),
      members: int(`${where}.members`, e.members, 0, L.members, 1),
      enableProject: e.enableProject === true,
    };
  });
  const users = int('world.users', w.users, 0, L.users, 0);
  const devicesPerUser = int('world.devicesPerUser', w.devicesPerUser, 0, L.devicesPerUser, 0);
  const total = users * devicesPerUser + enterprises.reduce((n, e) => n + e.devices, 0);
  if (total > L.totalDevices) throw new ScenarioError(`the scenario adds ${total} devices; at most ${L.totalDevices} fit one simulator`);
  const list = (where: string, raw: unknown) => {
    if (raw === undefined) return undefined;
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 100) throw new ScenarioError(`${where} must be a list of 1 to 100 names`);
    return raw.map((v, i) => text(`${where}[${i}]`, v, 100));
  };
  const world: ScenarioWorld = {
    ...(w.baseDevices === undefined ? {} : { baseDevices: int('world.baseDevices', w.baseDevices, 19, L.baseDevices) }),
    users,
    devicesPerUser,
    enterprises,
    ...(w.onlineShare === undefined ? {} : { onlineShare: share('world.onlineShare', w.onlineShare) }),
    ...(w.models === undefined ? {} : { models: list('world.models', w.models) }),
    ...(w.places === undefined ? {} : { places: list('world.places', w.places) }),
  };
  const timelineRaw = s.timeline ?? [];
  if (!Array.isArray(timelineRaw) || timelineRaw.length > L.events) throw new ScenarioError(`timeline must be a list of at most ${L.events} events`);
  const timeline = timelineRaw.map((e, i) => event(`timeline[${i}]`, e, durationMs));
  // Events at the same instant keep their written order (a stable sort).
  timeline.sort((a, b) => a.at - b.at);
  const budget = eventBudget(world, timeline, durationMs);
  if (budget.total > L.totalEvents) {
    throw new ScenarioError(`the scenario makes about ${budget.total} events (${budget.storms} storm alarms, ${budget.alarms} background alarms, ${budget.flaps} flaps); at most ${L.totalEvents} fit one run: shorten it or lower its rates`);
  }
  return { name: text('name', s.name, 200), seed: int('seed', s.seed, 0, L.seed), durationMs, world, timeline };
}

/** A scenario from a file's text: YAML (a superset of JSON) through the `yaml` package. */
export function parseScenario(source: string): Scenario {
  let doc: unknown;
  try {
    doc = parseYaml(source, { maxAliasCount: 100 });
  } catch (error) {
    throw new ScenarioError(`not YAML or JSON: ${(error as Error).message.split('\n')[0]}`);
  }
  return checkScenario(doc);
}
