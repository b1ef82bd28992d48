import type { AccountStore } from '../types';
import type { Collections } from './collections';
import { isDuplicateKeyError } from './duplicate-key';

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
        ...(document.environmentPasswordHash === undefined
          ? {}
          : { environmentPasswordHash: document.environmentPasswordHash }),
      };
    },
    async put(account) {
      await accounts.replaceOne(
        { _id: { $eq: account.username } },
        {
          passwordHash: account.passwordHash,
          updatedAt: account.updatedAt,
          ...(account.environmentPasswordHash === undefined
            ? {}
            : { environmentPasswordHash: account.environmentPasswordHash }),
        },
        { upsert: true },
      );
    },
    async create(account) {
      try {
        await accounts.insertOne({
          _id: account.username,
          passwordHash: account.passwordHash,
          updatedAt: account.updatedAt,
          ...(account.environmentPasswordHash === undefined
            ? {}
            : { environmentPasswordHash: account.environmentPasswordHash }),
        });
        return true;
      } catch (err) {
        // The username is the _id: another server created the account first.
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    count() {
      return accounts.countDocuments({});
    },
  };
}
