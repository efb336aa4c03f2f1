// Limits that keep the simulator standing under abuse: control calls refuse what would break the world, sessions
// per user are capped and swept, QR logins expire and go, adding devices costs one pass over the fleet, and a
// pushed user-logout message ends the session on the server too.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../simulator/world/createWorld';
import { addDevices } from '../../simulator/world/fleet';
import { issueQr, QR_LIFETIME_MS } from '../../simulator/world/qr';
import { MAX_SESSIONS_PER_USER, MAX_QR_LOGINS, openSession, sweepSessions } from '../../simulator/world/sessions';
import type { Device } from '../../simulator/world/types';
import { call, control, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const terminal = { terminalUUID: 't', terminalName: 'bench', terminalOS: 'Linux', terminalType: 'web', loginIp: '10.0.0.1' };

async function controlStatus(path: string, json: unknown): Promise<{ status: number; error?: string }> {
  const res = await fetch(`http://sim.test/__sim/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

describe('control input', () => {
  it.each([
    ['devices', { count: -5 }, /count/],
    ['devices', { count: 1e9 }, /count/],
    ['devices', { count: 2.5 }, /whole/],
    ['clock', { advanceMs: 5 * 365 * 24 * 3_600_000 }, /advanceMs/],
    ['clock', { advanceMs: -1 }, /advanceMs/],
    ['reset', { devices: 1e9 }, /devices/],
    ['reset', { seed: -3 }, /seed/],
    ['flap', { perMinute: 1e12 }, /perMinute/],
    ['alarms/storm', { perSecond: 1e7, seconds: 1 }, /perSecond/],
    ['alarms/storm', { perSecond: 1, seconds: -1 }, /seconds/],
    ['alarms/rate', { perHour: -1 }, /perHour/],
    ['alarms/step', { ms: 1e15 }, /ms/],
  ])('%s %j answers 400 with the reason', async (path, body, reason) => {
    const answer = await controlStatus(path, body);
    expect(answer.status).toBe(400);
    expect(answer.error).toMatch(reason);
  });

  it('leaves the world as it was after a refused call', async () => {
    const before = sim().world.devices.length;
    await controlStatus('devices', { count: -5 });
    expect(sim().world.devices.length).toBe(before);
  });
});

describe('sessions and QR logins', () => {
  it('caps the live sessions of a user: the oldest ends (as a revoked one) and its token answers 113', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i += 1) {
      const answer = await call('/api/user/login', { loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', terminalUUID: `t${i}`, terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' });
      tokens.push((answer.hwdata as { token: string }).token);
      await control('clock', { advanceMs: 1000 });
    }
    const live = tokens.filter((t) => sim().world.sessions.get(t)?.endedAt === undefined);
    expect(live).toEqual(tokens.slice(3));
    expect((await call('/api/user/selectInfo', {}, { token: tokens[0] })).hwcode).not.toBe(0);
    expect((await call('/api/user/selectInfo', {}, { token: tokens.at(-1) })).hwcode).toBe(0);
  });

  it('keeps memory bounded: ended and expired sessions are swept', () => {
    const world = sim().world;
    const now = sim().clock.now();
    for (let i = 0; i < 5_000; i += 1) openSession(world, 1001, terminal, now + i);
    sweepSessions(world, now + 5_000);
    const ofUser = [...world.sessions.values()].filter((s) => s.userId === 1001);
    expect(ofUser.length).toBeLessThanOrEqual(MAX_SESSIONS_PER_USER);
  });

  it('drops QR logins a lifetime after they expire, and never holds more than the cap', () => {
    const world = sim().world;
    const start = sim().clock.now();
    const first = issueQr(world, start);
    issueQr(world, start + 2 * QR_LIFETIME_MS + 1);
    expect(world.qrLogins.has(first!.qrToken)).toBe(false);
    for (let i = 0; i < MAX_QR_LOGINS + 50; i += 1) issueQr(world, start + 2 * QR_LIFETIME_MS + 2);
    expect(world.qrLogins.size).toBeLessThanOrEqual(MAX_QR_LOGINS);
  });

  it('ends the user’s sessions when the control API pushes a user-logout message', async () => {
    const login = await call('/api/user/login', { loginName: 'ent@example.com', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'x', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' });
    const { token } = login.hwdata as { token: string };
    const pushed = await control<{ sessionsEnded: number }>('push', { account: 'ent@example.com', message: { type: 'userLogout', loginIp: '10.0.0.9', reason: 'admin' } });
    expect(pushed.sessionsEnded).toBeGreaterThan(0);
    expect((await call('/api/user/selectInfo', {}, { token })).hwcode).not.toBe(0);
  });
});

/** An array that counts the passes made over it (map, filter, iteration). */
class CountingArray<T> extends Array<T> {
  static passes = 0;
  static override get [Symbol.species]() {
    return Array;
  }
  override map<U>(fn: (value: T, index: number, array: T[]) => U): U[] {
    CountingArray.passes += 1;
    return super.map(fn);
  }
  override [Symbol.iterator](): ArrayIterator<T> {
    CountingArray.passes += 1;
    return super[Symbol.iterator]();
  }
}

describe('adding devices', () => {
  it('costs one pass over the fleet for the whole batch, not one per device', () => {
    const world = createWorld({ seed: 2, devices: 500 });
    const counting = new CountingArray<Device>();
    counting.push(...world.devices);
    world.devices = counting;
    CountingArray.passes = 0;
    const added = addDevices(world, 2_000, undefined, 0);
    expect(added).toHaveLength(2_000);
    expect(new Set(world.devices.map((d) => d.machine_code)).size).toBe(2_500);
    // One pass to collect the codes in use; the per-device version made 2,000.
    expect(CountingArray.passes).toBeLessThanOrEqual(2 + 1);
  });
});
