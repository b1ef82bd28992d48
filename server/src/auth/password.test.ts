import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

describe('password hashing', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('writes a self-describing scrypt string that verifies the password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    const [kdf, cost, blockSize, parallelism, salt = '', key = ''] = hash.split('$');
    expect([kdf, cost, blockSize, parallelism]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(salt).toMatch(/^[\w-]+$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  });

  // The mutation runs use a cheaper scrypt for the other auth tests (testing/fast-scrypt.ts), not
  // here: this hash was made once with node:crypto at N=2^15, r=8, p=1, so a change to the cost
  // actually run (not only the one written in the string) fails it.
  it('verifies a hash made with the production parameters', async () => {
    const stored =
      'scrypt$32768$8$1$Y2FzdGFsbC1maXhlZC1zYWx0$Ql0qwvzWehiWvXZSLWzI6ffZfRF0zSUClh8wQtzRiWo';
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword('s3cret-passphrase');
    expect(await verifyPassword('s3cret-passphrasE', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed or out-of-bounds hash', async () => {
    const valid = await hashPassword('pw');
    const parts = valid.split('$');
    const withCost = (cost: string) => [parts[0], cost, ...parts.slice(2)].join('$');
    for (const stored of ['', 'pw', `bcrypt${valid.slice(6)}`, withCost('1000'), withCost('2')]) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
    // 2^30 would need 128 GiB: refused before scrypt runs.
    expect(await verifyPassword('pw', withCost(String(2 ** 30)))).toBe(false);
  });

  it('has a dummy hash in the current format that no password matches', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('admin', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
