// `npm test`: the whole suite. Typecheck, lint, unit/property/model/simulator/component tests, and the browser tests
// against the server `npm start` runs and against the demo build on a static server. Prints how long each phase
// took, the ten slowest browser tests (so the next slow test is seen) and the tests per kind, and ends with one
// plain "N passed, N failed" line.
//
// The phases overlap where they do not depend on each other, because the browser tests leave about half of two
// cores idle (Chromium and the simulators wait on each other): first the typecheck, the lint and the two builds side
// by side, then the browser tests (which need the builds) beside the vitest run. Each phase's output is printed whole
// when it ends, so the log stays readable. SUITE_SERIAL=1 runs the phases one after the other (for a clean log).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync, openSync, closeSync } from 'node:fs';
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

const serial = process.env.SUITE_SERIAL === '1';

function finished(title, t0, status) {
  const seconds = (Date.now() - t0) / 1000;
  phases.push([title, seconds]);
  console.log(`── ${title}: ${seconds.toFixed(1)} s`);
  if (status !== 0) {
    console.log(`✗ ${title} failed (exit ${status})`);
    broken = true;
  }
  return status === 0;
}

/** Runs a phase in the foreground, its output straight to the terminal. */
function run(title, args) {
  console.log(`\n── ${title}`);
  const t0 = Date.now();
  const r = spawnSync(node, args, { stdio: 'inherit', env: process.env });
  return finished(title, t0, r.status);
}

/** Starts a phase in the background; its output goes to a file and is printed whole when it ends. */
function start(title, args) {
  if (serial) return Promise.resolve(run(title, args));
  const log = `.tmp/phase-${title.replace(/[^a-z]+/gi, '-')}.log`;
  const fd = openSync(log, 'w');
  const t0 = Date.now();
  return new Promise((resolvePhase) => {
    const child = spawn(node, args, { stdio: ['ignore', fd, fd], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    child.on('close', (status) => {
      closeSync(fd);
      console.log(`\n── ${title}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      resolvePhase(finished(title, t0, status ?? 1));
    });
  });
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

const VITEST = 'node_modules/vitest/vitest.mjs';
const VITE = 'node_modules/vite/bin/vite.js';
const browserWanted = hasChromium();
if (!browserWanted) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}: browser tests skipped; install it with: ${INSTALL_HINT}`);
  if (ci) broken = true;
}

// Side by side: the checks and the two builds the browser tests need.
const [, , consoleBuilt, demoBuilt] = await Promise.all([
  start('typecheck', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']),
  start('lint', ['node_modules/eslint/bin/eslint.js', '.']),
  browserWanted ? start('console build', [VITE, 'build', '--logLevel', 'warn']) : Promise.resolve(false),
  // tests/browser/demo.test.ts serves this folder: the console with the simulator inside the page.
  browserWanted ? start('demo build', [VITE, 'build', '--mode', 'demo', '--outDir', 'dist-demo', '--logLevel', 'warn']) : Promise.resolve(false),
]);

// Side by side: the browser tests and the vitest run.
await Promise.all([
  start('unit, property, model, simulator and component tests', [
    VITEST, 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/unit.json',
  ]).then(() => count('.tmp/unit.json')),
  consoleBuilt && demoBuilt
    ? start('browser tests (Chromium)', [
        VITEST, 'run', '--config', 'vitest.browser.config.ts', '--reporter=default', '--reporter=json', '--outputFile=.tmp/browser.json',
      ]).then(() => {
        count('.tmp/browser.json');
        slowest('.tmp/browser.json', 10);
      })
    : Promise.resolve(),
]);

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
