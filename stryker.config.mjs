// Mutation testing for the modules where a silent change is a vulnerability (issue 11): auth,
// CSRF, part validation, code folding, CSV, uploads and the Electron guards. Slow, so it is not
// part of `npm test` or .ci/run: run `npm run test:mutation`, or one group with
// `npm run test:mutation -- --mutate 'server/src/parts/csv/*.ts'`. Scores are in docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'server/src/auth/*.ts', // CSRF lives here too (csrf.ts)
    'server/src/parts/part-form.ts',
    'server/src/text/clean-text.ts',
    'server/src/parts/search-text.ts',
    'server/src/parts/csv/*.ts',
    'server/src/uploads/*.ts',
    'electron/src/main/app-origin.ts',
    'electron/src/main/external-links.ts',
    'electron/src/main/navigation-guards.ts',
    '!**/*.test.ts',
    '!**/testing/**',
    '!**/testing.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared; one test process keeps the run polite.
  concurrency: 1,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: [
    'public/',
    'data/',
    'dist/',
    'dist-electron/',
    'server/dist/',
    'electron/release/',
    'test-results/',
    'playwright-report/',
    'bench-results/',
    'reports/',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
};
