// Setup file of the mutation runs only (vitest.mutation.config.ts, issue 11). Every HTTP test of
// the auth folder logs in, and scrypt at the production cost (N=2^15) made one run of the folder
// take about 100 s, hours for the auth group's mutants. Here scrypt runs at N/32 instead, so
// each hash and check is consistent within a run and about 32 times cheaper.
//
// What stays true to production: a call whose options Node would refuse (a memory limit below
// what the real N needs, a bad N) goes to scrypt unchanged and fails the same way; the stored
// hash still names the real N (password.ts writes the parameters, not this file); and
// password.test.ts keeps the real scrypt, where a known hash made with the production
// parameters must verify.
import type * as Crypto from 'node:crypto';
import { expect, vi } from 'vitest';

/** How much cheaper: N is divided by this (a power of two, so N stays one). */
const COST_DIVISOR = 2 ** 5;

/** The test files that must run the production scrypt. */
const REAL_SCRYPT_FILES = ['/server/src/auth/password.test.ts'];

/** Bytes OpenSSL needs for these parameters (its check: 128·r·(N + p + 2)). */
function neededMemory(options: Crypto.ScryptOptions): number {
  const { N = 2 ** 14, r = 8, p = 1 } = options;
  return 128 * r * (N + p + 2);
}

function cheaper(options: Crypto.ScryptOptions): Crypto.ScryptOptions {
  const { N, maxmem } = options;
  const accepted =
    N !== undefined && N > COST_DIVISOR && maxmem !== undefined && neededMemory(options) <= maxmem;
  return accepted ? { ...options, N: N / COST_DIVISOR } : options;
}

const testPath = expect.getState().testPath ?? '';
if (!REAL_SCRYPT_FILES.some((file) => testPath.endsWith(file))) {
  vi.doMock('node:crypto', async (importOriginal) => {
    const crypto = await importOriginal<typeof Crypto>();
    const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
      const [password, salt, keylen, options, callback] = args as unknown as [
        Crypto.BinaryLike,
        Crypto.BinaryLike,
        number,
        Crypto.ScryptOptions,
        (err: Error | null, key: Buffer) => void,
      ];
      crypto.scrypt(password, salt, keylen, cheaper(options), callback);
    }) as typeof crypto.scrypt;
    return { ...crypto, scrypt, default: { ...crypto, scrypt } };
  });
}
