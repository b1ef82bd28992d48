import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import { searchFields } from '../shared/search-fields';
import type { StoredPart } from '../types';
import { searchDocumentFields, type PartDocument } from './documents';

const BATCH = 1_000;

/**
 * Gives the documents written before a search field existed (the typo keys of issue 15) their
 * search fields, in batches, at start-up. Idempotent: servers starting together write the same
 * values, and a document already done is not read again.
 */
export async function backfillSearchFields<T extends PartDocument>(
  collection: Collection<T>,
): Promise<number> {
  const missing = { typoKeysShop: { $exists: false } } as never;
  let done = 0;
  for (;;) {
    const batch = await collection.find(missing, { limit: BATCH }).toArray();
    if (batch.length === 0) return done;
    const writes = batch.map((document): AnyBulkWriteOperation<T> => ({
      updateOne: {
        filter: { _id: document._id } as never,
        update: { $set: searchDocumentFields(searchFields(document as StoredPart)) } as never,
      },
    }));
    await collection.bulkWrite(writes, { ordered: false });
    done += batch.length;
  }
}
