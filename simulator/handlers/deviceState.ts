// Bookkeeping of the detail and visit handlers that is no device field: the day's location refreshes, the
// issued visit links and the forced next visit results. Kept per world, so a reset forgets it.
import type { World } from '../world/types';

export type ForcedVisitResult =
  | 'success'
  | 'BLACKLIST'
  | 'ADMINISTRATOR'
  | 'GENERAL_USER'
  | 'CLOUD_EXPIRED'
  | 'REST_TIME_OUT'
  | 'PASSWORD_ERROR'
  | 'CLOUD_VISIT_TIMEOUT'
  | 'WRONG_ROLE';

export const FORCED_VISIT_RESULTS: readonly ForcedVisitResult[] = [
  'success',
  'BLACKLIST',
  'ADMINISTRATOR',
  'GENERAL_USER',
  'CLOUD_EXPIRED',
  'REST_TIME_OUT',
  'PASSWORD_ERROR',
  'CLOUD_VISIT_TIMEOUT',
  'WRONG_ROLE',
];

export type VisitLink = { token: string; machineId: number; userId: number; issuedAt: number; expiresAt: number };

type DetailState = {
  /** machineId → refresh instants (ms) of the current allowance day. */
  locationRefreshes: Map<number, number[]>;
  /** machine code, or '*' for any device → the forced result of the next visit. */
  forcedVisits: Map<string, ForcedVisitResult>;
  visitLinks: Map<string, VisitLink>;
};

const states = new WeakMap<World, DetailState>();

export function detailState(world: World): DetailState {
  let state = states.get(world);
  if (!state) {
    state = { locationRefreshes: new Map(), forcedVisits: new Map(), visitLinks: new Map() };
    states.set(world, state);
  }
  return state;
}

/** The forced result waiting for this device (its own first, then the any-device one), without using it up. */
export function peekForced(world: World, machineCode: string): ForcedVisitResult | undefined {
  const forced = detailState(world).forcedVisits;
  return forced.get(machineCode) ?? forced.get('*');
}

/** Uses up the forced result that applied to this device. */
export function consumeForced(world: World, machineCode: string): void {
  const forced = detailState(world).forcedVisits;
  if (!forced.delete(machineCode)) forced.delete('*');
}
