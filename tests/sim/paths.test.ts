// `npm run paths`: the three formats of the generated paths, and a generated Playwright Test project that runs green
// under the real `playwright test` (its request fixture, no browser) against the simulator.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePaths, MACHINE_NAMES } from '../../src/machines/paths';
import { startServer } from '../../simulator/server/main';

const run = promisify(execFile);
const paths = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', ...args], { maxBuffer: 32 * 1024 * 1024 });
const dir = `.tmp/qa-paths-${process.pid}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the path generator', () => {
  it('generates shortest paths and the paths the suite plays for every machine of src/machines', () => {
    expect(MACHINE_NAMES).toEqual(expect.arrayContaining(['session', 'realtime', 'unread', 'audit', 'roles', 'ownerTransfer']));
    for (const machine of MACHINE_NAMES) {
      const shortest = generatePaths(machine, 'shortest');
      expect(shortest.length, machine).toBeGreaterThan(1);
      // Simple paths of every variant can explode (the unread badge counting to 3): the suite plays each variant's own kinds.
      expect(generatePaths(machine).length, machine).toBeGreaterThanOrEqual(shortest.filter((p) => p.variant === shortest[0]!.variant).length);
    }
    const audit = generatePaths('audit', 'shortest', 'checkType 0, with Bkeys');
    expect(audit.filter((p) => p.final).map((p) => p.steps.at(-1)!.state).sort()).toEqual(['akeyRefused', 'allPassed', 'bkeyRefused']);
  });
});

describe('npm run paths', () => {
  it('prints a bilingual test plan (md)', async () => {
    const { stdout } = await paths('audit', '--variant', 'checkType 0, with Bkeys');
    expect(stdout).toContain('# Test plan / 测试计划: audit');
    expect(stdout).toContain('```mermaid\nstateDiagram-v2\n');
    expect(stdout).toContain('| 1 | `AKEY_PASS` (the owner (Akey) passes / 所有者（Akey）通过) | `unaudited` → `akeyPassed` on `AKEY_PASS` | `akeyPassed` (passed by the owner (Akey) / 所有者（Akey）已通过) |');
  });

  it('prints JSON that equals the generator', async () => {
    const { stdout } = await paths('roles', '--format', 'json', '--kind', 'simple');
    const doc = JSON.parse(stdout) as { machine: string; count: number; paths: unknown[] };
    expect(doc.machine).toBe('roles');
    expect(doc.paths).toEqual(JSON.parse(JSON.stringify(generatePaths('roles', 'simple'))));
  });

  it('refuses an unknown machine with the list of machines', async () => {
    await expect(paths('nope')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Machines: session, realtime, unread, audit, roles, ownerTransfer') });
  });

  it('refuses a Playwright-format file for a machine that runs only inside the console, and says why', async () => {
    const failed = await paths('unread', '--format', 'playwright', '--out', `${dir}/unread`).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('no HTTP player');
  });

  it('writes a Playwright Test project: one spec per variant, a config, and support that imports nothing of this checkout', async () => {
    const out = `${dir}/audit`;
    const { stdout } = await paths('audit', '--format', 'playwright', '--out', out);
    const files = readdirSync(out).sort();
    expect(files).toEqual(expect.arrayContaining(['playwright.config.ts', 'support', 'audit-checktype-0-with-bkeys.spec.ts', 'audit-checktype-1-with-bkeys.spec.ts']));
    expect(files.filter((f) => f.endsWith('.spec.ts'))).toHaveLength(new Set(generatePaths('audit', 'shortest').map((p) => p.variant)).size);
    expect(stdout).toContain(`npx playwright test -c ${out}`);
    for (const file of [...files.filter((f) => f.endsWith('.ts')), 'support/cloud.ts', 'support/players.mjs']) {
      const text = readFileSync(`${out}/${file}`, 'utf8');
      expect(text, file).not.toContain(process.cwd());
      const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');
      expect(imports.every((m) => m === '@playwright/test' || m.startsWith('./') || m.startsWith('node:')), `${file}: ${imports.join(', ')}`).toBe(true);
    }
  }, 240_000);

  it('runs the generated project green under the real `playwright test` against a simulator, every variant of audit played', async () => {
    const out = `${dir}/run`;
    await paths('audit', '--format', 'playwright', '--out', out);
    const server = await startServer({ port: 0, quiet: true, seed: 1 });
    try {
      // The list and JUnit reporters of the generated config give way to JSON on standard output, to read back here.
      const { stdout } = await run('node_modules/.bin/playwright', ['test', '-c', out, '--reporter=json'], {
        env: { ...process.env, BASE_URL: server.url, SIM_CONTROL_KEY: server.controlKey, ACCOUNTS_FILE: '', CI: '1' },
        // A hang detector, not a speed check (speed is `npm run bench`'s): a busy machine may take several times its
        // quiet time.
        timeout: 240_000,
        maxBuffer: 32 * 1024 * 1024,
      });
      type Suite = { title: string; suites?: Suite[]; specs?: Array<{ title: string; tests: Array<{ status: string }> }> };
      const report = JSON.parse(stdout) as { stats: { expected: number; unexpected: number; skipped: number; flaky: number }; suites: Suite[] };
      expect(report.stats).toMatchObject({ unexpected: 0, skipped: 0, flaky: 0 });
      const variants = report.suites.flatMap((file) => file.suites ?? []).map((suite) => [suite.title, suite.specs?.length ?? 0]);
      expect(variants.map(([title]) => title).sort()).toEqual([
        'audit: checkType 0, with Bkeys', 'audit: checkType 0, without Bkeys', 'audit: checkType 1, with Bkeys', 'audit: checkType 1, without Bkeys',
      ]);
      expect(variants.every(([, specs]) => Number(specs) > 0)).toBe(true);
      expect(report.stats.expected).toBe(variants.reduce((n, [, specs]) => n + Number(specs), 0));
    } finally {
      await server.close();
    }
  }, 240_000);

  it('writes no empty step table in the Markdown plan', async () => {
    for (const machine of MACHINE_NAMES) {
      const { stdout } = await paths(machine);
      expect(stdout, machine).not.toMatch(/\|---\|---\|---\|\n\n/);
    }
  }, 240_000);
});
