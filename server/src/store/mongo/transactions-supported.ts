import type { Document, MongoClient } from 'mongodb';

/**
 * Whether the server of a `hello` answer runs multi-document transactions: a replica set
 * member names its set, a mongos router says `isdbgrid`; a standalone server does neither.
 */
export function helloAllowsTransactions(hello: Document): boolean {
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

/**
 * Refuses a standalone server at start-up: CSV imports are applied in a multi-document
 * transaction, which needs a replica set (a single-node one is enough) or a sharded cluster.
 * Failing here names the fix; failing at the first import would only be an error 500.
 */
export async function assertTransactionsSupported(client: MongoClient): Promise<void> {
  if (!helloAllowsTransactions(await client.db('admin').command({ hello: 1 }))) {
    throw new Error(
      'MONGODB_URI names a standalone MongoDB server, but the store needs a replica set for ' +
        'atomic CSV imports (transactions). A single-node replica set is enough: start mongod ' +
        'with --replSet rs0 and run rs.initiate() once (see docs/storage.md).',
    );
  }
}
