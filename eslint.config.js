import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      // Astro's generated types (astro sync).
      '**/.astro/',
      '**/dist/',
      'dist-electron/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'data/',
      '.stryker-tmp/',
      'reports/mutation/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The public pages Astro builds (packages/ui/src/pages, layouts).
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'log', 'table'] }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'electron/src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
);
