// The location of a device (product.md section 2: auto or manual, with map search) and the rule of 5 location
// refreshes a day (product.md section 9). The cloud enforces the rule; the simulator plays it with these
// functions and the console shows what is left.
import { LOCATION_REFRESHES_PER_DAY } from './constants';

export type LocationType = 'auto' | 'manual';

/** How an automatically placed device finds itself (machineAutoLocationWay). */
export const AUTO_LOCATION_WAYS = { gps: 0, station: 1, ip: 2 } as const;
export type AutoLocationWay = keyof typeof AUTO_LOCATION_WAYS;

export function autoWayName(way: number): AutoLocationWay {
  const found = (Object.keys(AUTO_LOCATION_WAYS) as AutoLocationWay[]).find((name) => AUTO_LOCATION_WAYS[name] === way);
  return found ?? 'gps';
}

/**
 * Days are counted in China Standard Time (UTC+8), where the cloud runs, so the allowance renews at the same
 * moment for every user whatever their browser's zone (see docs/decisions.md).
 */
const LOCATION_DAY_UTC_OFFSET_MINUTES = 8 * 60;

/** The calendar day (yyyy-mm-dd) an instant (ms) falls on for the allowance. */
export function locationDay(ms: number): string {
  return new Date(ms + LOCATION_DAY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Refreshes (instants in ms) made on the same allowance day as `now`. */
export function refreshesUsed(history: readonly number[], now: number): number {
  const today = locationDay(now);
  return history.filter((at) => locationDay(at) === today).length;
}

export function refreshesLeft(history: readonly number[], now: number): number {
  return Math.max(0, LOCATION_REFRESHES_PER_DAY - refreshesUsed(history, now));
}

/**
 * Tries one refresh at `now`: allowed while fewer than LOCATION_REFRESHES_PER_DAY were made that day. Returns the
 * history to keep (older days dropped) and whether the refresh counted.
 */
export function tryRefresh(history: readonly number[], now: number): { allowed: boolean; history: number[]; left: number } {
  const today = locationDay(now);
  const kept = history.filter((at) => locationDay(at) === today);
  if (kept.length >= LOCATION_REFRESHES_PER_DAY) return { allowed: false, history: kept, left: 0 };
  kept.push(now);
  return { allowed: true, history: kept, left: LOCATION_REFRESHES_PER_DAY - kept.length };
}
