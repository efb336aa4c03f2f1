import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The pure and simulator tests in Node, and the component tests (src/**/*.test.tsx, beside the screens they test) on
// jsdom with React Testing Library; in each, the files that change globals run apart.
/** Test files that change globals, so they get a fresh module graph each (see the node project). */
export const ISOLATED = [
  'tests/property/time.test.ts',
  'tests/sim/paths.test.ts',
  'tests/unit/answerGuard.test.ts',
  'tests/unit/audioAlert.test.ts',
  'tests/unit/brandChoiceRules.test.ts',
  'tests/unit/deviceStates.test.ts',
];

/** The Node test files that start the simulator or its command line as processes (end to end). */
function endToEndFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'browser' ? [] : endToEndFiles(path);
    return entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes("from 'node:child_process'") ? [path.replaceAll('\\', '/')] : [];
  });
}
/** `npm run check` (scripts/check.mjs) leaves them to `npm test`, which runs every file. */
const LEFT_TO_NPM_TEST = process.env.CHECK_QUICK === '1' ? endToEndFiles('tests') : [];

/**
 * Component test files that change globals (see ISOLATED); tests/unit/testIsolation.test.ts finds them. DetailLocation's
 * replaces the Leaflet map module, which a shared module graph would hand to the next file; ApiDocPage's the Scalar
 * renderer; CloudMapPage's stands a page-side cluster worker in for the Web Worker jsdom lacks.
 */
export const COMPONENT_ISOLATED: string[] = ['src/ui/deviceDetail/DetailLocation.test.tsx', 'src/ui/apiDoc/ApiDocPage.test.tsx', 'src/ui/map/CloudMapPage.test.tsx'];

export default defineConfig({
  test: {
    // A hang detector, not a speed check: a property or simulator test on a machine busy with the browser tests
    // (they run side by side in `npm test`) or with other work can take several times its quiet time: on a CI
    // machine with other work, the CLI and conformance tests took 75 to 126 s against 20 to 40 s quiet.
    testTimeout: 240_000,
    // The same for hooks: a simulator spawned in beforeAll took over the default 10 s with both cores busy elsewhere.
    hookTimeout: 240_000,
    // expect.poll's own default (1 s) fails a right answer that a loaded machine gives late.
    expect: { poll: { timeout: 30_000 } },
    // Vitest's own default leaves one core free, which on a 2-core machine is half the machine idle: 117 s against
    // 82 s for the same files here.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // One module graph per worker for the Node tests (no fresh import per file): the imports were a third of the
      // run. A file that changes globals (a window, timers, environment variables, mocked modules) would leak into
      // the next file of its worker, so those run isolated; tests/unit/testIsolation.test.ts finds a new one.
      {
        extends: true,
        test: { name: 'node', include: ['tests/{unit,property,model,sim}/**/*.test.ts'], exclude: [...ISOLATED, ...LEFT_TO_NPM_TEST], environment: 'node', isolate: false },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: ISOLATED, exclude: LEFT_TO_NPM_TEST, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          // One module graph per worker here too (React, the kit and i18next imported once, not per file: 13
          // CPU-seconds against 40); the setup file still runs per file, renderScreen sets the language per render.
          exclude: COMPONENT_ISOLATED,
          isolate: false,
        },
      },
      ...(COMPONENT_ISOLATED.length === 0 ? [] : [{
        extends: true as const,
        test: { name: 'component-isolated', include: COMPONENT_ISOLATED, environment: 'jsdom', setupFiles: ['tests/component/setup.ts'] },
      }]),
    ],
  },
});
