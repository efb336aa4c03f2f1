// Scenarios flap one device or a named set (or an account's devices), not only the whole fleet; and a run's record,
// however long, can be written whole to a file the run names (`--record FILE`).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../simulator/clock';
import { loadScenario } from '../../simulator/scenario/runner';
import { parseScenario } from '../../simulator/scenario/spec';
import { createSim } from '../../simulator/sim';
import { startServer, type RunningServer } from '../../simulator/server/main';

const fresh = () => createSim({ clock: createClock(() => Date.UTC(2026, 10, 24)) });
const onlineOf = (sim: ReturnType<typeof fresh>) => new Map(sim.world.devices.map((d) => [d.machine_id, d.online]));

describe('flapping a named set', () => {
  it('changes only the named devices', () => {
    const sim = fresh();
    // Ids are the same in every seeded world; a machine code names a device as well.
    const run = loadScenario(sim, parseScenario('name: f\nseed: 4\ndurationMs: 600000\ntimeline:\n  - { at: 1000, flap: { perMinute: 30, devices: ["50001", "50002"] } }\n'));
    const named = sim.world.devices.filter((d) => d.machine_id === 50001 || d.machine_id === 50002);
    expect(named).toHaveLength(2);
    const before = onlineOf(sim);
    run.runToEnd(1_000);
    const changed = sim.world.devices.filter((d) => d.online !== before.get(d.machine_id)).map((d) => d.machine_id);
    const flapped = run.record().filter((l) => /flapped [1-9]/.test(l.what));
    expect(flapped.length).toBeGreaterThan(0);
    expect(changed.every((id) => named.some((d) => d.machine_id === id))).toBe(true);
  });

  it('refuses a device the world does not have, and devices with an account', () => {
    const sim = fresh();
    const run = loadScenario(sim, parseScenario('name: f\nseed: 4\ndurationMs: 60000\ntimeline:\n  - { at: 0, flap: { perMinute: 30, devices: ["NOPE"] } }\n'));
    expect(() => run.runToEnd(1_000)).toThrow(/device NOPE is not in the scenario's world/);
    expect(() => parseScenario('name: f\nseed: 4\ndurationMs: 60000\ntimeline:\n  - { at: 0, flap: { perMinute: 3, devices: ["a"], account: "x" } }\n')).toThrow(/devices or account/);
  });
});

describe('the whole record in a file', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes every line of a record longer than 1,000 entries to the file --record names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qa-record-'));
    const file = join(dir, 'long.yaml');
    const { writeFileSync } = await import('node:fs');
    // A flap every second for an hour: 3,600 record lines and more.
    writeFileSync(file, 'name: long\nseed: 7\ndurationMs: 3600000\ntimeline:\n  - { at: 0, flap: { perMinute: 60 } }\n');
    const out = join(dir, 'record.jsonl');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', '--url', server.url, 'scenario', 'run', file, '--record', out], { env: { ...process.env, SIM_CONTROL_KEY: server.controlKey }, maxBuffer: 16 * 1024 * 1024 });
    const answer = JSON.parse(stdout) as { recordLines: number; recordWritten: number; hash: string };
    expect(answer.recordLines).toBeGreaterThan(1_000);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { at: number; what: string });
    expect(lines).toHaveLength(answer.recordLines);
    expect(answer.recordWritten).toBe(answer.recordLines);
    expect(lines.at(-1)!.what).toContain(`hash ${answer.hash}`);
  }, 240_000);
});
