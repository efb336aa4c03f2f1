import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** The import patterns a room of src/ must not use: its sibling rooms, named relatively from inside it. */
function room(name, forbidden) {
  return {
    group: forbidden.flatMap((other) => [`**/${other}/**`, `**/${other}`]),
    message: `src/${name} may not import ${forbidden.join(', ')} (docs/architecture.md, Rooms)`,
  };
}

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
  // The rooms of docs/architecture.md, one block per folder: each lists what the folder must not import. A later
  // block replaces an earlier one's no-restricted-imports for the same file, so every folder has exactly one.
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [room('domain', ['transport', 'machines', 'i18n', 'ui', 'simulator'])] }] },
  },
  {
    files: ['src/i18n/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [room('i18n', ['transport', 'machines', 'ui', 'simulator'])] }] },
  },
  {
    files: ['src/transport/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [room('transport', ['machines', 'i18n', 'ui', 'simulator'])] }] },
  },
  {
    // Machines stay pure: effects are provided from outside (machine.provide).
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [room('machines', ['transport', 'i18n', 'ui', 'simulator']), { group: ['ky', 'react', 'react-dom', 'rxjs', 'i18next', 'react-i18next'], message: 'machines import only domain and xstate' }] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'WebSocket', 'document', 'window', 'localStorage'],
    },
  },
  {
    // The console may import all of src/, never the simulator: the demo build's one dynamic import of
    // simulator/browser in src/ui/app/main.tsx is the allowed exception (no-restricted-imports does not look at
    // import() expressions, so it needs no disabling comment).
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/simulator/**'], message: 'the console does not import the simulator (only main.tsx loads simulator/browser for the demo build)' }] }] },
  },
  {
    files: ['simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/ui/**', '**/src/transport/**', '**/src/machines/**', '**/src/i18n/**'], message: 'the simulator imports only src/domain and proto/ (docs/architecture.md, Rooms)' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/browser/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
