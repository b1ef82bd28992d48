import {
  MongoNetworkError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
} from 'mongodb';

/**
 * Whether an error means the database is away rather than that something is wrong: no server
 * could be selected in time, the connection dropped or timed out, the client was closed, or a
 * majority write could not be acknowledged in time (a replica set that lost its majority).
 * The API answers 503 with Retry-After while it lasts (issue 14); the embedded store, in the
 * same process, raises none of these.
 */
export function isStoreUnavailable(err: unknown): boolean {
  return (
    err instanceof MongoServerSelectionError ||
    err instanceof MongoNetworkError ||
    err instanceof MongoTopologyClosedError ||
    err instanceof MongoWriteConcernError
  );
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const STORE_RETRY_AFTER_SECONDS = 5;
