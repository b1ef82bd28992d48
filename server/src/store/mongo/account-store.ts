import type { AccountStore } from '../types';
import type { Collections } from './collections';

/** Administrator accounts, keyed by username in `_id`. */
export function createAccountStore({ accounts }: Collections): AccountStore {
  return {
    async get(username) {
      const document = await accounts.findOne({ _id: { $eq: username } });
      if (document === null) return undefined;
      return {
        username: document._id,
        passwordHash: document.passwordHash,
        updatedAt: document.updatedAt,
      };
    },
    async put(account) {
      await accounts.replaceOne(
        { _id: { $eq: account.username } },
        { passwordHash: account.passwordHash, updatedAt: account.updatedAt },
        { upsert: true },
      );
    },
    count() {
      return accounts.countDocuments({});
    },
  };
}
