import type { ClientSession, MongoClient } from 'mongodb';
import type { Revision } from './revision';

/** How a transaction of the store reads and writes (imports and single writes alike). */
export const TRANSACTION_OPTIONS = {
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority', journal: true },
  readPreference: 'primary',
} as const;

/**
 * Runs a part write and the catalogue revision bump in one transaction (issue 14): as two
 * separate writes, a failure between them answered 500 for a write that had happened (a retry
 * then met a version conflict) and left every server's page cache on the old catalogue.
 * `changed` says whether the write changed anything (an update of a missing part did not);
 * only then is the revision bumped. Transient errors (a write conflict with a concurrent
 * write) retry the whole unit.
 */
export async function writeWithRevision<T>(
  client: MongoClient,
  revision: Revision,
  write: (session: ClientSession) => Promise<T>,
  changed: (result: T) => boolean,
): Promise<T> {
  const session = client.startSession();
  try {
    return await session.withTransaction(async (transaction) => {
      const result = await write(transaction);
      if (changed(result)) await revision.bump(transaction);
      return result;
    }, TRANSACTION_OPTIONS);
  } finally {
    await session.endSession();
  }
}
