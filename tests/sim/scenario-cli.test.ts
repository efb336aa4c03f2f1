// The QA command line for faults and scenarios against a running simulator, and SIM_SCENARIO at start-up.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { simCliOf } from './simCli';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, seed: 3 });
});
afterAll(async () => {
  await server?.close();
});

const cli = simCliOf(() => server);

describe('npm run sim -- fault / scenario', () => {
  it('adds, lists and clears a fault; the cloud answers the fault, then normally again', async () => {
    const added = await cli('fault', 'add', '{"path":"/api/user/login","status":502}');
    expect(added.code).toBe(0);
    const login = () => fetch(`${server.url}/api/user/login`, { method: 'POST', body: new URLSearchParams({ loginName: '13800138000', loginPwd: 'demo1234', countryCode: '86', terminalUUID: 't', terminalType: 'web', terminalName: 'Vitest', terminalOS: 'Linux', loginOemId: '' }) });
    expect((await login()).status).toBe(502);
    const listed = JSON.parse((await cli('fault', 'list')).out) as { faults: { path: string; hits: number }[] };
    expect(listed.faults).toEqual([expect.objectContaining({ path: '/api/user/login', status: 502, hits: 1 })]);
    expect(JSON.parse((await cli('fault', 'clear')).out)).toMatchObject({ cleared: 1, faults: [] });
    expect((await login()).status).toBe(200);
  });

  it('refuses a bad fault with the reason and a non-zero exit', async () => {
    const bad = await cli('fault', 'add', '{"path":"/api/**","hwcode":1}');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('not in the result-code catalogue');
  });

  it('runs a scenario file to its end and prints its hash; the same file twice gives the same hash', async () => {
    const first = await cli('scenario', 'run', 'simulator/scenarios/flaky-network.yaml', '--step', '5000');
    expect(first.code).toBe(0);
    const status = JSON.parse(first.out) as { name: string; applied: number; hash: string };
    expect(status).toMatchObject({ name: 'flaky network', applied: 8 });
    const again = JSON.parse((await cli('scenario', 'run', 'simulator/scenarios/flaky-network.yaml', '--step', '5000')).out) as { hash: string };
    expect(again.hash).toBe(status.hash);
  });

  it('refuses a broken scenario before sending it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qa-'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dir, 'bad.yaml'), 'name: x\nseed: 1\ndurationMs: 10\ntimeline: [{ at: 0, storm: { perSecond: 100000, seconds: 1 } }]\n');
    const bad = await cli('scenario', 'run', join(dir, 'bad.yaml'));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('timeline[0].storm.perSecond must be a whole number from 1 to 1000');
  });

  it('SIM_SCENARIO=file serves the scenario: the start banner names it and the state shows its world', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/server/main.ts'], {
      env: { ...process.env, PORT: '0', DIST_DIR: mkdtempSync(join(tmpdir(), 'qa-dist-')), SIM_SCENARIO: 'simulator/scenarios/quiet-shift.yaml', SIM_CONTROL_KEY: 'qa-test-key-0123456789', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await expect.poll(() => out, { timeout: 30_000 }).toContain('Scenario "quiet shift" (seed 101)');
      const url = /Console: (http:\/\/\S+)\/login/.exec(out)![1]!;
      const state = (await (await fetch(`${url}/__sim/scenario`, { headers: { authorization: 'Bearer qa-test-key-0123456789' } })).json()) as { name: string; seed: number };
      expect(state).toMatchObject({ name: 'quiet shift', seed: 101 });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
