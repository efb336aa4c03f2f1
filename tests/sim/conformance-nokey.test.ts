// `npm run conformance -- --cloud URL --no-key` as against a real cloud: a spawned simulator whose control API the
// run never uses (it has a key, which the run is not given). Nothing is reset between paths; the accounts the run
// registers read their codes from the server's own log, as `npm start | tee sim.log` keeps it. Every path and every
// call of the catalogue must pass, each answer checked against /openapi.json, and the run must stay bounded.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIMULATOR_ACCOUNTS } from '../../scripts/conformance/playerBase';
import { onlyFilter } from '../../scripts/conformance/reports';
import { httpTransport, report, runConformance } from '../../scripts/conformance/run';
import { CALLS } from '../../src/domain/openapi/calls';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'conformance-nokey-'));
const log = join(dir, 'sim.log');
let server: ChildProcess;
let url = '';

beforeAll(async () => {
  const out = openSync(log, 'w');
  server = spawn(process.execPath, ['--import', 'tsx', 'simulator/server/main.ts'], {
    env: { ...process.env, PORT: '0', DIST_DIR: mkdtempSync(join(tmpdir(), 'qa-dist-')), SIM_CONTROL_KEY: 'conformance-unused-key-0123456789', SIM_ACTIVITY: '0', LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  url = await vi.waitFor(() => {
    const found = /Console: (http:\/\/\S+)\/login/.exec(readFileSync(log, 'utf8'))?.[1];
    if (!found) throw new Error('the server has not started yet');
    return found;
  }, { timeout: 30_000, interval: 100 });
});
afterAll(() => {
  server?.kill('SIGTERM');
});

type Report = { differ: number; skipped: number; passed: number; calls: { total: number; passed: number; differ: number; skipped: number }; results: { suite: string; name: string; status: string; reason?: string }[] };

describe('npm run conformance without the control key', () => {
  it('passes every path and all 146 calls of the catalogue through the public API alone', async () => {
    const json = join(dir, 'report.json');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/conformance.ts', '--cloud', url, '--no-key', '--codes', log, '--report', 'json', '--out', json], {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, SIM_CONTROL_KEY: '' },
    });
    expect(stdout).toContain('(public API only)');
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    const notPassed = report.results.filter((r) => r.status !== 'pass').map((r) => `${r.status} ${r.suite}: ${r.name} (${r.reason ?? ''})`);
    expect(notPassed).toEqual([]);
    const calls = report.results.filter((r) => r.suite.startsWith('calls ('));
    expect(calls.map((r) => r.name)).toEqual(CALLS.map(([method, path]) => `${method} ${path}`));
    expect(new Set(calls.map((r) => r.name)).size).toBe(146);
    expect(report.calls).toEqual({ total: 146, passed: 146, differ: 0, skipped: 0 });
    expect(stdout).toContain('Catalogue: 146 calls, 146 PASS, 0 DIFF, 0 SKIP');
    // A hang detector, not a speed check: about 40 s on a quiet machine, well over 90 s beside the browser tests.
  }, 300_000);

  it('says SKIP with the reason, never DIFF, for the calls that need a code when no code source is given', async () => {
    const results = await runConformance(httpTransport(url), SIMULATOR_ACCOUNTS, { only: onlyFilter('/^calls \\((user|group|ezviz)\\): (POST \\/api\\/user\\/v1\\/register|PUT \\/api\\/user\\/v1\\/userName|GET \\/api\\/device\\/v1\\/userGroup|POST \\/api\\/device\\/v1\\/ezviz\\/account)$/') });
    // Only what truly needs a code is skipped: the renaming, the groups and the camera accounts play with the accounts file's Akey.
    expect(Object.fromEntries(results.map((r) => [r.name, r.status]))).toEqual({ 'POST /api/user/v1/register': 'skipped', 'PUT /api/user/v1/userName': 'pass', 'GET /api/device/v1/userGroup': 'pass', 'POST /api/device/v1/ezviz/account': 'pass' });
    expect(results.find((r) => r.name === 'POST /api/user/v1/register')?.reason).toMatch(/^no source of verification codes: give --codes FILE/);
    expect(report(results)).toMatch(/SKIP by reason:\n\s+1 {2}no source of verification codes/);
  });
});
