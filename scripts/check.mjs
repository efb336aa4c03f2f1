// `npm run check`: the quick loop (typecheck, lint, dead code with knip and import cycles, then the unit, property, model,
// simulator and component tests), the static checks beside the tests so the loop stays under a minute on two
// cores. Each step's output is printed whole when it ends; the last line gives each step's seconds and the total.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const started = Date.now();
const times = [];

function step(title, command, args) {
  const t0 = Date.now();
  return new Promise((resolveStep) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - t0) / 1000;
      times.push(`${title} ${seconds.toFixed(0)} s`);
      console.log(`\n── ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`}, ${seconds.toFixed(1)} s`);
      if (status !== 0 || title === 'tests') process.stdout.write(out);
      resolveStep(status === 0);
    });
  });
}

const node = process.execPath;
async function staticChecks() {
  const results = await Promise.all([
    step('typecheck', node, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.tmp/tsc.tsbuildinfo']),
    step('lint', node, ['node_modules/eslint/bin/eslint.js', '.', '--cache', '--cache-location', '.tmp/eslintcache']),
  ]);
  // Knip (knip.jsonc): unused files, exports, types and dependencies; then the import cycles, type-only ones included.
  const dead = await step('knip', node, ['node_modules/knip/bin/knip.js', '--no-progress', '--cache', '--cache-location', '.tmp/knip']);
  const cycles = await step('import cycles', node, ['--import', 'tsx', 'scripts/importCycles.ts']);
  return results.every(Boolean) && dead && cycles;
}

// CHECK_QUICK leaves the end-to-end files to `npm test` (vitest.config.ts: the ones that start the simulator or its
// command line as processes, half the tests' CPU): the quick loop is the unit, property, model, in-process simulator
// and component tests.
process.env.CHECK_QUICK = '1';
const [staticOk, testsOk] = await Promise.all([staticChecks(), step('tests', node, ['node_modules/vitest/vitest.mjs', 'run'])]);
console.log(`\ncheck: ${times.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(staticOk && testsOk ? 0 : 1);
