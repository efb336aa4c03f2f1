// The live online state of the caller's devices: one poll of getMachineStates every DEVICE_STATES_POLL_MS while
// anybody subscribes, shared by every subscriber with the same http and eid (the list and the map at once).
import { defer, EMPTY, Observable, timer } from 'rxjs';
import { exhaustMap, map, shareReplay, switchMap } from 'rxjs/operators';
import { getMachineStates } from './api/machine';
import type { Http } from './http';

/** 10 s: a state change shows within seconds without the lists asking 5,000 states every second (decisions.md). */
export const DEVICE_STATES_POLL_MS = 10_000;

/** machine_id → online. */
export type OnlineStates = ReadonlyMap<number, boolean>;

export interface DeviceStatesOptions {
  /** Only the devices of this enterprise (0 personal); all the caller's devices when undefined. */
  eid?: number;
  intervalMs?: number;
}

const shared = new WeakMap<Http, Map<string, Observable<OnlineStates>>>();

function poll(http: Http, eid: number | undefined, intervalMs: number): Observable<OnlineStates> {
  return timer(0, intervalMs).pipe(
    // A slow answer is not stacked on: the next tick waits for it.
    exhaustMap(() => defer(() => getMachineStates(http, { eid }))),
    switchMap((answer) => (answer.ok && Array.isArray(answer.data) ? [answer.data] : EMPTY)),
    map((states) => new Map(states.map((s) => [s.machineId, Number(s.state) === 1] as const))),
  );
}

/** The latest states, replayed to a late subscriber; polling stops when the last subscriber leaves. */
export function deviceStates$(http: Http, options: DeviceStatesOptions = {}): Observable<OnlineStates> {
  const intervalMs = options.intervalMs ?? DEVICE_STATES_POLL_MS;
  const key = `${options.eid ?? 'all'}:${intervalMs}`;
  let byKey = shared.get(http);
  if (!byKey) {
    byKey = new Map();
    shared.set(http, byKey);
  }
  let stream = byKey.get(key);
  if (!stream) {
    stream = poll(http, options.eid, intervalMs).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    byKey.set(key, stream);
  }
  return stream;
}
