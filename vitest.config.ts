import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/{unit,property,model,sim}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
