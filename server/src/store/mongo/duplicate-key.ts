import { MongoServerError } from 'mongodb';

/** E11000: a unique index (here the code index) refused the write. */
export const DUPLICATE_KEY = 11000;

export function isDuplicateKeyError(err: unknown): boolean {
  return err instanceof MongoServerError && err.code === DUPLICATE_KEY;
}
