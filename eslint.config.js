// Lint rules: typescript-eslint's recommended type-aware rules, React hooks rules, and the layer boundaries of docs/architecture.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'var/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    // The browser never imports the server or the database.
    files: ['src/client/**/*.{ts,tsx}', 'src/ui/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['#db/*', '#server/*', '#config/*', 'node:*', 'fastify', 'pg', 'drizzle-orm*'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
