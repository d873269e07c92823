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
    // The journeys wait for what the page shows (auto-waiting assertions, expect.poll) or move page.clock, never
    // sleep on the wall clock: a sleep is slow when long and flaky when short (eslint/e2e-sleeps.test.ts).
    name: 'rumo/e2e-no-sleeps',
    files: ['tests/e2e/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["MemberExpression[property.name='waitForTimeout']", "MemberExpression[property.value='waitForTimeout']"].map((selector) => ({
          selector,
          message: 'No waitForTimeout in the journeys: wait with an assertion (toHaveText, expect.poll) or move page.clock (install, runFor, fastForward).',
        })),
      ],
    },
  },
  {
    // Everywhere, tests and scripts too: a replacement string expands $&, $` and $' (eslint/replacement.js).
    name: 'rumo/replace-with-function',
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { rumo },
    rules: { 'rumo/replace-with-function': 'error' },
  },
);
