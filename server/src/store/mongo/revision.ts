import { randomUUID } from 'node:crypto';
import type { ClientSession } from 'mongodb';
import type { Collections } from './collections';
import { isDuplicateKeyError } from './duplicate-key';

const PARTS_REVISION = 'partsRevision';

/**
 * The catalogue revision, shared by every server process on the database: a counter bumped
 * with $inc after each part write. Bumped after (not before) the write, so a reader that saw
 * the new revision also sees the new data; a reader between the two only rebuilds once more.
 */
export function createRevision(collections: Collections) {
  const filter = { _id: PARTS_REVISION };
  return {
    async init(): Promise<void> {
      try {
        await collections.meta.updateOne(
          filter,
          { $setOnInsert: { epoch: randomUUID(), counter: 0 } },
          { upsert: true },
        );
      } catch (err) {
        // Two processes starting together: the other one made the document.
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
    /** With a session in a transaction, the bump commits (or not) with the transaction. */
    async bump(session?: ClientSession): Promise<void> {
      await collections.meta.updateOne(
        filter,
        { $inc: { counter: 1 } },
        session === undefined ? { upsert: true } : { upsert: true, session },
      );
    },
    async read(): Promise<string> {
      const meta = await collections.meta.findOne(filter);
      return `${meta?.epoch ?? 'none'}.${meta?.counter ?? 0}`;
    },
  };
}

export type Revision = ReturnType<typeof createRevision>;
