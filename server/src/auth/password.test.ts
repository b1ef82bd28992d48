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
