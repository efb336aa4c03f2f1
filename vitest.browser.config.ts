import { defineConfig } from 'vitest/config';

// Browser tests drive Debian's Chromium against the server `npm start` runs; one file at a time.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
