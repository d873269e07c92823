// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';
import replacement from './eslint/replacement.js';

const rumo = { rules: { ...boundaries.rules, ...replacement.rules } };

/** Product code: what ships. Tests, benchmarks and scripts get the recommended rules only. */
const PRODUCT_CODE = ['src/**/*.{ts,tsx}'];
const NOT_PRODUCT_CODE = ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.ts', 'src/**/testing/**', 'src/**/*.fixture.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Product code also gets the type-checked rules (promises that nobody awaits, unbound methods, ...).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: PRODUCT_CODE, ignores: NOT_PRODUCT_CODE })),
  {
    name: 'rumo/type-aware',
    files: PRODUCT_CODE,
    ignores: NOT_PRODUCT_CODE,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    name: 'rumo/react-hooks',
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    name: 'rumo/boundaries',
    files: ['src/**/*.{ts,tsx}'],
    plugins: { rumo },
    rules: { 'rumo/boundaries': 'error' },
  },
  {
    // Everywhere, tests and scripts too: a replacement string expands $&, $` and $' (eslint/replacement.js).
    name: 'rumo/replace-with-function',
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { rumo },
    rules: { 'rumo/replace-with-function': 'error' },
  },
);
