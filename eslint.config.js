import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-demo/**', '.tmp/**', 'node_modules/**', 'public/mockServiceWorker.js', 'proto/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The rooms of the design card: machines stay pure, the simulator never reaches into the UI.
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/transport/**', '**/ui/**', 'ky', 'react', 'react-dom'] }],
      'no-restricted-globals': ['error', 'fetch', 'WebSocket', 'document', 'window', 'localStorage'],
    },
  },
  {
    files: ['simulator/**/*.ts', 'src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/ui/**', '**/src/ui/**'] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/browser/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
