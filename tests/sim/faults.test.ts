// QA faults through the control API: latency, HTTP statuses, catalogue hwcodes, shares, time-outs, realtime
// drops and delays, clock skew; each visible in the log and the state, and clearing restores normal service.
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN, call, control, loginToken, simulatorPerTest } from './support';
import { faultsOf } from '../../simulator/faults/faults';
import { parseFault } from '../../simulator/faults/faultSpec';

const { sim } = simulatorPerTest();
// Faults belong to the simulator, not the world (a reset keeps them), so each test clears its own.
afterEach(() => void faultsOf(sim()).clear());
const LOGIN = '/api/user/login';
const fields = { loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 'u', terminalType: 'web', terminalName: 'V', terminalOS: 'L', loginOemId: '' };

async function raw(path: string, body: Record<string, string> = fields) {
  return fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
}

describe('faults through /__sim/faults', () => {
  it('answers a catalogue hwcode on the matching path only, is listed in state and log, and clears', async () => {
    const added = await control<{ added: { id: number }[] }>('faults', { path: '/api/user/login', hwcode: 113 });
    expect(added.added).toHaveLength(1);
    expect((await raw(LOGIN).then((r) => r.json())) as { hwcode: number }).toMatchObject({ hwcode: 113 });
    const state = await control<{ faults: { path: string; hits: number }[] }>('state');
    expect(state.faults).toEqual([expect.objectContaining({ path: '/api/user/login', hwcode: '113', hits: 1 })]);
    const log = await control<{ entries: { kind: string; text: string }[] }>('log');
    expect(log.entries.filter((e) => e.kind === 'fault').map((e) => e.text)).toEqual([expect.stringContaining('fault 1 on /api/user/login: hwcode 113'), 'fault 1 hit /api/user/login']);
    const cleared = await control<{ cleared: number; faults: unknown[] }>('faults', undefined, 'DELETE');
    expect(cleared).toMatchObject({ cleared: 1, faults: [] });
    expect((await call(LOGIN, fields)).hwcode).toBe(0);
  });

  it('answers an HTTP status on a glob, never on the control API', async () => {
    await control('faults', { path: '/api/**', status: 503 });
    expect((await raw(LOGIN)).status).toBe(503);
    expect((await raw('/api/user/anything/deeper')).status).toBe(503);
    expect((await raw('/eapi/x')).status).not.toBe(503);
    const listed = await fetch(`${ORIGIN}/__sim/faults`);
    expect(listed.status).toBe(200);
  });

  it('hits a seeded share of calls, the same calls on every replay', async () => {
    const run = async () => {
      sim().reset({ seed: 7 });
      faultsOf(sim()).clear();
      faultsOf(sim()).reseed(7);
      await control('faults', { path: 're:^/api/user/log', status: 500, share: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await raw(LOGIN)).status);
      return statuses;
    };
    const first = await run();
    const hits = first.filter((s) => s === 500).length;
    expect(hits).toBeGreaterThan(8);
    expect(hits).toBeLessThan(32);
    expect(await run()).toEqual(first);
    faultsOf(sim()).clear();
  });

  it('adds latency (fixed and drawn) and still answers normally', async () => {
    await control('faults', { path: LOGIN, latencyMs: 30 });
    const start = performance.now();
    expect((await call(LOGIN, fields)).hwcode).toBe(0);
    expect(performance.now() - start).toBeGreaterThanOrEqual(25);
    await control('faults/clear', {});
    await control('faults', { path: LOGIN, latency: { distribution: 'normal', mean: 5, sd: 2 } });
    expect((await call(LOGIN, fields)).hwcode).toBe(0);
    expect(faultsOf(sim()).list()[0]).toMatchObject({ hits: 1 });
  });

  it('times a call out: no answer at all', async () => {
    await control('faults', { path: LOGIN, timeoutMs: 20 });
    await expect(raw(LOGIN)).rejects.toThrow();
  });

  it('skews the clock and puts it right on clear', async () => {
    const before = sim().clock.now();
    await control('faults', { path: '**', clockSkewMs: -3_600_000 });
    expect(sim().clock.now()).toBeLessThan(before - 3_500_000);
    expect((await call(LOGIN, fields)).hwcode).toBe(0);
    await control('faults', undefined, 'DELETE');
    expect(sim().clock.now()).toBeGreaterThanOrEqual(before);
  });

  it('drops and delays realtime frames, then delivers again after clearing', async () => {
    const token = await loginToken('13800138000');
    const got: Uint8Array[] = [];
    const connection = sim().hub.connect(token, { send: (d) => got.push(d), close: () => {} });
    expect(connection).toBeDefined();
    const push = () => sim().hub.push(connection!.userId, { type: 'massTexting', sentAt: 1, content: 'x', totalUnreadMsg: 1 } as never);
    await control('faults', { path: '/echo.io', realtime: 'drop' });
    push();
    expect(got).toHaveLength(0);
    await control('faults', undefined, 'DELETE');
    await control('faults', { path: '/echo.io', realtime: { delayMs: 10 } });
    push();
    expect(got).toHaveLength(0);
    await expect.poll(() => got.length).toBe(1);
    await control('faults', undefined, 'DELETE');
    push();
    expect(got).toHaveLength(2);
    expect((await control<{ entries: { text: string }[] }>('log')).entries.map((e) => e.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('dropped a realtime frame'), expect.stringContaining('delayed a realtime frame 10 ms')]),
    );
  });

  it('refuses unknown keys, absurd values and codes outside the catalogue with a reason', async () => {
    expect(parseFault({ path: '/api/**', stauts: 500 })).toMatchObject({ ok: false, error: expect.stringContaining('unknown key stauts') });
    expect(parseFault({ path: '/api/**', latencyMs: 1e9 })).toMatchObject({ ok: false, error: expect.stringContaining('latencyMs must be') });
    expect(parseFault({ path: '/api/**', hwcode: 999 })).toMatchObject({ ok: false, error: expect.stringContaining('not in the result-code catalogue') });
    expect(parseFault({ path: '/api/**', share: 2, status: 500 })).toMatchObject({ ok: false, error: expect.stringContaining('share') });
    expect(parseFault({ path: '/api/**' })).toMatchObject({ ok: false, error: expect.stringContaining('does nothing') });
    expect(parseFault({ path: 're:(', status: 500 })).toMatchObject({ ok: false });
    expect(parseFault({ path: '/a', latency: { distribution: 'normal', mean: 5, spread: 1 } })).toMatchObject({ ok: false, error: expect.stringContaining('latency: unknown key spread (allowed: distribution, mean, sd)') });
    expect(parseFault({ path: '/a', status: 500, method: 'FETCH' })).toMatchObject({ ok: false, error: expect.stringContaining('method must be one of GET') });
    expect(parseFault({ path: '/a', status: 500, account: 'x'.repeat(101) })).toMatchObject({ ok: false, error: expect.stringContaining('account must be') });
    expect(parseFault({ path: '/a', timeout: true, method: ['get', 'post'], limit: '3' })).toEqual({ ok: true, value: { path: '/a', share: 1, enabled: true, methods: ['GET', 'POST'], limit: 3, timeoutMs: 30_000 } });
    const none = await fetch(`${ORIGIN}/__sim/faults`, { method: 'POST', body: '[]' });
    expect(await none.json()).toEqual({ error: expect.stringContaining('a list of 1 to 100 faults') });
    const res = await fetch(`${ORIGIN}/__sim/faults`, { method: 'POST', body: JSON.stringify([{ path: '/a', status: 500 }, { path: '/b', status: 200 }]) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringContaining('fault 2: status') });
    expect(faultsOf(sim()).list()).toEqual([]);
  });
});
