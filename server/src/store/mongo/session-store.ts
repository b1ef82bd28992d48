import { sessionKey } from '../shared/session-key';
import type { SessionStore } from '../types';
import type { Collections } from './collections';

/**
 * Sessions with a TTL index on `expiresAt`, their `_id` the SHA-256 of the session id
 * (`sessionKey`): the id itself is never stored. The TTL monitor runs about once a minute, so `get`
 * also treats a past expiry as missing and removes that record itself.
 */
export function createSessionStore({ sessions }: Collections): SessionStore {
  return {
    async get(id) {
      const key = sessionKey(id);
      const document = await sessions.findOne({ _id: { $eq: key } });
      if (document === null) return undefined;
      if (document.expiresAt.getTime() > Date.now()) {
        return { data: document.data, expiresAt: document.expiresAt.getTime() };
      }
      // Only this expired record: a `set` that refreshed the session meanwhile must survive.
      await sessions.deleteOne({ _id: { $eq: key }, expiresAt: { $eq: document.expiresAt } });
      return undefined;
    },
    async set(id, record) {
      await sessions.replaceOne(
        { _id: { $eq: sessionKey(id) } },
        { data: record.data, expiresAt: new Date(record.expiresAt) },
        { upsert: true },
      );
    },
    async destroy(id) {
      await sessions.deleteOne({ _id: { $eq: sessionKey(id) } });
    },
    async destroyAllOf(user, except) {
      const others = except === undefined ? {} : { _id: { $ne: sessionKey(except) } };
      await sessions.deleteMany({ 'data.user': { $eq: user }, ...others });
    },
  };
}
