// `npm test`: the whole suite. Typecheck, lint, unit/property/model/simulator tests, then the browser tests
// against the server `npm start` runs and against the demo build on a static server. Prints how long each phase
// took, the ten slowest browser tests (so the next slow test is seen) and the tests per kind, and ends with one
// plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { hasChromium, CHROMIUM_PATH, INSTALL_HINT } from './chromium.mjs';

const node = process.execPath;
const ci = process.env.CI === 'true' || process.env.CI === '1';
mkdirSync('.tmp', { recursive: true });
// Screenshots of failed browser tests (tests/browser/support.ts): only this run's.
rmSync('.tmp/failures', { recursive: true, force: true });
let passed = 0;
let failed = 0;
let broken = false;
/** [phase, seconds] in the order run. */
const phases = [];
/** Tests per kind, from the paths of the files in the reports. */
const kinds = new Map();
const started = Date.now();

function run(title, args) {
  console.log(`\n── ${title}`);
  const t0 = Date.now();
  const r = spawnSync(node, args, { stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - t0) / 1000;
  phases.push([title, seconds]);
  console.log(`── ${title}: ${seconds.toFixed(1)} s`);
  if (r.status !== 0) {
    console.log(`✗ ${title} failed (exit ${r.status})`);
    broken = true;
  }
  return r.status === 0;
}

/** unit, property, model, sim and browser by folder under tests/; a test file anywhere else is a component test. */
function kindOf(file) {
  const m = /(?:^|\/)tests\/([^/]+)\//.exec(file.replace(process.cwd() + '/', ''));
  return m ? m[1] : 'component';
}

function reportFileContents(reportFile) {
  return existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
}

function count(reportFile) {
  const report = reportFileContents(reportFile);
  if (!report) return;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const kind = kindOf(file.name);
    kinds.set(kind, (kinds.get(kind) ?? 0) + (file.assertionResults ?? []).length);
  }
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
  slowest('.tmp/browser.json', 10);
}

/** The n slowest tests of a report, with their files: where the next second of the suite is won. */
function slowest(reportFile, n) {
  const report = reportFileContents(reportFile);
  if (!report) return;
  const tests = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({ ms: t.duration ?? 0, name: `${file.name.replace(process.cwd() + '/', '')} > ${t.fullName}` })),
  );
  tests.sort((a, b) => b.ms - a.ms);
  console.log(`\nslowest browser tests:\n${tests.slice(0, n).map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`).join('\n')}`);
}

const order = ['unit', 'property', 'model', 'sim', 'component', 'browser'];
const counted = [...order.filter((k) => kinds.has(k)), ...[...kinds.keys()].filter((k) => !order.includes(k))];
console.log(`\ntests per kind: ${counted.map((k) => `${k} ${kinds.get(k)}`).join(', ')}`);
console.log(`time per phase: ${phases.map(([title, s]) => `${title} ${s.toFixed(0)} s`).join(', ')}; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (existsSync('.tmp/failures')) console.log('screenshots of the browser tests that failed: .tmp/failures/');
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
