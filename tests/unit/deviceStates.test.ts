import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// TanStack Query runs no refetch interval where there is no window (its server mode): look like a browser page.
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window ??= globalThis;
});
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import { DEVICE_STATES_POLL_MS, type OnlineStates } from '../../src/transport/deviceStates';
import type { Failure, Http, HttpRequest } from '../../src/transport/http';
import { createQueryClient } from '../../src/ui/data/queryClient';
import { onlineStatesQuery } from '../../src/ui/devices/queries';
import { withOnline, toRow } from '../../src/ui/devices/deviceRows';
import type { Machine } from '../../src/transport/api/machine';

/** A cloud whose device 7 is online until `online` says otherwise; `down` makes it fail; it counts the polls. */
function fakeCloud() {
  const cloud = { online: true, down: false, polls: 0, requests: [] as HttpRequest[] };
  const http: Http = {
    failures$: new Subject<Failure>(),
    call: async <T,>(req: HttpRequest) => {
      cloud.polls += 1;
      cloud.requests.push(req);
      if (cloud.down) return { ok: false, outcome: { kind: 'network', messageKey: 'errors:network' } };
      return { ok: true, data: [{ machineId: 7, state: cloud.online ? 1 : 0 }, { machineId: 8, state: 0 }] as T };
    },
  };
  return { cloud, http };
}

function watch(http: Http, eid: number, client = createQueryClient()) {
  const seen: QueryObserverResult<OnlineStates>[] = [];
  const observer = new QueryObserver(client, onlineStatesQuery(http, eid));
  const stop = observer.subscribe((result) => seen.push(result));
  return { seen, stop, client, last: () => seen.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live online states (one shared query)', () => {
  it('polls at once and every interval, shares one poll between the list and the map, and stops with the last', async () => {
    const { cloud, http } = fakeCloud();
    const list = watch(http, 0);
    const map = watch(http, 0, list.client);
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud.polls).toBe(1);
    expect(list.last()?.data?.get(7)).toBe(true);
    expect(map.last()?.data?.get(8)).toBe(false);

    cloud.online = false;
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS);
    expect(cloud.polls).toBe(2);
    expect(list.last()?.data?.get(7)).toBe(false);
    expect(map.last()?.data?.get(7)).toBe(false);

    list.stop();
    map.stop();
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS * 3);
    expect(cloud.polls).toBe(2);
  });

  it('asks quietly for one scope: its eid in the body, no toast for a failed tick', async () => {
    const { cloud, http } = fakeCloud();
    const watcher = watch(http, 201);
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud.requests[0]).toMatchObject({ path: '/api/machine/getMachineStates', body: { eid: 201 }, quiet: true });
    watcher.stop();
  });

  it('a failing refresh turns the states unknown and keeps polling; the states return with the cloud', async () => {
    const { cloud, http } = fakeCloud();
    const watcher = watch(http, 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(watcher.last()?.isError).toBe(false);

    cloud.down = true;
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS);
    expect(watcher.last()?.isError).toBe(true);
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS);
    expect(cloud.polls).toBe(3);

    const rows = [toRow({ machine_id: 7, machine_name: 'a', alias: '', machine_code: 'C7', state: 1, limit_authority: 3 } as unknown as Machine)];
    expect(withOnline(rows, 'unknown')[0]?.online).toBeUndefined();

    cloud.down = false;
    cloud.online = false;
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS);
    expect(watcher.last()?.isError).toBe(false);
    const states = watcher.last()?.data;
    expect(states && withOnline(rows, states)[0]?.online).toBe(false);
    watcher.stop();
  });
});
