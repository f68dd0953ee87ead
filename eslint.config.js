import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { foyerPlugin } from './scripts/eslint/no-joined-text.mjs';

/** Every folder under apps/web/src/features is a feature: a new kind's folder is kept apart from the others without a line here. */
const FEATURES = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** DESIGN.md: domain <- contract <- server, web; web and server never import each other; features stay apart. */
const boundaries = [
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foyer/contract', '@foyer/server', '@foyer/web', 'zod', 'node:*'] }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foyer/server', '@foyer/web', '**/apps/**'] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foyer/web', '**/apps/web/**', '@foyer/office', '**/apps/office/**'] }] },
  },
  {
    // The visitor's shop never loads office code, and the office keeps its own kit rather than reaching into the shop's.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foyer/office', '**/apps/office/**'] }] },
  },
  {
    files: ['apps/office/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foyer/server', '**/apps/server/**', '@foyer/web', '**/apps/web/**'] }] },
  },
  {
    // The one list of kinds (features/line-kinds.ts) is how generic code learns what a kind's feature says about its lines.
    files: ['apps/web/src/{shell,components,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@foyer/server', '**/apps/server/**', '**/features/**', '!**/features/line-kinds'] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@foyer/server',
            '**/apps/server/**',
            '**/app/**',
            ...FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/results/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/{web,office}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/{web,office}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { foyer: foyerPlugin },
    rules: { 'foyer/no-joined-text': 'error' },
  },
  ...boundaries,
);
