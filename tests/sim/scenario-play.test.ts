// A scenario's size is bounded and it plays in slices: the server keeps answering (and a signal still stops it)
// while a long run plays, and a run too big for one simulator is refused with its reason before it starts.
import { describe, expect, it } from 'vitest';
import { createClock } from '../../simulator/clock';
import { loadScenario } from '../../simulator/scenario/runner';
import { parseScenario, ScenarioError, SCENARIO_LIMITS } from '../../simulator/scenario/spec';
import { createSim } from '../../simulator/sim';
import { ORIGIN, simulatorPerTest } from './support';

simulatorPerTest();
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
  }, 60_000);
});
