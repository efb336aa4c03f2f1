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
