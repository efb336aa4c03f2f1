import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Subject } from 'rxjs';
import { DEVICE_STATES_POLL_MS, deviceStates$, type OnlineStates } from '../../src/transport/deviceStates';
import type { Failure, Http, HttpRequest } from '../../src/transport/http';

/** A cloud whose device 7 is online until `online` says otherwise; it counts the polls it answers. */
function fakeCloud() {
  const cloud = { online: true, polls: 0, bodies: [] as unknown[] };
  const http: Http = {
    failures$: new Subject<Failure>(),
    call: async <T,>(req: HttpRequest) => {
      cloud.polls += 1;
      cloud.bodies.push(req.body);
      return { ok: true, data: [{ machineId: 7, state: cloud.online ? 1 : 0 }, { machineId: 8, state: 0 }] as T };
    },
  };
  return { cloud, http };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live online states', () => {
  it('polls at once and every interval, shares one poll between subscribers and stops with the last one', async () => {
    const { cloud, http } = fakeCloud();
    const seenA: OnlineStates[] = [];
    const seenB: OnlineStates[] = [];
    const a = deviceStates$(http).subscribe((s) => seenA.push(s));
    const b = deviceStates$(http).subscribe((s) => seenB.push(s));
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud.polls).toBe(1);
    expect(seenA.at(-1)?.get(7)).toBe(true);
    expect(seenB.at(-1)?.get(8)).toBe(false);

    cloud.online = false;
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS);
    expect(cloud.polls).toBe(2);
    expect(seenA.at(-1)?.get(7)).toBe(false);
    expect(seenB.at(-1)?.get(7)).toBe(false);

    a.unsubscribe();
    b.unsubscribe();
    await vi.advanceTimersByTimeAsync(DEVICE_STATES_POLL_MS * 3);
    expect(cloud.polls).toBe(2);
  });

  it('asks for one enterprise when given its eid', async () => {
    const { cloud, http } = fakeCloud();
    const sub = deviceStates$(http, { eid: 201 }).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(cloud.bodies[0]).toMatchObject({ eid: 201 });
    sub.unsubscribe();
  });
});
