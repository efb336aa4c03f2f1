// `npm run conformance` for CI: --only picks suites, --report junit|json --out FILE writes a report a CI job shows,
// and the control key is found as `npm run sim` finds it but used only when the cloud takes it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { junitReport, onlyFilter } from '../../scripts/conformance/reports';

const run = promisify(execFile);
const conformance = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/conformance.ts', ...args], { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, SIM_CONTROL_KEY: '' } });

describe('conformance reports', () => {
  it('runs only the suites --only names and writes a JUnit report of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    const { stdout } = await conformance('--only', 'sign-in and session', '--report', 'junit', '--out', join(dir, 'junit.xml'));
    expect(stdout).toContain('Sign-in and session: 5 cases, 5 PASS, 0 DIFF, 0 SKIP');
    expect(stdout).toContain('Ran 5 sign-in cases: 5 PASS, 0 DIFF, 0 SKIP');
    const xml = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(xml).toContain('<testsuite name="sign-in and session" tests="5" failures="0" skipped="0">');
    expect(xml.match(/<testcase /g)).toHaveLength(5);
    const json = await conformance('--only', '/^audit/', '--report', 'json', '--out', join(dir, 'r.json'));
    expect(json.stdout).toContain('(with the simulator\'s control API)');
    const doc = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')) as { differ: number; results: { suite: string }[] };
    expect(doc.differ).toBe(0);
    expect(doc.results.length).toBeGreaterThan(0);
    expect(doc.results.every((r) => r.suite.startsWith('audit'))).toBe(true);
  }, 240_000);

  it('marks differing and skipped paths in JUnit, escaping what the cloud said', () => {
    const xml = junitReport([
      { suite: 'a <b>', name: 'x & y', status: 'differs', steps: [{ event: 'E', expected: 's', observed: '<o>', ok: false }] },
      { suite: 'a <b>', name: 'z', status: 'skipped', steps: [], reason: 'needs the clock' },
    ]);
    expect(xml).toContain('<testsuite name="a &lt;b&gt;" tests="2" failures="1" skipped="1">');
    expect(xml).toContain('<failure message="E: spec &quot;s&quot;, cloud &quot;&lt;o&gt;&quot;">');
    expect(xml).toContain('<skipped message="needs the clock"/>');
    expect(onlyFilter('ROLES')!('roles (seen by the akey)', 'p')).toBe(true);
    expect(onlyFilter('/^audit/')!('roles', 'audit')).toBe(false);
  });

  it('refuses --report without --out', async () => {
    await expect(conformance('--report', 'junit')).rejects.toMatchObject({ code: 1 });
  });
});

describe('playing around the repeat block', () => {
  it('waits the one-minute repeat block out once when the cloud answers ApplyTooFrequent, then applies again', async () => {
    const { playerFor, SIMULATOR_ACCOUNTS } = await import('../../scripts/conformance/players');
    const { BusinessCode } = await import('../../src/domain/resultCodes');
    const { REPEAT_REQUEST_BLOCK_MS } = await import('../../src/domain/constants');
    const waits: number[] = [];
    let applications = 0;
    const player = playerFor('audit', 'checkType 0, with Bkeys', {
      async call(_method, path) {
        if (path === '/api/user/login') return { hwcode: 0, hwdata: { token: 't' } };
        // The applicant is in none of the device's member lists (what the player checks before applying).
        if (path === '/api/admin/select') return { hwcode: 0, hwdata: [{ total: 0 }] };
        if (path === '/api/device/v1/user/role/info') return { hwcode: 0, hwdata: { role: 'ordinary' } };
        applications += 1;
        return applications === 1 ? { hwcode: BusinessCode.ApplyTooFrequent, hwdata: null } : { hwcode: 0, hwdata: { applicationId: 7 } };
      },
      wait: async (ms) => void waits.push(ms),
    }, SIMULATOR_ACCOUNTS);
    await player.start();
    expect(waits).toEqual([REPEAT_REQUEST_BLOCK_MS + 1_000]);
    expect(applications).toBe(2);
  });
});
