/**
 * Per-test time limit for tests that log in: each login runs scrypt (N=2^15), a few hundred
 * milliseconds on a slow or busy machine, so a handful of them can exceed vitest's 5 s default.
 */
export const KDF_TEST_TIMEOUT_MS = 30_000;
