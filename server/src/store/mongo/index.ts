import { MongoClient } from 'mongodb';
import type { Store } from '../types';
import { createAccountStore } from './account-store';
import { ensureIndexes, getCollections } from './collections';
import { createNewsletterStore } from './newsletter-store';
import { createPartsRepository } from './parts-repository';
import { createRevision } from './revision';
import { createSessionStore } from './session-store';

/**
 * Refuses a standalone server at start-up: CSV imports are applied in a multi-document
 * transaction, which needs a replica set (a single-node one is enough) or a sharded cluster.
 * Failing here names the fix; failing at the first import would only be an error 500.
 */
async function assertTransactionsSupported(client: MongoClient): Promise<void> {
  const hello = await client.db('admin').command({ hello: 1 });
  if (hello.setName === undefined && hello.msg !== 'isdbgrid') {
    throw new Error(
      'MONGODB_URI names a standalone MongoDB server, but the store needs a replica set for ' +
        'atomic CSV imports (transactions). A single-node replica set is enough: start mongod ' +
        'with --replSet rs0 and run rs.initiate() once (see docs/storage.md).',
    );
  }
}

/**
 * The store in MongoDB. Every write asks for majority, journaled acknowledgement, so a write
 * that resolved survives a crash or a failover. The database is `dbName`, else the one named
 * in the URI path (the driver's default, `test`, when the URI names none).
 */
export async function openMongoStore(options: { uri: string; dbName?: string }): Promise<Store> {
  const client = new MongoClient(options.uri, {
    writeConcern: { w: 'majority', journal: true },
  });
  await client.connect();
  try {
    await assertTransactionsSupported(client);
    const collections = getCollections(client.db(options.dbName));
    await ensureIndexes(collections);
    const revision = createRevision(collections);
    await revision.init();
    return {
      kind: 'mongodb',
      parts: createPartsRepository(client, collections, revision),
      sessions: createSessionStore(collections),
      accounts: createAccountStore(collections),
      newsletter: createNewsletterStore(collections),
      close: () => client.close(),
    };
  } catch (err) {
    await client.close();
    throw err;
  }
}
