// The live online state of the caller's devices (getMachineStates), read as a map. The 10 s poll itself is one
// shared TanStack Query (`onlineStatesQuery` in src/ui/devices/queries.ts): the lists and the map of the same
// scope share one cache entry, so one request every 10 s serves them all.
import { getMachineStates } from './api/machine';
import type { Http, Result } from './http';

/** 10 s: a state change shows within seconds without the lists asking 5,000 states every second (decisions.md). */
export const DEVICE_STATES_POLL_MS = 10_000;

/** machine_id → online. */
export type OnlineStates = ReadonlyMap<number, boolean>;

/**
 * The online states of the devices of `eid` (0 the personal devices). Quiet: a failed refresh is shown on the rows
 * (state unknown) and asked again at the next tick, never toasted every 10 s.
 */
export async function readOnlineStates(http: Http, eid: number): Promise<Result<OnlineStates>> {
  const answer = await getMachineStates(http, { eid }, true);
  if (!answer.ok) return answer;
  const states = Array.isArray(answer.data) ? answer.data : [];
  return { ok: true, data: new Map(states.map((s) => [s.machineId, Number(s.state) === 1] as const)) };
}
