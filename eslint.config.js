// Lint rules: typescript-eslint's recommended type-aware rules (recommendedTypeChecked), React hooks rules, the layer
// boundaries of docs/architecture.md, settings only from src/config, typed service answers; `npm run lint` then runs
// scripts/check-imports.mjs (no import cycles, one import style).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'var/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify plugins and hooks are async by contract, whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The domain is pure: it imports nothing of ours from outside src/domain.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['#db/*', '#server/*', '#ui/*', '#client/*', '#config/*', 'react', 'react-dom', 'fastify'] }],
    },
  },
  {
    // The browser never imports the server, the database or the settings: all of src/ui (pages render on the server,
    // but their components are the islands' components too) and src/client.
    files: ['src/client/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['#db/*', '#server/*', '#config/*', 'node:*', 'fastify', 'pg', 'drizzle-orm*'] }],
    },
  },
  {
    // Settings come from one place: src/config reads the environment once; everything else gets the parsed Env.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from the parsed Env (src/config/env.ts, app.env), not process.env.' }],
    },
  },
  {
    // Answers are declared (decision 005): the browser reads a service through #client/api.ts, which parses the answer
    // with the route's own zod contract (src/domain/<area>/contract.ts), and a route declares a real answer shape.
    files: ['src/ui/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}', 'src/server/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'TSAsExpression > AwaitExpression > CallExpression[callee.property.name="json"]',
          'TSAsExpression > CallExpression[callee.property.name="json"]',
          'TSAsExpression > AwaitExpression > CallExpression[callee.property.name=/^(catch|then)$/][callee.object.callee.property.name="json"]',
          'TSAsExpression > CallExpression[callee.property.name=/^(catch|then)$/][callee.object.callee.property.name="json"]',
        ].map((selector) => ({ selector, message: "Don't cast a JSON answer: parse it with its contract through #client/api.ts (getJson, postJson or a named call)." })),
        ...['Identifier[name="AnyObject"]', 'CallExpression[callee.property.name="record"][arguments.1.callee.property.name="unknown"]'].map((selector) => ({
          selector,
          message: "Declare the answer's real shape in src/domain/<area>/contract.ts; an untyped record is for truly free-form values only (say why in a comment and disable this line).",
        })),
      ],
    },
  },
  {
    // Plain JavaScript (config files, scripts, the PDF worker's entry) is outside the TypeScript project.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read answers as the shape they expect (`response.json() as T`, JSON.parse, expect.any/objectContaining
    // matchers, which are typed any) and hand methods to expect(): the type-aware rules about that would only add noise.
    files: ['test/**/*.ts', 'bench/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
);
