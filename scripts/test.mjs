// `npm test`: the whole suite. Typecheck, lint, unit/property/model/simulator tests, then the browser tests
// against the server `npm start` runs and against the demo build on a static server. Ends with one plain
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { hasChromium, CHROMIUM_PATH, INSTALL_HINT } from './chromium.mjs';

const node = process.execPath;
const ci = process.env.CI === 'true' || process.env.CI === '1';
mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
let broken = false;

function run(title, args) {
  console.log(`\n── ${title}`);
  const r = spawnSync(node, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.log(`✗ ${title} failed (exit ${r.status})`);
    broken = true;
  }
  return r.status === 0;
}

function count(reportFile) {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A test that passed with failures on record passed on its second try: name it, with its first failure.
  const flaky = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => t.status === 'passed' && (t.failureMessages ?? []).length > 0)
      .map((t) => `  ${file.name.replace(process.cwd() + '/', '')} > ${t.fullName}\n    ${t.failureMessages[0].split('\n')[0]}`),
  );
  if (flaky.length > 0) console.log(`\n⚠ passed only on a second try (flaky; fix them):\n${flaky.join('\n')}`);
}

run('typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
run('lint', ['node_modules/eslint/bin/eslint.js', '.']);
run('unit, property, model and simulator tests', [
  'node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/unit.json',
]);
count('.tmp/unit.json');

if (!hasChromium()) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}: browser tests skipped; install it with: ${INSTALL_HINT}`);
  if (ci) broken = true;
} else if (
  run('console build', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']) &&
  // tests/browser/demo.test.ts serves this folder: the console with the simulator inside the page.
  run('demo build', [
    'node_modules/vite/bin/vite.js', 'build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn',
  ])
) {
  run('browser tests (Chromium)', [
    'node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.browser.config.ts',
    '--reporter=default', '--reporter=json', '--outputFile=.tmp/browser.json',
  ]);
  count('.tmp/browser.json');
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
