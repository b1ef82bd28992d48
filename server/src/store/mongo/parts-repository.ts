import { randomUUID } from 'node:crypto';
import type { ClientSession, MongoClient } from 'mongodb';
import { createWriteClock } from '../shared/write-clock';
import { newStoredPart, pickPartInput } from '../shared/part-fields';
import { searchFields, searchTerms } from '../shared/search-fields';
import { changeEntry } from '../shared/change-entries';
import {
  DuplicateCodeError,
  SYSTEM_AUTHOR,
  VersionConflictError,
  type PartInput,
  type PartRepository,
} from '../types';
import { assertCodeNotTrashed, createPartHistory } from './part-history';
import type { Collections } from './collections';
import {
  PART_PROJECTION,
  searchDocumentFields,
  toPartDocument,
  toStoredPart,
  type PartDocument,
} from './documents';
import { isDuplicateCodeError } from './duplicate-key';
import { writeWithRevision } from './write-with-revision';
import { applyImportInTransaction } from './import-transaction';
import { CREATION_ORDER, partFilter, rankedPage } from './part-filter';
import type { Revision } from './revision';
import { NOT_PLAIN_ASCII } from '../../parts/search-text';

/**
 * A new read concern for every read (issue 38): the driver writes the session's `atClusterTime`
 * into the very object it is given (`applySession`), so one shared instance would pin every later
 * query, in any session, to the first query's moment (new parts never shown, SnapshotTooOld
 * after 300 s). A plain object is turned into a fresh ReadConcern by each operation.
 */
function snapshotRead(session: ClientSession) {
  return { session, readConcern: { level: 'snapshot' as const } };
}

/** The unique code index is the one arbiter of duplicates, also across server processes. */
function translateDuplicate(err: unknown, codigo: string): never {
  throw isDuplicateCodeError(err) ? new DuplicateCodeError(codigo) : err;
}

/** Parts in the `parts` collection; every id in a filter goes through $eq. */
export function createPartsRepository(
  client: MongoClient,
  collections: Collections,
  revision: Revision,
  clock: { floor: number; offset: number } = { floor: 0, offset: 0 },
): PartRepository {
  const { parts } = collections;
  // Strictly increasing within this process; parts made by two processes in the same
  // millisecond fall back to the id order, as the interface allows.
  const writeTime = createWriteClock(clock.floor, () => Date.now() + clock.offset);
  const history = createPartHistory({ client, collections, revision, writeTime });
  return {
    ...history,

    async list() {
      const documents = await parts
        .find({}, { sort: CREATION_ORDER, projection: PART_PROJECTION })
        .toArray();
      return documents.map(toStoredPart);
    },

    async listWithCodeOutsideAscii() {
      // Walks the code index's keys, not the documents; returns the few parts it matches.
      const documents = await parts
        .find(
          { codigo: { $regex: NOT_PLAIN_ASCII.source } },
          { sort: CREATION_ORDER, projection: PART_PROJECTION },
        )
        .toArray();
      return documents.map(toStoredPart);
    },

    async query(query) {
      const filter = partFilter(query);
      // One snapshot for the three reads, so the page, its total and the catalogue's total
      // agree even while another server writes; one after the other, as a session is not
      // used concurrently.
      const session = client.startSession({ snapshot: true });
      // Named on each read: the database's own read concern (majority) would otherwise be sent
      // and the session's snapshot time never applied.
      try {
        const total = await parts.countDocuments(filter, snapshotRead(session));
        const catalogueTotal = await parts.countDocuments({}, snapshotRead(session));
        const skip = (query.page - 1) * query.pageSize;
        const terms = searchTerms(query.search);
        // A search ranks its matches (issue 15): the exact code, then containing, then typos.
        const documents =
          terms === undefined
            ? await parts
                .find(filter, {
                  sort: CREATION_ORDER,
                  skip,
                  limit: query.pageSize,
                  projection: PART_PROJECTION,
                  ...snapshotRead(session),
                })
                .toArray()
            : await parts
                .aggregate<PartDocument>(
                  rankedPage(filter, query.scope, terms, skip, query.pageSize),
                  snapshotRead(session),
                )
                .toArray();
        return {
          items: documents.map(toStoredPart),
          total,
          catalogueTotal,
          page: query.page,
          pageSize: query.pageSize,
        };
      } finally {
        await session.endSession();
      }
    },

    async get(id) {
      const document = await parts.findOne({ id: { $eq: id } }, { projection: PART_PROJECTION });
      return document === null ? undefined : toStoredPart(document);
    },

    count() {
      return parts.countDocuments({});
    },

    revision() {
      return revision.read();
    },

    async create(input: PartInput, author = SYSTEM_AUTHOR) {
      const part = newStoredPart(randomUUID(), input, writeTime());
      const entry = changeEntry({ part, action: 'create', author, at: part.createdAt });
      try {
        await writeWithRevision(
          client,
          revision,
          async (session) => {
            await assertCodeNotTrashed(collections, part.codigo, session);
            // A fresh object: insertOne adds an _id to the document it is given.
            await parts.insertOne(toPartDocument(part), { session });
            await collections.history.insertOne({ ...entry }, { session });
          },
          () => true,
        );
      } catch (err) {
        translateDuplicate(err, part.codigo);
      }
      return part;
    },

    async update(
      id: string,
      input: PartInput,
      expectedVersion?: number,
      author = SYSTEM_AUTHOR,
      action: 'update' | 'restore-version' = 'update',
    ) {
      const fields = pickPartInput(input);
      const search = searchFields(fields);
      const filter =
        expectedVersion === undefined
          ? { id: { $eq: id } }
          : { id: { $eq: id }, version: { $eq: expectedVersion } };
      let document;
      try {
        // One atomic compare-and-set: the version check and the write cannot be split; the
        // revision bump and the history entry commit with it.
        document = await writeWithRevision(
          client,
          revision,
          async (session) => {
            await assertCodeNotTrashed(collections, fields.codigo, session);
            const before = await parts.findOne(filter, { projection: PART_PROJECTION, session });
            if (before === null) return null;
            const after = await parts.findOneAndUpdate(
              filter,
              {
                $set: {
                  ...fields,
                  // Recomputed with the search fields: an edit may complete or remove a
                  // translation (lacksTranslation) as well as change the words.
                  ...searchDocumentFields(search),
                  updatedAt: writeTime().toISOString(),
                },
                $inc: { version: 1 },
              },
              { returnDocument: 'after', projection: PART_PROJECTION, session },
            );
            if (after === null) return null;
            const part = toStoredPart(after);
            const entry = changeEntry({
              part,
              action,
              author,
              at: part.updatedAt,
              before: toStoredPart(before),
            });
            await collections.history.insertOne(entry, { session });
            return after;
          },
          (updated) => updated !== null,
        );
      } catch (err) {
        translateDuplicate(err, fields.codigo);
      }
      if (document === null) {
        if (expectedVersion === undefined) return undefined;
        const current = await parts.findOne(
          { id: { $eq: id } },
          { projection: { _id: 0, version: 1 } },
        );
        if (current === null) return undefined;
        throw new VersionConflictError(id, current.version);
      }
      return toStoredPart(document);
    },

    async delete(id) {
      const document = await writeWithRevision(
        client,
        revision,
        async (session) => {
          const deleted = await parts.findOneAndDelete(
            { id: { $eq: id } },
            { projection: PART_PROJECTION, session },
          );
          if (deleted === null) return null;
          const entry = changeEntry({
            part: toStoredPart(deleted),
            action: 'purge',
            author: SYSTEM_AUTHOR,
            at: writeTime().toISOString(),
          });
          await collections.history.insertOne(entry, { session });
          return deleted;
        },
        (deleted) => deleted !== null,
      );
      return document === null ? undefined : toStoredPart(document);
    },

    applyImport(writes, author = SYSTEM_AUTHOR) {
      return applyImportInTransaction({ client, collections, revision, writeTime }, writes, author);
    },
  };
}
