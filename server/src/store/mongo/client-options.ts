import { ReadConcern, type DbOptions, type MongoClientOptions } from 'mongodb';

/** The database used when MONGODB_URI names none (the driver's own default would be `test`). */
export const DEFAULT_DATABASE = 'castall';

/**
 * Bounded waits (issue 14): without them an unreachable server stalls start-up and every
 * request for 30 s, and a majority write on a replica set that lost its majority waits for ever.
 * Every write asks for majority, journaled acknowledgement, so a write that resolved survives a
 * crash or a failover.
 */
export const CLIENT_OPTIONS: MongoClientOptions = {
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
  socketTimeoutMS: 30_000,
  writeConcern: { w: 'majority', journal: true, wtimeoutMS: 10_000 },
};

/**
 * Pinned on the database, whatever the URI asks for: the catalogue revision and the data that
 * feed the page caches must come from one member (the primary), and only what a majority holds
 * (it cannot be rolled back after a failover).
 */
export const DATABASE_OPTIONS: DbOptions = {
  readPreference: 'primary',
  readConcern: new ReadConcern('majority'),
};

/** The database named in the URI's path (`mongodb://host/name?…`), if any. */
export function databaseNameInUri(uri: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri)?.[1];
  return name === undefined || name === '' ? undefined : decodeURIComponent(name);
}
