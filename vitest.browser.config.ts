import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/browser/sequencer';

// Browser tests drive Debian's Chromium against the server `npm start` runs. Two files at a time on two cores (three
// took as long: the machine is busy with them and the vitest run beside them):
// each file starts its own simulator on a free port and its own Chromium (tests/browser/support.ts), and nothing
// is written to a shared fixed path, so files cannot see each other.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One module graph per worker (playwright-core, the simulator and the test support imported once, not per file):
    // 57 CPU-seconds against 67 for seven small files. Each file still starts its own simulator and Chromium; a file
    // that changed globals would leak into the next, and tests/unit/testIsolation.test.ts refuses one.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    // Hang detectors, not speed checks: an end-to-end audit takes about 16 s on a quiet machine and three times that
    // with both cores busy elsewhere.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default (1 s) fails a right answer that a busy machine renders late; Playwright's own waits
    // allow 30 s, and so does a poll.
    expect: { poll: { timeout: 30_000 } },
    // A real browser on a shared 2-core machine: one more try for a test that failed, and `npm test` names every
    // test that needed it (scripts/test.mjs), so a flaky test is seen and fixed rather than hidden.
    retry: 1,
  },
});
