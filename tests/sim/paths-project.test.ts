// The generated Playwright projects (`npm run paths -- M --format playwright --out DIR`) as a QA engineer uses them
// against a cloud that is not ours: DIR carries its package.json and README, each test stands alone (no serial
// chain), timeouts allow for the waits a path needs, and without the control key every path puts back what it
// changed, so the projects pass twice in a row on the same server, background activity on.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { waitBudgetMs } from '../../scripts/conformance/players';
import { REPEAT_REQUEST_BLOCK_MS } from '../../src/domain/constants';

const run = promisify(execFile);
const dir = `.tmp/qa-project-${process.pid}`;
const generate = (machine: string) => run(process.execPath, ['--import', 'tsx', 'scripts/paths.ts', machine, '--format', 'playwright', '--out', `${dir}/${machine}`], { maxBuffer: 32 * 1024 * 1024 });
let server: RunningServer;

beforeAll(async () => {
  // A plain `npm start`: background alarms and flapping on, no key given to the tests.
  server = await startServer({ port: 0, quiet: true, seed: 1, activity: true });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Stats = { expected: number; unexpected: number; skipped: number; flaky: number };
async function playwright(machine: string): Promise<Stats> {
  const { stdout } = await run('node_modules/.bin/playwright', ['test', '-c', `${dir}/${machine}`, '--reporter=json'], {
    env: { ...process.env, BASE_URL: server.url, SIM_CONTROL_KEY: '', ACCOUNTS_FILE: '', CI: '1' },
    // A hang detector, not a speed check: a loaded CI machine has taken over 120 s for one run.
    timeout: 270_000,
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; killed?: boolean }) => {
    // Playwright exits non-zero when a test fails, with its JSON report still on stdout; a killed run has none.
    if (!error.stdout) throw new Error(`playwright printed no report${error.killed ? ' (killed by the hang detector)' : ''}: ${error.stderr ?? ''}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { stats: Stats }).stats;
}

describe('a generated project', () => {
  it('carries a package.json with @playwright/test at this checkout\'s version, a README, and no serial mode', async () => {
    await generate('roles');
    const own = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
    const pkg = JSON.parse(readFileSync(`${dir}/roles/package.json`, 'utf8')) as { devDependencies: Record<string, string>; type: string };
    expect(pkg.devDependencies).toEqual({ '@playwright/test': own.devDependencies['@playwright/test']!.replace(/^[\^~]/, '') });
    expect(pkg.type).toBe('module');
    expect(readFileSync(`${dir}/roles/README.md`, 'utf8')).toContain('npm install');
    const spec = readFileSync(`${dir}/roles/roles-seen-by-the-akey.spec.ts`, 'utf8');
    expect(spec).not.toContain('serial');
    expect(spec).toContain('test.setTimeout(timeoutFor(MACHINE))');
  }, 240_000);

  it('gives an audit path without the key room for the one-minute repeat block', () => {
    expect(waitBudgetMs('audit', false)).toBeGreaterThan(REPEAT_REQUEST_BLOCK_MS);
    expect(waitBudgetMs('audit', true)).toBe(0);
    expect(waitBudgetMs('roles', false)).toBe(0);
  });

  it.each(['roles', 'ownerTransfer', 'qrConfirm'])('%s passes twice in a row without the key: each path puts back what it changed', async (machine) => {
    await generate(machine);
    for (const round of [1, 2]) {
      const stats = await playwright(machine);
      expect(stats, `${machine}, run ${round}`).toMatchObject({ unexpected: 0, flaky: 0 });
      expect(stats.expected, `${machine}, run ${round}`).toBeGreaterThan(0);
    }
  }, 600_000);
});
