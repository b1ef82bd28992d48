import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt baseline. The parameters travel inside each hash, so raising them later
// still verifies the hashes written today.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

// Bounds for parameters read back from a stored hash: a corrupted or hostile string must not
// make one login allocate gigabytes or spin for minutes.
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

type Params = Omit<ParsedHash, 'salt' | 'key'>;

function deriveKey(password: string, salt: Buffer, params: Params, keyBytes: number) {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelism,
    // OpenSSL needs 128·r·(N + p + 2) bytes, just over Node's 32 MiB default for N=2^15, r=8.
    // The 1 MiB on top is spare: p or 2 subtracted, or a 1-byte margin, still run (equivalent).
    // Stryker disable next-line ArithmeticOperator: equivalent, see above
    maxmem: 128 * params.blockSize * (params.cost + params.parallelism + 2) + 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (err, key) => {
      // Stryker disable next-line ConditionalExpression: an undefined key fails the call later
      if (err) reject(err);
      else resolve(key);
    });
  });
}

function format(params: Params, salt: Buffer, key: Buffer): string {
  return [
    'scrypt',
    params.cost,
    params.blockSize,
    params.parallelism,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Stryker disable next-line StringLiteral: never used, six parts were checked above
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  // Stryker disable next-line StringLiteral: never used, six parts were checked above
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const valid =
    isPowerOfTwo(cost) &&
    cost <= MAX_COST &&
    inRange(blockSize, MAX_BLOCK_SIZE) &&
    inRange(parallelism, MAX_PARALLELISM) &&
    salt.length >= 8 &&
    key.length >= 16 &&
    key.length <= 64;
  return valid ? { cost, blockSize, parallelism, salt, key } : undefined;
}

const CURRENT: Params = { cost: COST, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };

/** A new self-describing hash `scrypt$N$r$p$salt$key` (base64url), with a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, CURRENT, KEY_BYTES);
  return format(CURRENT, salt, key);
}

/** True when `password` matches `stored`; a malformed `stored` never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === undefined) return false;
  const key = await deriveKey(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Verified against when the username is unknown, so that answer costs one KDF run like a
 * wrong password and timing does not tell which usernames exist. Random bytes in the current
 * format: no password matches it (a 2^-256 chance).
 */
export const DUMMY_PASSWORD_HASH = format(CURRENT, randomBytes(SALT_BYTES), randomBytes(KEY_BYTES));
