import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the server `npm start` runs; one file at a time.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A real browser on a shared 2-core machine: one more try for a test that failed, and `npm test` names every
    // test that needed it (scripts/test.mjs), so a flaky test is seen and fixed rather than hidden.
    retry: 1,
  },
});
