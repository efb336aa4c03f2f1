// The tests StrykerJS runs against each mutant (`npm run mutate`, stryker.config.mjs): the unit, property and model
// tests in Node, the ones that pin the rules of src/domain and src/machines. The simulator's end-to-end and the
// component tests stay out: they would multiply the time of every mutant for rules those tests already reach.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,property,model}/**/*.test.ts'],
    // tests/property/time.test.ts pins its zones through process.env.TZ, which StrykerJS's vitest runner (worker
    // threads) does not pass on, so its Shanghai expectations fail in the dry run; the local-time rules are pinned
    // zone-independently by tests/unit/timeRules.test.ts. `npm test` still runs it.
    exclude: ['tests/property/time.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
