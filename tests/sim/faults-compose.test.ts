// Faults stack as Toxiproxy's toxics do: latency, an answer and realtime effects on one path all take effect; of
// two faults that end a call the last added wins. Faults can be switched off and on, limited to N hits or to an
// instant, and scoped to a method or an account; drops and deliveries are counted apart.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../simulator/clock';
import { faultsOf } from '../../simulator/faults/faults';
import { loadScenario } from '../../simulator/scenario/runner';
import { parseScenario } from '../../simulator/scenario/spec';
import { createSim } from '../../simulator/sim';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
afterEach(() => void faultsOf(sim()).clear());
const SELECT = '/api/user/selectInfo';

describe('faults that compose', () => {
  it('adds the latencies of every matching fault and answers with the last added status', async () => {
    const token = await loginToken('13800138000');
    await control('faults', [{ path: '/api/**', latencyMs: 15 }, { path: SELECT, latencyMs: 15 }, { path: '/api/**', status: 502 }, { path: SELECT, status: 503 }]);
    const decision = faultsOf(sim()).decideHttp(SELECT, { method: 'POST' });
    const ids = faultsOf(sim()).list().map((f) => f.id);
    expect(decision).toMatchObject({ kind: 'fault', faults: ids, delayMs: 30, status: 503, answeredBy: ids[3] });
    const start = performance.now();
    const res = await fetch(`http://sim.test${SELECT}`, { method: 'POST', headers: { cloudtoken: token } });
    expect(res.status).toBe(503);
    expect(performance.now() - start).toBeGreaterThanOrEqual(25);
    expect(faultsOf(sim()).list().map((f) => f.hits)).toEqual([2, 2, 2, 2]);
  });

  it('the shipped flaky network shows its 503s and its time-outs on top of the latency (seeded)', () => {
    const fresh = createSim({ clock: createClock(() => Date.UTC(2026, 10, 24)) });
    const source = readFileSync(new URL('../../simulator/scenarios/flaky-network.yaml', import.meta.url), 'utf8');
    const run = loadScenario(fresh, parseScenario(source));
    run.step(300_001);
    const decisions = Array.from({ length: 1_000 }, () => faultsOf(fresh).decideHttp('/api/machine/select', { method: 'POST' }));
    const late = decisions.filter((d) => d.kind === 'fault' && d.delayMs > 0).length;
    const unavailable = decisions.filter((d) => d.kind === 'fault' && d.status === 503).length;
    const timedOut = decisions.filter((d) => d.kind === 'fault' && d.timeoutMs === 15_000).length;
    expect(late).toBeGreaterThan(950);
    expect(unavailable).toBeGreaterThan(60);
    expect(unavailable).toBeLessThan(140);
    expect(timedOut).toBeGreaterThan(25);
    expect(timedOut).toBeLessThan(80);
  });
});

describe('switching, limits and scope', () => {
  it('a disabled fault stays listed and does nothing until enabled again', async () => {
    const { added } = await control<{ added: { id: number }[] }>('faults', { path: SELECT, hwcode: 113 });
    const id = added[0]!.id;
    const token = await loginToken('13800138000');
    await control('faults/disable', { id });
    expect((await call(SELECT, {}, { token })).hwcode).toBe(0);
    expect(faultsOf(sim()).list()).toEqual([expect.objectContaining({ id, enabled: false, active: false, hits: 0 })]);
    await control('faults/enable', { id });
    expect((await call(SELECT, {}, { token })).hwcode).toBe(113);
  });

  it('a limit of N takes effect on the next N calls only; `until` ends it at an instant of the simulator clock', async () => {
    const token = await loginToken('13800138000');
    await control('faults', { path: SELECT, hwcode: 113, limit: 2 });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await call(SELECT, {}, { token })).hwcode);
    expect(codes).toEqual([113, 113, 0, 0]);
    expect(faultsOf(sim()).list()[0]).toMatchObject({ remaining: 0, active: false, hits: 2 });
    faultsOf(sim()).clear();
    await control('faults', { path: SELECT, hwcode: 113, until: sim().clock.now() + 60_000 });
    expect((await call(SELECT, {}, { token })).hwcode).toBe(113);
    await control('clock', { advanceMs: 61_000 });
    expect((await call(SELECT, {}, { token })).hwcode).toBe(0);
  });

  it('matches by method and by signed-in account', async () => {
    const personal = await loginToken('13800138000');
    const enterprise = await loginToken('ent@example.com');
    await control('faults', { path: SELECT, hwcode: 113, account: 'ent@example.com' });
    expect((await call(SELECT, {}, { token: personal })).hwcode).toBe(0);
    expect((await call(SELECT, {}, { token: enterprise })).hwcode).toBe(113);
    faultsOf(sim()).clear();
    await control('faults', { path: SELECT, status: 500, method: 'get' });
    expect((await call(SELECT, {}, { token: personal })).hwcode).toBe(0);
    expect(faultsOf(sim()).decideHttp(SELECT, { method: 'GET' })).toMatchObject({ status: 500 });
    const refused = await fetch('http://sim.test/__sim/faults', { method: 'POST', body: JSON.stringify({ path: SELECT, status: 500, method: 'FETCH' }) });
    expect(refused.status).toBe(400);
  });

  it('counts dropped frames apart from delivered ones, and /__sim/push says which', async () => {
    const token = await loginToken('13800138000');
    const got: Uint8Array[] = [];
    sim().hub.connect(token, { send: (d) => got.push(d), close: () => {} });
    const push = () => control<{ delivered: number; dropped: number }>('push', { account: '13800138000', message: { type: 'massTexting', content: 'x' } });
    await control('faults', { path: '/echo.io', realtime: 'drop', limit: 1 });
    expect(await push()).toMatchObject({ delivered: 0, dropped: 1 });
    expect(await push()).toMatchObject({ delivered: 1, dropped: 0 });
    faultsOf(sim()).clear();
    await control('faults', { path: '/echo.io', realtime: { drop: 0.5 } });
    let dropped = 0;
    for (let i = 0; i < 40; i += 1) dropped += (await push()).dropped;
    const [fault] = faultsOf(sim()).list();
    expect(fault).toMatchObject({ dropped, delivered: 40 - dropped, hits: dropped });
    expect(dropped).toBeGreaterThan(5);
    expect(dropped).toBeLessThan(35);
  });
});
