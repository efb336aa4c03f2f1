// The five shipped scenarios load, play and replay: same scenario and seed, same event-log hash. Plus the format's
// refusals and the control API.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../../simulator/clock';
import { faultsOf } from '../../simulator/faults/faults';
import { loadScenario } from '../../simulator/scenario/runner';
import { parseScenario, ScenarioError } from '../../simulator/scenario/spec';
import { createSim } from '../../simulator/sim';
import { ORIGIN, call, control, loginToken, simulatorPerTest } from './support';

const { sim: shared } = simulatorPerTest();
afterEach(() => void faultsOf(shared()).clear());

const file = (name: string) => readFileSync(new URL(`../../simulator/scenarios/${name}`, import.meta.url), 'utf8');
/** A simulator on a fixed clock: nothing in a run depends on when the test runs. */
const fresh = () => createSim({ clock: createClock(() => Date.UTC(2026, 10, 24)) });

function play(name: string, stepMs: number) {
  const sim = fresh();
  const run = loadScenario(sim, parseScenario(file(name)));
  run.runToEnd(stepMs);
  return { sim, run };
}

describe('the shipped scenarios', () => {
  it('quiet shift: a few alarms, rare flaps, one mass text to everyone; replays to the same hash', () => {
    const { sim, run } = play('quiet-shift.yaml', 60_000);
    expect(run.shaped).toMatchObject({ users: 20, devices: 60 });
    const added = sim.world.devices.slice(-60);
    expect(new Set(added.map((d) => d.model))).toEqual(new Set(['V-BOX E-4G', 'HMI T070']));
    expect(sim.world.alarms.length).toBeGreaterThan(0);
    expect(sim.world.alarms.length).toBeLessThan(400);
    expect(run.record().some((l) => l.what.startsWith('mass text to'))).toBe(true);
    expect(play('quiet-shift.yaml', 60_000).run.hash()).toBe(run.hash());
  });

  it('storm at shift change: the storm raises hundreds of alarms after the change, the background a few before', () => {
    const playOnce = () => {
      const sim = fresh();
      const run = loadScenario(sim, parseScenario(file('storm-at-shift-change.yaml')));
      run.step(899_000);
      const before = sim.world.alarms.length;
      run.runToEnd(5_000);
      return { sim, run, before };
    };
    const { sim, run, before } = playOnce();
    expect(before).toBeLessThan(250);
    expect(sim.world.alarms.length - before).toBeGreaterThanOrEqual(600);
    expect(run.status()).toMatchObject({ applied: 6, elapsedMs: 1_800_000 });
    expect(playOnce().run.hash()).toBe(run.hash());
  });

  it('flaky network: faults come and go on the timeline, and a different seed gives a different run', () => {
    const sim = fresh();
    const run = loadScenario(sim, parseScenario(file('flaky-network.yaml')));
    run.step(1);
    expect(faultsOf(sim).list().map((f) => f.path)).toEqual(['/api/**', '/api/**', '/echo.io']);
    run.step(300_000);
    expect(faultsOf(sim).list()).toHaveLength(4);
    run.runToEnd(5_000);
    expect(faultsOf(sim).list()).toEqual([]);
    const other = fresh();
    const changed = loadScenario(other, parseScenario(file('flaky-network.yaml').replace('seed: 303', 'seed: 304')));
    changed.runToEnd(5_000);
    expect(changed.hash()).not.toBe(run.hash());
  });

  it('wave of expired tokens: signed-in users get hwcode 113 after the wave (control API, shared simulator)', async () => {
    const loaded = await fetch(`${ORIGIN}/__sim/scenario`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: file('expired-tokens.json') });
    expect(loaded.status).toBe(200);
    const tokens = await Promise.all(['13800138000', 'ent@example.com', 'factory01', 'qa11@scenario.test'].map((a) => loginToken(a)));
    const step = await control<{ lines: { what: string }[] }>('scenario/step', { ms: 60_000 });
    const wave = /expired (\d+) tokens of (\d+) users/.exec(step.lines.map((l) => l.what).join('\n'));
    expect(wave).not.toBeNull();
    const alive = async () => (await Promise.all(tokens.map((token) => call('/api/user/selectInfo', {}, { token })))).map((a) => a.hwcode);
    // The seeded half of the signed-in users lost their tokens, and exactly those answer 113.
    expect((await alive()).filter((c) => c === 113).length).toBe(Number(wave![2]));
    const status = await control<{ applied: number; hash: string }>('scenario/run', { stepMs: 10_000 });
    expect(status.applied).toBe(5);
    expect(await alive()).toEqual([113, 113, 113, 113]);
  });

  it('10,000-device enterprise: the enterprise demo account holds the whole fleet, 75 % online', () => {
    const sim = fresh();
    const run = loadScenario(sim, parseScenario(file('big-enterprise.yaml')));
    const eid = run.shaped.enterprises[0]!;
    const fleet = sim.world.devices.filter((d) => d.eid === eid);
    expect(fleet).toHaveLength(10_000);
    const online = fleet.filter((d) => d.online).length / fleet.length;
    expect(online).toBeGreaterThan(0.72);
    expect(online).toBeLessThan(0.78);
    expect(sim.world.enterprises.find((e) => e.eid === eid)?.memberIds).toContain(1002);
    run.runToEnd(10_000);
    expect(sim.world.alarms.length).toBeGreaterThanOrEqual(400);
  });
});

describe('the scenario format', () => {
  const base = 'name: x\nseed: 1\ndurationMs: 1000\n';
  it.each([
    [`${base}colour: red\n`, 'scenario: unknown key colour'],
    [`${base}world: { users: 1000000 }\n`, 'world.users must be a whole number from 0 to 10000'],
    [`${base}timeline: [{ at: 5000, flap: { perMinute: 1 } }]\n`, 'timeline[0].at must be a whole number from 0 to 1000'],
    [`${base}timeline: [{ at: 0, storm: { perSecond: 5, seconds: 1, colour: 1 } }]\n`, 'timeline[0].storm: unknown key colour'],
    [`${base}timeline: [{ at: 0 }]\n`, 'timeline[0] needs exactly one of'],
    [`${base}timeline: [{ at: 0, fault: { path: "/api/**", hwcode: 12345 } }]\n`, 'not in the result-code catalogue'],
    [`${base}world: { enterprises: [{ name: a, devices: 100000 }, { name: b, devices: 100000 }, { name: c, devices: 1 }] }\n`, 'at most 200000 fit'],
    ['name: [unclosed\n', 'not YAML or JSON'],
  ])('refuses %j', (source, reason) => {
    expect(() => parseScenario(source)).toThrow(ScenarioError);
    expect(() => parseScenario(source)).toThrow(reason);
  });

  it('answers 400 with the reason through the control API, and 409 for steps before a load', async () => {
    const res = await fetch(`${ORIGIN}/__sim/scenario`, { method: 'POST', body: `${base}seed: -1\n` });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/seed|duplicate|Map keys/i) });
  });
});
