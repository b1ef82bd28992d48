import type { NewsletterStore } from '../types';
import type { Collections } from './collections';
import { isDuplicateKeyError } from './duplicate-key';

/** Subscribers keyed by the lower-cased address, so the primary key does the dedupe. */
export function createNewsletterStore({ newsletter }: Collections): NewsletterStore {
  return {
    async subscribe(email) {
      const key = email.trim().toLowerCase();
      try {
        const result = await newsletter.updateOne(
          { _id: { $eq: key } },
          { $setOnInsert: { email, subscribedAt: new Date().toISOString() } },
          { upsert: true },
        );
        return { added: result.upsertedCount === 1 };
      } catch (err) {
        // Two concurrent upserts of one new address: the loser hits the primary key.
        if (isDuplicateKeyError(err)) return { added: false };
        throw err;
      }
    },
    count() {
      return newsletter.countDocuments({});
    },
  };
}
