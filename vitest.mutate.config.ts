// The tests StrykerJS runs against each mutant (`npm run mutate`, stryker.config.mjs): the unit, property and model
// tests in Node, the ones that pin the rules of src/domain and src/machines. The simulator's end-to-end and the
// component tests stay out: they would multiply the time of every mutant for rules those tests already reach.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,property,model}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
