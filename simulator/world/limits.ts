// Rate limits of the simulated cloud (issue: codes and second factors cannot be guessed, sends are limited, sign-in
// lists cannot be harvested). Sliding windows kept beside the world (one record per world object, so a reset
// forgets them), read against the simulator's clock so tests move time instead of waiting.
import type { World } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every limit with its number; README's security section and docs/decisions.md name the same figures. */
export const LIMITS = {
  /** Wrong tries one code allows; the last of them spends it (a new code must be sent). */
  wrongTriesPerCode: 5,
  /** Wrong tries one phone or e-mail allows in an hour, across its codes. */
  wrongTriesPerTargetHour: 10,
  /** Codes sent to one phone or e-mail: one a minute, ten a day. */
  sendsPerTargetMinute: 1,
  sendsPerTargetDay: 10,
  /** Codes one client address may ask for in a minute, whatever the targets. */
  sendsPerClientMinute: 20,
  /** Sign-in attempts and account look-ups one client address may make in a minute. */
  signInsPerClientMinute: 30,
  /** Wrong second-factor codes in a row that lock an account's sign-in (as wrong passwords do). */
  wrongSecondFactorsInARow: 10,
  /** QR sign-in codes one client address may hold waiting; a new one evicts that address's oldest. */
  pendingQrPerClient: 20,
  /** Account look-ups (device/v1/user/role/info) one signed-in account may make in a minute, whatever its address. */
  lookupsPerAccountMinute: 30,
  /** Wrong device passwords one device takes in 15 minutes; then it refuses every try for 15 minutes. */
  wrongDevicePasswordsPerDevice: 5,
  /** Wrong device passwords one account may enter in an hour, across devices. */
  wrongDevicePasswordsPerAccountHour: 20,
} as const;

export type Window = { max: number; ms: number };

export const WINDOWS = {
  targetWrongTries: { max: LIMITS.wrongTriesPerTargetHour, ms: HOUR },
  targetSendsMinute: { max: LIMITS.sendsPerTargetMinute, ms: MINUTE },
  targetSendsDay: { max: LIMITS.sendsPerTargetDay, ms: DAY },
  clientSends: { max: LIMITS.sendsPerClientMinute, ms: MINUTE },
  clientSignIns: { max: LIMITS.signInsPerClientMinute, ms: MINUTE },
  accountLookups: { max: LIMITS.lookupsPerAccountMinute, ms: MINUTE },
  deviceWrongPasswords: { max: LIMITS.wrongDevicePasswordsPerDevice, ms: 15 * MINUTE },
  /** Once a device took its wrong passwords: one lock mark keeps it shut for the whole 15 minutes. */
  deviceLocked: { max: 1, ms: 15 * MINUTE },
  accountWrongDevicePasswords: { max: LIMITS.wrongDevicePasswordsPerAccountHour, ms: HOUR },
} as const satisfies Record<string, Window>;

/** Keys kept at most; an address flood cannot grow the simulator without bound (the stalest go first). */
const MAX_KEYS = 50_000;

type Hits = { window: Window; times: number[] };
const states = new WeakMap<World, Map<string, Hits>>();

function hitsOf(world: World): Map<string, Hits> {
  let map = states.get(world);
  if (!map) {
    map = new Map();
    states.set(world, map);
  }
  return map;
}

function live(hits: Hits, now: number): number[] {
  const from = now - hits.window.ms;
  while (hits.times.length > 0 && (hits.times[0] as number) <= from) hits.times.shift();
  return hits.times;
}

function prune(map: Map<string, Hits>, now: number): void {
  for (const [key, hits] of map) if (live(hits, now).length === 0) map.delete(key);
  // Still full of live keys: the oldest inserted go (a Map iterates in insertion order).
  for (const key of map.keys()) {
    if (map.size < MAX_KEYS) break;
    map.delete(key);
  }
}

export type Verdict = { ok: true } | { ok: false; retryInMs: number };

/** Whether `key` may act once more within its window; does not count the act (see `record`). */
export function allowed(world: World, key: string, window: Window, now: number): Verdict {
  const hits = hitsOf(world).get(key);
  if (!hits) return { ok: true };
  const times = live(hits, now);
  if (times.length < window.max) return { ok: true };
  // The window frees a place when its oldest counted act leaves it.
  const freeAt = (times[times.length - window.max] as number) + window.ms;
  return { ok: false, retryInMs: Math.max(1, freeAt - now) };
}

/** Counts one act of `key`; only the newest `max` are kept, which is all a decision needs. */
export function record(world: World, key: string, window: Window, now: number): void {
  const map = hitsOf(world);
  let hits = map.get(key);
  if (!hits) {
    if (map.size >= MAX_KEYS) prune(map, now);
    hits = { window, times: [] };
    map.set(key, hits);
  }
  const times = live(hits, now);
  times.push(now);
  if (times.length > window.max) times.splice(0, times.length - window.max);
}

/** `allowed`, then `record` when it was: one call for limits that count every attempt. */
export function take(world: World, key: string, window: Window, now: number): Verdict {
  const verdict = allowed(world, key, window, now);
  if (verdict.ok) record(world, key, window, now);
  return verdict;
}

/** The answer's hwdata for a refusal: when to try again. */
export const retryDetails = (retryInMs: number) => ({ retryAfterSeconds: Math.max(1, Math.ceil(retryInMs / 1000)) });
