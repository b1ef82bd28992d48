import type { AccountStore, AdminAccount } from '../types';
import { countKeys, putSynced, type Level } from './level';

/** Administrator accounts by username. */
export function createAccountStore(level: Level): AccountStore {
  return {
    async get(username) {
      const text = await level.accounts.get(username);
      return text === undefined ? undefined : (JSON.parse(text) as AdminAccount);
    },
    async put(account) {
      const value: AdminAccount = {
        username: account.username,
        passwordHash: account.passwordHash,
        updatedAt: account.updatedAt,
        ...(account.environmentPasswordHash === undefined
          ? {}
          : { environmentPasswordHash: account.environmentPasswordHash }),
      };
      await putSynced(level, level.accounts, account.username, JSON.stringify(value));
    },
    count() {
      return countKeys(level.accounts);
    },
  };
}
