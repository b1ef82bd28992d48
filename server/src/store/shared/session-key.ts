import { createHash } from 'node:crypto';

/**
 * The key a session is stored under: the SHA-256 of its id (issue 38). The id is the cookie's
 * secret; a copy of the database files or of the `sessions` collection then names no live
 * session. Both stores look up, write and destroy by this key only. The id is 32 random bytes,
 * so an unsalted fast hash is enough: there is nothing to guess from the key.
 */
export function sessionKey(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}
