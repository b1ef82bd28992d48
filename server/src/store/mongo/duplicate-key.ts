import { MongoServerError } from 'mongodb';

/** E11000: a unique index refused the write. */
export const DUPLICATE_KEY = 11000;

/** The unique index on the folded code: the only refusal that means "this code is taken". */
export const CODE_INDEX = 'codeKey_unique';

export function isDuplicateKeyError(err: unknown): boolean {
  return err instanceof MongoServerError && err.code === DUPLICATE_KEY;
}

/**
 * Whether a duplicate-key refusal came from the code index, read from the server's message
 * (`E11000 duplicate key error collection: db.parts index: codeKey_unique dup key: …`), which
 * every server version writes and bulk write errors carry too. A refusal by another index (the
 * id, the `_id`) is not a duplicate code and must not be answered as one.
 */
export function isDuplicateCodeMessage(message: string | undefined): boolean {
  return message?.includes(`index: ${CODE_INDEX} `) === true;
}

export function isDuplicateCodeError(err: unknown): boolean {
  return isDuplicateKeyError(err) && isDuplicateCodeMessage((err as MongoServerError).message);
}
