// `npm run paths`: the three formats of the generated paths, and a generated Playwright-format file that runs green
// against the simulator.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePaths, MACHINE_NAMES } from '../../src/machines/paths';

const run = promisify(execFile);
const paths = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { maxBuffer: 32 * 1024 * 1024 });
const dir = `.tmp/qa-paths-${process.pid}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the path generator', () => {
  it('generates shortest and simple paths for every machine of src/machines', () => {
    expect(MACHINE_NAMES).toEqual(expect.arrayContaining(['session', 'realtime', 'unread', 'audit', 'roles', 'ownerTransfer']));
    for (const machine of MACHINE_NAMES) {
      const shortest = generatePaths(machine, 'shortest');
      expect(shortest.length, machine).toBeGreaterThan(1);
      expect(generatePaths(machine, 'simple').length, machine).toBeGreaterThanOrEqual(shortest.filter((p) => p.variant === shortest[0]!.variant).length);
    }
    const audit = generatePaths('audit', 'shortest', 'checkType 0, with Bkeys');
    expect(audit.filter((p) => p.final).map((p) => p.steps.at(-1)!.state).sort()).toEqual(['akeyRefused', 'allPassed', 'bkeyRefused']);
  });
});

describe('npm run paths', () => {
  it('prints a bilingual test plan (md)', async () => {
    const { stdout } = await paths('audit', '--variant', 'checkType 0, with Bkeys');
    expect(stdout).toContain('# Test plan / 测试计划: audit');
    expect(stdout).toContain('| 1 | `AKEY_PASS` (the owner (Akey) passes / 所有者（Akey）通过) | `akeyPassed` (passed by the owner (Akey) / 所有者（Akey）已通过) |');
  }, 60_000);

  it('prints JSON that equals the generator', async () => {
    const { stdout } = await paths('roles', '--format', 'json', '--kind', 'simple');
    const doc = JSON.parse(stdout) as { machine: string; count: number; paths: unknown[] };
    expect(doc.machine).toBe('roles');
    expect(doc.paths).toEqual(JSON.parse(JSON.stringify(generatePaths('roles', 'simple'))));
  }, 60_000);

  it('refuses an unknown machine with the list of machines', async () => {
    await expect(paths('nope')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Machines: session, realtime, unread, audit, roles, ownerTransfer') });
  }, 60_000);

  it('refuses a Playwright-format file for a machine that runs only inside the console, and says why', async () => {
    const failed = await paths('unread', '--format', 'playwright').then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('no HTTP player');
  }, 60_000);

  it('prints a Playwright-format test file that runs green against the simulator', async () => {
    const { stdout } = await paths('audit', '--format', 'playwright', '--variant', 'checkType 0, with Bkeys');
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/audit.generated.test.ts`, stdout);
    writeFileSync(`${dir}/vitest.config.mjs`, "export default { test: { include: ['*.test.ts'], testTimeout: 60000 } };\n");
    const { stdout: out } = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.config.mjs', '--root', dir], {
      maxBuffer: 8 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    // eslint-disable-next-line no-control-regex
    expect(out.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+6 passed \(6\)/);
  }, 120_000);
});
