// The mutation-testing groups (issue 11): the modules each group mutates and the unit tests
// that judge them. Read by stryker.config.mjs (what to mutate) and vitest.mutation.config.ts
// (which tests to run), both from MUTATION_GROUP. Scoping the tests matters: with Stryker's
// `related` option every HTTP test counts as related (the modules are imported by the Koa app),
// which made one group take about 20 minutes.

// The CSRF check and the administrator check, judged by their own small HTTP tests (an app per
// test, no scrypt login): the HTTP tests of the folder start their apps in `beforeAll`, so the
// guards' mutants were "static" there and each ran every test of the folder.
const GUARD_MODULES = ['server/src/auth/csrf.ts', 'server/src/auth/require-admin.ts'];

// Session ids, the session store adapter and the password rule: plain functions with unit
// tests of their own, so they need none of the folder's HTTP tests and scrypt logins.
const UNIT_MODULES = [
  'server/src/auth/password-rule.ts',
  'server/src/auth/session-id.ts',
  'server/src/auth/session-store-adapter.ts',
];

const LOCKOUT_MODULES = [
  'server/src/store/shared/failure-counter.ts',
  'server/src/auth/login-limiter.ts',
  'server/src/auth/turn-queue.ts',
];

// scrypt at a 32 times lower cost, for groups whose tests log in (not in password.test.ts,
// which checks the production parameters).
const FAST_SCRYPT = 'server/src/auth/testing/fast-scrypt.ts';

/** @type {Record<string, import('./groups.d.mts').MutationGroup>} */
export const MUTATION_GROUPS = {
  folding: {
    mutate: ['server/src/parts/search-text.ts'],
    // part-filter.test.ts: the MongoDB search filter is built from the folded search text.
    tests: ['server/src/parts/search-text.test.ts', 'server/src/store/mongo/part-filter.test.ts'],
  },
  validation: {
    // The shared part schema (issue 13) and the server's use of it.
    mutate: ['server/src/parts/part-form.ts', 'packages/contracts/src/part-*.ts'],
    // Not text-input.test.ts: it checks the same rules over HTTP, starting an app and logging
    // in (scrypt) for every mutant, which tripled the run; part-form-characters.test.ts and
    // part-text.test.ts check them directly.
    tests: ['server/src/parts/part-form*.test.ts', 'packages/contracts/src/part-*.test.ts'],
  },
  uploads: {
    mutate: ['server/src/uploads/*.ts'],
    tests: ['server/src/uploads/*.test.ts'],
  },
  csv: {
    mutate: ['server/src/parts/csv/*.ts'],
    // Not import-crash.test.ts: it kills a child applying 10,000 rows with SIGKILL, about a
    // minute per run, and only checks the stores' atomic apply, not these modules' decisions.
    tests: ['server/src/parts/csv/*.test.ts'],
    skip: ['server/src/parts/csv/import-crash.test.ts'],
    // Its HTTP tests (routes.test.ts, import-text.test.ts, …) log in as the administrator.
    setupFiles: [FAST_SCRYPT],
  },
  // The rest of auth (sessions, login, passwords), with every test of the folder.
  auth: {
    mutate: [
      'server/src/auth/*.ts',
      ...[...GUARD_MODULES, ...UNIT_MODULES, ...LOCKOUT_MODULES].map((module) => `!${module}`),
    ],
    // csrf.test.ts checks the CSRF wiring of createAuth (index.ts): the login path always
    // checked, DESKTOP_ORIGINS. It and the HTTP tests open their store and app per test: in
    // `beforeAll`, the login and the hashing ran outside any test and their mutants were static.
    tests: ['server/src/auth/*.test.ts'],
    // scrypt at a 32 times lower cost (not in password.test.ts, which checks the production
    // parameters): every HTTP test logs in, and the real cost made one run about 100 s.
    setupFiles: [FAST_SCRYPT],
  },
  // After `auth`, whose exclusions would otherwise drop these when every group runs.
  'auth-guards': {
    mutate: GUARD_MODULES,
    tests: ['server/src/auth/csrf-*.test.ts', 'server/src/auth/require-admin.test.ts'],
  },
  'auth-units': {
    mutate: UNIT_MODULES,
    tests: [
      'server/src/auth/password-rule.test.ts',
      'server/src/auth/session-id.test.ts',
      'server/src/auth/session-store-adapter*.test.ts',
    ],
  },
  // The login lockout (issue 11, case 1) judged by its own unit tests, which run in
  // milliseconds: the HTTP tests of the auth folder run scrypt on every login.
  // After `auth`, whose exclusions would otherwise drop these when every group runs.
  lockout: {
    mutate: LOCKOUT_MODULES,
    tests: [
      'server/src/store/shared/failure-counter*.test.ts',
      'server/src/auth/login-limiter.test.ts',
      'server/src/auth/login-attempt.test.ts',
      'server/src/auth/turn-queue.test.ts',
    ],
  },
  electron: {
    mutate: [
      'electron/src/main/app-origin.ts',
      'electron/src/main/external-links.ts',
      'electron/src/main/navigation-guards.ts',
    ],
    tests: [
      'electron/src/main/app-origin.test.ts',
      'electron/src/main/external-links.test.ts',
      'electron/src/main/navigation-guards.test.ts',
    ],
  },
};

/**
 * The groups named in MUTATION_GROUP (comma-separated), or all of them when it is unset.
 * @param {string | undefined} names
 */
export function selectedGroups(names) {
  if (names === undefined || names.trim() === '') return Object.values(MUTATION_GROUPS);
  return names.split(',').map((name) => {
    const group = MUTATION_GROUPS[name.trim()];
    if (group === undefined) {
      const known = Object.keys(MUTATION_GROUPS).join(', ');
      throw new Error(`Unknown MUTATION_GROUP "${name}". Known groups: ${known}.`);
    }
    return group;
  });
}
