import type { MongoClient } from 'mongodb';
import type { BackupPort, BackupRecord } from '../types';
import type { Collections } from './collections';
import { PART_PROJECTION, toPartDocument, toStoredPart } from './documents';
import type { Revision } from './revision';
import { TRANSACTION_OPTIONS } from './write-with-revision';

/**
 * Backup and restore of the MongoDB store. A backup reads every collection in one snapshot
 * session, so parts, trash, history and imports are of one moment while other servers write;
 * a restore inserts each chunk in one transaction with a revision bump. (mongodump and
 * mongorestore are the database's own alternative: docs/storage.md.)
 */
export function createMongoBackup(
  client: MongoClient,
  collections: Collections,
  revision: Revision,
): BackupPort {
  const { parts, trash, history, imports, accounts, newsletter } = collections;
  return {
    async *records() {
      const session = client.startSession({ snapshot: true });
      const read = { session, readConcern: { level: 'snapshot' as const } };
      try {
        for await (const document of parts.find({}, { ...read, projection: PART_PROJECTION })) {
          yield { kind: 'part', part: toStoredPart(document) };
        }
        for await (const { trashedAt, trashedBy, ...document } of trash.find({}, read)) {
          yield { kind: 'trashed', part: { ...toStoredPart(document), trashedAt, trashedBy } };
        }
        for await (const entry of history.find({}, { ...read, projection: { _id: 0 } })) {
          yield { kind: 'change', entry };
        }
        for await (const { _id, ...journal } of imports.find({}, read)) {
          yield { kind: 'import', journal: { id: _id, ...journal } };
        }
        for await (const { _id, ...account } of accounts.find({}, read)) {
          yield { kind: 'account', account: { username: _id, ...account } };
        }
        for await (const { email, subscribedAt } of newsletter.find({}, read)) {
          yield { kind: 'subscriber', subscriber: { email, subscribedAt } };
        }
      } finally {
        await session.endSession();
      }
    },

    async isEmpty() {
      for (const collection of [parts, trash, history, imports, accounts, newsletter]) {
        if ((await collection.countDocuments({}, { limit: 1 })) > 0) return false;
      }
      return true;
    },

    async load(records: readonly BackupRecord[]) {
      const session = client.startSession();
      try {
        await session.withTransaction(async (transaction) => {
          const options = { session: transaction };
          const of = <K extends BackupRecord['kind']>(kind: K) =>
            records.filter(
              (record): record is Extract<BackupRecord, { kind: K }> => record.kind === kind,
            );
          const live = of('part').map(({ part }) => toPartDocument(part));
          const trashed = of('trashed').map(({ part }) => ({
            ...toPartDocument(part),
            trashedAt: part.trashedAt,
            trashedBy: part.trashedBy,
          }));
          const entries = of('change').map(({ entry }) => ({ ...entry }));
          const journals = of('import').map(({ journal: { id, ...journal } }) => ({
            _id: id,
            ...journal,
          }));
          const admins = of('account').map(({ account: { username, ...account } }) => ({
            _id: username,
            ...account,
          }));
          const subscribers = of('subscriber').map(({ subscriber }) => ({
            _id: subscriber.email.toLowerCase(),
            ...subscriber,
          }));
          if (live.length > 0) await parts.insertMany(live, options);
          if (trashed.length > 0) await trash.insertMany(trashed, options);
          if (entries.length > 0) await history.insertMany(entries, options);
          if (journals.length > 0) await imports.insertMany(journals, options);
          if (admins.length > 0) await accounts.insertMany(admins, options);
          if (subscribers.length > 0) await newsletter.insertMany(subscribers, options);
          await revision.bump(transaction);
        }, TRANSACTION_OPTIONS);
      } finally {
        await session.endSession();
      }
    },
  };
}
