import { defineConfig } from 'vitest/config';

// Two projects: the pure and simulator tests in Node, and the component tests (src/**/*.test.tsx, beside the
// screens they test) on jsdom with React Testing Library.
export default defineConfig({
  test: {
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/{unit,property,model,sim}/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
});
