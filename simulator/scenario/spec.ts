// The scenario format (docs/decisions.md, "QA tools"): a world and what happens in it over simulated time, read from
// JSON or YAML and checked with bounds. Unknown keys and absurd values are refused with the path of the value and
// the reason, so a typo never silently tests nothing. The check is one zod schema (scenarioInput) and the rules
// across keys after it.
import { parse as parseYaml } from 'yaml';
import { textShapeProblem } from './textShape';
import { z } from 'zod';
import { bounded, reasonOf, strictShape } from '../control/issues';
import { parseFault } from '../faults/faultSpec';
import { DEFAULT_DEVICE_COUNT } from '../world/createWorld';
import { fieldsOf, messageOf } from '../narrow';

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
  | { at: number; flap: { perMinute: number; devices?: string[]; account?: string } }
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

const L = SCENARIO_LIMITS;

// The scenario as written, one zod schema: every key known (unknown ones named with the allowed ones), every
// value bounded. The rules across keys (the devices in all, the event budget) follow the parse.
const text = (max: number) => {
  const error = `must be a text of 1 to ${max} characters`;
  return z.string({ error }).max(max, { error }).refine((v) => v.trim() !== '', { error });
};
const account = text(100);
const names = z.array(text(100), { error: 'must be a list of 1 to 100 names' }).min(1, { error: 'must be a list of 1 to 100 names' }).max(100, { error: 'must be a list of 1 to 100 names' });
const share = bounded(0, 1);
const flag = z.boolean({ error: 'must be true or false' });
/** `key:` with nothing after it in YAML (null) reads as an empty mapping. */
const mapping = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

const enterprise = strictShape({
  name: text(100),
  devices: bounded(0, L.enterpriseDevices, true),
  members: bounded(0, L.members, true).optional(),
  enableProject: flag.optional(),
});

const worldInput = strictShape({
  baseDevices: bounded(19, L.baseDevices, true).optional(),
  users: bounded(0, L.users, true).optional(),
  devicesPerUser: bounded(0, L.devicesPerUser, true).optional(),
  enterprises: z.array(enterprise, { error: `must be a list of at most ${L.enterprises}` }).max(L.enterprises, { error: `must be a list of at most ${L.enterprises}` }).optional(),
  onlineShare: share.optional(),
  models: names.optional(),
  places: names.optional(),
});

const KINDS = ['alarmRate', 'storm', 'flap', 'massText', 'expireTokens', 'realtimeDrop', 'fault', 'clearFaults'] as const;

const eventInput = strictShape({
  at: bounded(0, L.durationMs, true),
  alarmRate: strictShape({ perHour: bounded(0, L.perHour, true) }).optional(),
  storm: strictShape({ perSecond: bounded(1, L.stormPerSecond, true), seconds: bounded(1, L.stormSeconds, true), account: account.optional() }).optional(),
  // The whole fleet, or only the named devices (machine codes or ids), or the devices whose alarms an account hears.
  flap: strictShape({
    perMinute: bounded(0, L.flapPerMinute, true),
    devices: z.array(z.string().min(1).max(64), { error: 'must be a list of 1 to 1000 machine codes or ids' }).min(1, { error: 'must name at least one device' }).max(1_000, { error: 'must be a list of at most 1000 devices' }).optional(),
    account: account.optional(),
  }).refine((v) => v.devices === undefined || v.account === undefined, { error: 'takes devices or account, not both' }).optional(),
  massText: strictShape({ content: text(L.textChars), account: account.optional() }).optional(),
  expireTokens: strictShape({ share: share.optional(), account: account.optional() })
    .refine((v) => (v.share === undefined) !== (v.account === undefined), { error: 'needs share or account (one of them)' })
    .optional(),
  realtimeDrop: mapping(strictShape({ account: account.optional() })).optional(),
  /** Kept as written; parseFault (the fault's own schema) checks it. */
  fault: z.unknown().optional(),
  clearFaults: z.literal(true, { error: 'must be true' }).optional(),
}).transform((e, ctx): ScenarioEvent => {
  const present = KINDS.filter((k) => e[k] !== undefined);
  if (present.length !== 1) {
    ctx.addIssue({ code: 'custom', message: `needs exactly one of ${KINDS.join(', ')} (found ${present.length})` });
    return z.NEVER;
  }
  const at = e.at;
  if (e.alarmRate) return { at, alarmRate: e.alarmRate };
  if (e.storm) return { at, storm: e.storm };
  if (e.flap) return { at, flap: e.flap };
  if (e.massText) return { at, massText: e.massText };
  if (e.expireTokens) return { at, expireTokens: e.expireTokens };
  if (e.realtimeDrop) return { at, realtimeDrop: e.realtimeDrop };
  if (e.clearFaults) return { at, clearFaults: true };
  const fault = parseFault(e.fault);
  if (!fault.ok) {
    ctx.addIssue({ code: 'custom', message: fault.error, path: ['fault'] });
    return z.NEVER;
  }
  return { at, fault: fieldsOf(e.fault) };
});

const scenarioInput = strictShape({
  name: text(200),
  seed: bounded(0, L.seed, true),
  durationMs: bounded(1, L.durationMs, true),
  world: mapping(worldInput).optional(),
  timeline: z.array(eventInput, { error: `must be a list of at most ${L.events} events` }).max(L.events, { error: `must be a list of at most ${L.events} events` }).optional(),
}).superRefine((s, ctx) => {
  (s.timeline ?? []).forEach((e, i) => {
    if (e.at > s.durationMs) ctx.addIssue({ code: 'custom', message: `must be a whole number from 0 to ${s.durationMs}`, path: ['timeline', i, 'at'] });
  });
});

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
  const parsed = scenarioInput.safeParse(raw);
  if (!parsed.success) throw new ScenarioError(reasonOf(parsed.error, 'scenario'));
  const { name, seed, durationMs } = parsed.data;
  const w = parsed.data.world ?? {};
  const enterprises = (w.enterprises ?? []).map((e) => ({ name: e.name, devices: e.devices, members: e.members ?? 1, enableProject: e.enableProject === true }));
  const users = w.users ?? 0;
  const devicesPerUser = w.devicesPerUser ?? 0;
  const total = users * devicesPerUser + enterprises.reduce((n, e) => n + e.devices, 0);
  if (total > L.totalDevices) throw new ScenarioError(`the scenario adds ${total} devices; at most ${L.totalDevices} fit one simulator`);
  const world: ScenarioWorld = {
    ...(w.baseDevices === undefined ? {} : { baseDevices: w.baseDevices }),
    users,
    devicesPerUser,
    enterprises,
    ...(w.onlineShare === undefined ? {} : { onlineShare: w.onlineShare }),
    ...(w.models === undefined ? {} : { models: w.models }),
    ...(w.places === undefined ? {} : { places: w.places }),
  };
  // Events at the same instant keep their written order (a stable sort).
  const timeline = [...(parsed.data.timeline ?? [])].sort((a, b) => a.at - b.at);
  const budget = eventBudget(world, timeline, durationMs);
  if (budget.total > L.totalEvents) {
    throw new ScenarioError(`the scenario makes about ${budget.total} events (${budget.storms} storm alarms, ${budget.alarms} background alarms, ${budget.flaps} flaps); at most ${L.totalEvents} fit one run: shorten it or lower its rates`);
  }
  return { name, seed, durationMs, world, timeline };
}

/** A scenario from a file's text: YAML (a superset of JSON) through the `yaml` package. */
export function parseScenario(source: string): Scenario {
  // Refused while still text: the parser recurses per level, and a deep enough text ended the process.
  const shape = textShapeProblem(source);
  if (shape) throw new ScenarioError(shape);
  let doc: unknown;
  try {
    doc = parseYaml(source, { maxAliasCount: 100 });
  } catch (error) {
    throw new ScenarioError(`not YAML or JSON: ${messageOf(error).split('\n')[0]}`);
  }
  return checkScenario(doc);
}
