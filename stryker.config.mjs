// Mutation testing for the modules where a silent change is a vulnerability (issue 11): auth,
// CSRF, part validation, code folding, CSV, uploads and the Electron guards. Slow, so it is not
// part of `npm test` or .ci/run. `npm run test:mutation` runs every group; one group with
// `npm run test:mutation:<group>` (MUTATION_GROUP=<group>; groups in scripts/mutation/groups.mjs).
// Scores are in docs/testing.md.
import { selectedGroups } from './scripts/mutation/groups.mjs';

const group = process.env.MUTATION_GROUP?.trim() || 'all';
const groups = selectedGroups(process.env.MUTATION_GROUP);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Only the group's own tests (vitest.mutation.config.ts), not every test that imports the
  // module: `related` would pull in every HTTP test.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    ...groups.flatMap((selected) => selected.mutate),
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
  htmlReporter: { fileName: `reports/mutation/${group}.html` },
  jsonReporter: { fileName: `reports/mutation/${group}.json` },
  // Used with `--incremental`: a re-run after new tests tries only the mutants they could change.
  incrementalFile: `reports/mutation/${group}-incremental.json`,
  thresholds: { high: 95, low: 90, break: null },
};
