// How verifyPassword reads a stored hash (password.ts): the bounds on its parameters, salt and
// key. Each hash here is one the password really matches (made with node:crypto at a tiny cost),
// so a refusal is the parser's, not a wrong key's (issue 11).
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './password';

const PASSWORD = 'correct horse battery staple';

interface HashParts {
  cost?: number;
  blockSize?: number;
  parallelism?: number;
  saltBytes?: number;
  keyBytes?: number;
}

/** A `scrypt$N$r$p$salt$key` hash of PASSWORD with these parameters (N=16 unless told). */
function matchingHash(parts: HashParts = {}): string {
  const { cost = 16, blockSize = 1, parallelism = 1, saltBytes = 16, keyBytes = 32 } = parts;
  const salt = Buffer.alloc(saltBytes, 7);
  const key = scryptSync(PASSWORD, salt, keyBytes, { N: cost, r: blockSize, p: parallelism });
  const fields = [cost, blockSize, parallelism, salt.toString('base64url')];
  return ['scrypt', ...fields, key.toString('base64url')].join('$');
}

/** The hash with one of N, r, p (field 1, 2 or 3) written as `value`, the key unchanged. */
function withField(index: 1 | 2 | 3, value: string): string {
  const fields = matchingHash().split('$');
  fields[index] = value;
  return fields.join('$');
}

describe('verifyPassword reading a stored hash', () => {
  it('accepts the parameters, salts and keys at the edges of their bounds', async () => {
    for (const parts of [
      {},
      { cost: 2 },
      { blockSize: 32 },
      { parallelism: 16 },
      { saltBytes: 8 },
      { keyBytes: 16 },
      { keyBytes: 64 },
    ]) {
      expect(await verifyPassword(PASSWORD, matchingHash(parts)), JSON.stringify(parts)).toBe(true);
    }
  });

  it('refuses a salt, a key, r or p beyond its bounds, though the password matches', async () => {
    for (const parts of [
      { saltBytes: 7 },
      { keyBytes: 15 },
      { keyBytes: 65 },
      { blockSize: 33 },
      { parallelism: 17 },
    ]) {
      expect(await verifyPassword(PASSWORD, matchingHash(parts)), JSON.stringify(parts)).toBe(
        false,
      );
    }
  });

  it('refuses N, r or p that scrypt would not take, without throwing', async () => {
    for (const [index, value] of [
      [1, '1'],
      [1, '24'],
      [1, '16.5'],
      [2, '0'],
      [2, '1.5'],
      [3, '0'],
      [3, '1.5'],
    ] as const) {
      expect(await verifyPassword(PASSWORD, withField(index, value)), `${index}=${value}`).toBe(
        false,
      );
    }
  });

  it('refuses a hash with a field more, or of another algorithm', async () => {
    expect(await verifyPassword(PASSWORD, `${matchingHash()}$extra`)).toBe(false);
    expect(await verifyPassword(PASSWORD, matchingHash().replace(/^scrypt/, 'bcrypt'))).toBe(false);
  });
});
