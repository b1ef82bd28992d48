import type { SessionStore } from '../types';
import type { Collections } from './collections';

/**
 * Sessions with a TTL index on `expiresAt`. The TTL monitor runs about once a minute, so `get`
 * also treats a past expiry as missing and removes that record itself.
 */
export function createSessionStore({ sessions }: Collections): SessionStore {
  return {
    async get(id) {
      const document = await sessions.findOne({ _id: { $eq: id } });
      if (document === null) return undefined;
      if (document.expiresAt.getTime() > Date.now()) {
        return { data: document.data, expiresAt: document.expiresAt.getTime() };
      }
      // Only this expired record: a `set` that refreshed the session meanwhile must survive.
      await sessions.deleteOne({ _id: { $eq: id }, expiresAt: { $eq: document.expiresAt } });
      return undefined;
    },
    async set(id, record) {
      await sessions.replaceOne(
        { _id: { $eq: id } },
        { data: record.data, expiresAt: new Date(record.expiresAt) },
        { upsert: true },
      );
    },
    async destroy(id) {
      await sessions.deleteOne({ _id: { $eq: id } });
    },
    async destroyAllOf(user, except) {
      const others = except === undefined ? {} : { _id: { $ne: except } };
      await sessions.deleteMany({ 'data.user': { $eq: user }, ...others });
    },
  };
}
