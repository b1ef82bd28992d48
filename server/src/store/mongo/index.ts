import { MongoClient } from 'mongodb';
import type { Store } from '../types';
import { createAccountStore } from './account-store';
import { backfillSearchFields } from './backfill-search-fields';
import { ensureIndexes, getCollections } from './collections';
import { createMongoFileStore } from './file-store';
import { createLoginFailures } from './login-failures';
import { createNewsletterStore } from './newsletter-store';
import { createPartsRepository } from './parts-repository';
import { createMongoBackup } from './backup';
import { newestCreation, serverClockOffset } from './server-clock';
import { createRevision } from './revision';
import { createSessionStore } from './session-store';
import { assertTransactionsSupported } from './transactions-supported';
import {
  CLIENT_OPTIONS,
  DATABASE_OPTIONS,
  DEFAULT_DATABASE,
  databaseNameInUri,
} from './client-options';

/**
 * The store in MongoDB. Every write asks for majority, journaled acknowledgement, so a write
 * that resolved survives a crash or a failover. The database is `dbName`, else the one named
 * in the URI path (the driver's default, `test`, when the URI names none).
 */
export async function openMongoStore(options: { uri: string; dbName?: string }): Promise<Store> {
  const databaseName = options.dbName ?? databaseNameInUri(options.uri) ?? DEFAULT_DATABASE;
  const client = new MongoClient(options.uri, CLIENT_OPTIONS);
  await client.connect();
  try {
    await assertTransactionsSupported(client);
    const db = client.db(databaseName, DATABASE_OPTIONS);
    const collections = getCollections(db);
    await ensureIndexes(collections);
    // Parts written before the typo keys existed (issue 15) get them before the first search.
    await backfillSearchFields(collections.parts);
    await backfillSearchFields(collections.trash);
    const revision = createRevision(collections);
    await revision.init();
    return {
      kind: 'mongodb',
      location: `MongoDB database "${databaseName}"`,
      parts: createPartsRepository(client, collections, revision, {
        floor: await newestCreation(collections),
        offset: await serverClockOffset(db),
      }),
      backup: createMongoBackup(client, collections, revision),
      sessions: createSessionStore(collections),
      accounts: createAccountStore(collections),
      newsletter: createNewsletterStore(collections),
      loginFailures: createLoginFailures(collections),
      files: createMongoFileStore(db),
      ping: async () => {
        await db.command({ ping: 1 });
      },
      close: () => client.close(),
    };
  } catch (err) {
    await client.close();
    throw err;
  }
}
