import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

/** The rooms of docs/architecture.md (folder from the project root). Top-level files (vite.config.ts, ...) are tools. */
const ROOMS = [
  ['domain', 'src/domain'],
  ['i18n', 'src/i18n'],
  ['transport', 'src/transport'],
  ['machines', 'src/machines'],
  ['ui', 'src/ui'],
  ['proto', 'proto'],
  ['simulator', 'simulator'],
  ['tests', 'tests'],
  ['scripts', 'scripts'],
];

/** What each room may import besides itself (docs/architecture.md, the rooms table). */
const MAY_IMPORT = {
  domain: ['proto'],
  i18n: ['domain'],
  transport: ['domain'],
  machines: ['domain'],
  ui: ['domain', 'i18n', 'transport', 'machines'],
  simulator: ['domain', 'proto'],
  tests: ROOMS.map(([type]) => type),
  scripts: ROOMS.map(([type]) => type),
};

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
  // The rooms of docs/architecture.md's table, enforced by eslint-plugin-boundaries: every file of src/, simulator/,
  // proto/, tests/ and scripts/ belongs to one room, and an import (static, re-export or dynamic import()) from one
  // room into another is an error unless a policy below allows it. Type-only imports count like the others.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] } },
      'boundaries/elements': ROOMS.map(([type, pattern]) => ({ type, pattern, partialMatch: false })),
      // Files in no room: the project's own top-level configs (vite.config.ts, vitest.config.ts, ...).
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'config', pattern: '*.config.{ts,js}' },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message: 'room {{from.element.type}} may not import {{to.element.type}} {{to.file.path}} (docs/architecture.md, the rooms table)',
          policies: [
            ...Object.entries(MAY_IMPORT).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            // The tests and scripts read the project's configs (the vitest config's list of isolated files).
            { from: { element: { types: { anyOf: ['tests', 'scripts'] } } }, allow: { to: { file: { categories: 'config' } } } },
            // The configs load the build's helpers (scripts/build/) and the browser tests' sequencer.
            { from: { file: { categories: 'config' } }, allow: { to: { element: { types: { anyOf: ['tests', 'scripts'] } } } } },
            // A component test beside its screen uses the test helpers of tests/ (render, fixtures).
            { from: { file: { categories: 'test' } }, allow: { to: { element: { types: { anyOf: ROOMS.map(([type]) => type) } } } } },
            // The one allowed exception: the demo build's dynamic import() of simulator/browser in main.tsx, which
            // plays the cloud inside the page (a normal build never loads it).
            {
              from: { file: { path: 'src/ui/app/main.tsx' } },
              allow: { to: { file: { path: 'simulator/browser.ts' } }, dependency: { nodeKind: 'dynamic-import' } },
            },
          ],
        },
      ],
    },
  },
  {
    // Machines stay pure: effects are provided from outside (machine.provide); of the libraries only xstate.
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['ky', 'react', 'react-dom', 'rxjs', 'i18next', 'react-i18next'], message: 'machines import only domain and xstate' }] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'WebSocket', 'document', 'window', 'localStorage'],
    },
  },
  // The data-layer rule (docs/architecture.md, Server state and flows): a screen reads and writes the cloud through
  // its area's queries.ts (one typed hook or queryOptions per call, taking variables), never through the call
  // functions themselves; keys come from the area's keys factory; every queryFn hands TanStack Query's signal on.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: "query keys come from the area's keys factory (<area>Keys in queries.ts)" },
        { selector: "Property[key.name='mutationFn'] > ArrowFunctionExpression TSFunctionType", message: 'a mutation takes data (variables), not a function to call' },
        { selector: "Property[key.name='queryFn'] > ArrowFunctionExpression[params.length=0]:has(Identifier[name='http']), Property[key.name='queryFn'] > ConditionalExpression > ArrowFunctionExpression[params.length=0]:has(Identifier[name='http'])", message: "a queryFn takes { signal } and passes it to the call: withSignal(http, signal)" },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/transport/api/*'], allowTypeImports: true, message: "screens call the cloud through their area's queries.ts (TanStack Query), not the call functions" }] },
      ],
    },
  },
  {
    // Where the calls themselves belong: the areas' queries, the runtime that wires the session and the realtime
    // socket, and the sign-in side, which renders before the query client loads (App.tsx loads it with the
    // signed-in layouts only). No screen is exempt.
    files: ['src/ui/**/queries.ts', 'src/ui/app/**', 'src/ui/auth/**', 'src/ui/login/**', 'src/ui/register/**', 'src/ui/password/ForgetPwdPage.tsx', 'src/ui/mobile/MobileQrSignIn.tsx', 'src/ui/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/browser/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
);
