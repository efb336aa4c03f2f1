// `npm run mutate`: StrykerJS (9.6, the last line that runs on Node 20) with its vitest runner over the rules of
// src/domain and src/machines; outside `npm test`. Incremental: only mutants of changed code or changed tests run
// again (.tmp/stryker-incremental.json). On a shared machine scope a run to one file:
//   npm run mutate -- --mutate src/domain/roles.ts
// Equivalent mutants are marked in the source with `// Stryker disable next-line <mutator>: <why it is equivalent>`.
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/domain/**/*.ts', 'src/machines/**/*.ts', '!src/domain/openapi/**', '!src/domain/wire/**', '!src/domain/**/*.data.ts'],
  // public stays in the sandbox: the brand tests read the brands' pictures from public/brands (about 100 kB).
  ignorePatterns: ['dist', 'dist-demo', '.tmp', 'test-results', 'coverage', 'docs'],
  incremental: true,
  incrementalFile: '.tmp/stryker-incremental.json',
  concurrency: 1,
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  timeoutMS: 30_000,
  tempDirName: '.tmp/stryker',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/report.html' },
  jsonReporter: { fileName: '.tmp/mutation/report.json' },
  thresholds: { high: 90, low: 85, break: null },
};

export default config;
