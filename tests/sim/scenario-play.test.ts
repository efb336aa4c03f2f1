// A scenario's size is bounded and it plays in slices: the server keeps answering (and a signal still stops it)
// while a long run plays, and a run too big for one simulator is refused with its reason before it starts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../simulator/clock';
import { flapFor, flapRate } from '../../simulator/flapping';
import { loadScenario } from '../../simulator/scenario/runner';
import { accountsLine } from '../../simulator/scenario/serve';
import { parseScenario, ScenarioError, SCENARIO_LIMITS } from '../../simulator/scenario/spec';
import { createSim } from '../../simulator/sim';
import { ORIGIN, control, loginToken, simulatorPerTest } from './support';

const { sim: shared } = simulatorPerTest();
const fresh = () => createSim({ clock: createClock(() => Date.UTC(2026, 10, 24)) });

const threeStorms = `name: hang
seed: 1
durationMs: 3600000
timeline:
  - { at: 0, storm: { perSecond: 1000, seconds: 3600 } }
  - { at: 0, storm: { perSecond: 1000, seconds: 3600 } }
  - { at: 0, storm: { perSecond: 1000, seconds: 3600 } }
`;

describe('the size of a scenario', () => {
  it('refuses three hour-long storms of 1,000 a second with the count and the bound', () => {
    expect(() => parseScenario(threeStorms)).toThrow(ScenarioError);
    expect(() => parseScenario(threeStorms)).toThrow(/about 10800000 events \(10800000 storm alarms.*at most 200000/);
  });

  it('counts background alarms over the whole fleet and flaps until the next rate', () => {
    const source = `name: busy\nseed: 1\ndurationMs: 3600000\nworld: { enterprises: [{ name: big, devices: 100000 }] }\ntimeline:\n  - { at: 0, alarmRate: { perHour: 3 } }\n`;
    expect(() => parseScenario(source)).toThrow(/background alarms.*at most 200000/);
    const flaps = `name: f\nseed: 1\ndurationMs: 3600000\ntimeline:\n  - { at: 0, flap: { perMinute: 6000 } }\n  - { at: 60000, flap: { perMinute: 1 } }\n`;
    expect(() => parseScenario(flaps)).not.toThrow();
    expect(() => parseScenario(flaps.replace('at: 60000', 'at: 3000000'))).toThrow(/flaps/);
  });

  it('answers 400 with the reason through the control API', async () => {
    const res = await fetch(`${ORIGIN}/__sim/scenario`, { method: 'POST', body: threeStorms });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(`at most ${SCENARIO_LIMITS.totalEvents}`);
  });
});

describe('playing in slices', () => {
  it('gives the event loop back while a big storm plays, and a new load stops the old play', async () => {
    const sim = fresh();
    const run = loadScenario(sim, parseScenario('name: s\nseed: 3\ndurationMs: 120000\ntimeline:\n  - { at: 0, storm: { perSecond: 1000, seconds: 100 } }\n'));
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 0);
    try {
      await run.play(undefined, 1_000);
    } finally {
      clearInterval(ticker);
    }
    expect(run.done()).toBe(true);
    expect(ticks).toBeGreaterThan(0);
    expect(sim.world.alarms.length).toBeGreaterThanOrEqual(90_000);

    const second = loadScenario(sim, parseScenario('name: t\nseed: 3\ndurationMs: 120000\ntimeline:\n  - { at: 0, storm: { perSecond: 1000, seconds: 100 } }\n'));
    const playing = second.play(undefined, 1_000);
    expect(second.playing()).toBe(true);
    await expect(second.play(1_000)).rejects.toThrow('already playing');
    loadScenario(sim, parseScenario('name: u\nseed: 3\ndurationMs: 1000\n'));
    await expect(playing).rejects.toThrow('stopped');
    expect(second.done()).toBe(false);
  });
});

describe('a run and its record', () => {
  const file = (name: string) => readFileSync(new URL(`../../simulator/scenarios/${name}`, import.meta.url), 'utf8');

  it('storm at shift change flaps devices in simulated time, and stops every flapper after the run', () => {
    const sim = fresh();
    const run = loadScenario(sim, parseScenario(file('storm-at-shift-change.yaml')));
    run.runToEnd(1_000);
    const flapped = run.record().map((l) => /flapped (\d+) devices/.exec(l.what)).filter((m) => m !== null).map((m) => Number(m[1]));
    const during = run.record().filter((l) => l.at > 900_000 && l.at <= 1_080_000).reduce((n, l) => n + Number(/flapped (\d+)/.exec(l.what)?.[1] ?? 0), 0);
    expect(during).toBeGreaterThanOrEqual(300);
    expect(flapped.reduce((a, b) => a + b, 0)).toBeGreaterThan(during);
    expect(flapRate(sim)).toBe(0);
    expect(flapFor(sim, 60_000)).toBe(0);
  });

  it('keeps the hash of the run after the world moves on, and pages the whole record through the control API', async () => {
    const loaded = await fetch(`${ORIGIN}/__sim/scenario`, { method: 'POST', body: file('storm-at-shift-change.yaml') });
    expect(loaded.status).toBe(200);
    const ran = await control<{ hash: string; recordLines: number; done: boolean }>('scenario/run', { stepMs: 1_000 });
    expect(ran.done).toBe(true);
    expect(ran.recordLines).toBeGreaterThan(200);
    await control('alarm', { account: 'ent@example.com' });
    await control('device/state', { machineCode: shared().world.devices[0]!.machine_code, online: !shared().world.devices[0]!.online });
    const lines: unknown[] = [];
    let offset: number | null = 0;
    let hash = '';
    while (offset !== null) {
      const page: { record: unknown[]; nextOffset: number | null; hash: string } = await control(`scenario?offset=${offset}&limit=100`);
      expect(page.record.length).toBeLessThanOrEqual(100);
      lines.push(...page.record);
      hash = page.hash;
      offset = page.nextOffset;
    }
    expect(lines).toHaveLength(ran.recordLines);
    expect(hash).toBe(ran.hash);
  });

  it('numbers scenario accounts from qa1, signs them in, and lists them in the status and the banner line', async () => {
    const loaded = await fetch(`${ORIGIN}/__sim/scenario`, { method: 'POST', body: file('quiet-shift.yaml') });
    const status = (await loaded.json()) as { accounts: { count: number; first: string; last: string; password: string } };
    expect(status.accounts).toMatchObject({ count: 20, first: 'qa1@scenario.test', last: 'qa20@scenario.test', password: 'demo1234' });
    expect(await loginToken('qa1@scenario.test')).toBeTruthy();
    expect(await loginToken('qa20')).toBeTruthy();
    expect(accountsLine(status.accounts as never)).toContain('20 users: qa1@scenario.test to qa20@scenario.test');
    expect((await control<{ accounts: unknown }>('scenario')).accounts).toEqual(status.accounts);
  });
});
