import type { NewsletterStore } from '../types';
import { countKeys, putSynced, type Level } from './level';
import type { WriteQueue } from './write-queue';

/** Newsletter addresses, keyed lower-cased so "Ana@X.com" and "ana@x.com" are one subscriber. */
export function createNewsletterStore(level: Level, queue: WriteQueue): NewsletterStore {
  return {
    subscribe(email) {
      const key = email.trim().toLowerCase();
      // Check and put in the queue, so two concurrent sign-ups of one address add it once.
      return queue.run(async () => {
        if ((await level.newsletter.get(key)) !== undefined) return { added: false };
        const value = JSON.stringify({ email, subscribedAt: new Date().toISOString() });
        await putSynced(level, level.newsletter, key, value);
        return { added: true };
      });
    },
    count() {
      return countKeys(level.newsletter);
    },
  };
}
