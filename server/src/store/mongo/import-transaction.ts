import {
  MongoBulkWriteError,
  type AnyBulkWriteOperation,
  type ClientSession,
  type MongoClient,
} from 'mongodb';
import { foldCode } from '../../parts/search-text';
import { findImportConflicts, type CatalogueBefore } from '../import-conflicts';
import { importedParts } from '../imported-parts';
import {
  DuplicateCodeError,
  ImportConflictError,
  type ImportWrite,
  type StoredPart,
  type WriteAuthor,
} from '../types';
import { randomUUID } from 'node:crypto';
import { importEntries } from '../shared/change-entries';
import { importJournal } from '../shared/import-journal';
import type { Collections } from './collections';
import { PART_PROJECTION, toPartDocument, toStoredPart, type PartDocument } from './documents';
import { DUPLICATE_KEY, isDuplicateCodeMessage } from './duplicate-key';
import type { Revision } from './revision';
import { TRANSACTION_OPTIONS } from './write-with-revision';

export interface ImportTransactionDeps {
  client: MongoClient;
  collections: Collections;
  revision: Revision;
  writeTime: () => Date;
}

/** The parts the import updates and the holders of the codes it writes, read in the transaction. */
async function readCatalogueBefore(
  { parts, trash }: Collections,
  writes: readonly ImportWrite[],
  session: ClientSession,
): Promise<CatalogueBefore & { get(id: string): StoredPart | undefined }> {
  const ids = writes.flatMap((write) => (write.type === 'update' ? [write.id] : []));
  const codeKeys = writes.map((write) => foldCode(write.input.codigo));
  // One after the other: operations of one transaction must not run concurrently.
  const updated = await parts
    .find({ id: { $in: ids } }, { session, projection: PART_PROJECTION })
    .toArray();
  const holders = await parts
    .find({ codeKey: { $in: codeKeys } }, { session, projection: { _id: 0, id: 1, codeKey: 1 } })
    .toArray();
  // A trashed part still holds its code.
  const trashed = await trash
    .find({ codeKey: { $in: codeKeys } }, { session, projection: { _id: 0, id: 1, codeKey: 1 } })
    .toArray();
  const byId = new Map(updated.map((document) => [document.id, toStoredPart(document)]));
  const holderByKey = new Map(
    [...holders, ...trashed].map((document) => [document.codeKey, document.id]),
  );
  return {
    get: (id) => byId.get(id),
    part(id) {
      const part = byId.get(id);
      return part && { version: part.version, codeKey: foldCode(part.codigo) };
    },
    holder: (codeKey) => holderByKey.get(codeKey),
  };
}

async function applyInTransaction(
  { collections, revision, writeTime }: ImportTransactionDeps,
  writes: readonly ImportWrite[],
  author: WriteAuthor,
  session: ClientSession,
): Promise<StoredPart[]> {
  const before = await readCatalogueBefore(collections, writes, session);
  const conflicts = findImportConflicts(writes, before);
  if (conflicts.length > 0) throw new ImportConflictError(conflicts);

  const written = importedParts(writes, (id) => before.get(id), writeTime);
  const operations: AnyBulkWriteOperation<PartDocument>[] = written.map(({ part, previous }) =>
    previous === undefined
      ? { insertOne: { document: toPartDocument(part) } }
      : {
          replaceOne: {
            filter: { id: { $eq: part.id }, version: { $eq: previous.version } },
            replacement: toPartDocument(part),
          },
        },
  );
  const result = await collections.parts.bulkWrite(operations, { session, ordered: true });
  const updates = written.filter(({ previous }) => previous !== undefined).length;
  // The snapshot read above makes this impossible (a concurrent change is a write conflict,
  // which retries the transaction); checked so a broken assumption can never commit silently.
  if (result.matchedCount !== updates) throw new Error('Import transaction lost an update');
  const { id, ...journal } = importJournal(
    randomUUID(),
    author,
    writeTime().toISOString(),
    written,
  );
  await collections.imports.insertOne({ _id: id, ...journal }, { session });
  await collections.history.insertMany(importEntries(written, author, id), { session });
  await revision.bump(session);
  return written.map(({ part }) => part);
}

/** A duplicate key the check could not see (the index has the last word) as a conflict. */
function asImportConflict(err: unknown, writes: readonly ImportWrite[]): unknown {
  if (!(err instanceof MongoBulkWriteError)) return err;
  const writeErrors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
  const duplicates = writeErrors.filter(({ code }) => code === DUPLICATE_KEY);
  // Only the code index's refusals are duplicate codes; any other index refusing is a fault.
  if (duplicates.length === 0 || !duplicates.every(({ errmsg }) => isDuplicateCodeMessage(errmsg)))
    return err;
  return new ImportConflictError(
    duplicates.map(({ index }) => ({
      index,
      error: new DuplicateCodeError(writes[index]?.input.codigo ?? ''),
    })),
  );
}

/**
 * applyImport in MongoDB: the check, every insert and replacement and the revision bump in
 * one multi-document transaction, so the import commits whole or not at all, also when the
 * server dies mid-way (an uncommitted transaction leaves nothing). Transactions need a
 * replica set; a single-node one is enough (docs/storage.md). `withTransaction` retries the
 * whole callback on a transient error, such as a write conflict with a concurrent edit.
 */
export async function applyImportInTransaction(
  deps: ImportTransactionDeps,
  writes: readonly ImportWrite[],
  author: WriteAuthor,
): Promise<StoredPart[]> {
  if (writes.length === 0) return [];
  const session = deps.client.startSession();
  try {
    return await session.withTransaction(
      (transaction) => applyInTransaction(deps, writes, author, transaction),
      TRANSACTION_OPTIONS,
    );
  } catch (err) {
    throw asImportConflict(err, writes);
  } finally {
    await session.endSession();
  }
}
