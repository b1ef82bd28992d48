import type { AccountStore, AdminAccount } from '../types';
import { countKeys, putSynced, type Level } from './level';
import type { WriteQueue } from './write-queue';

/** Only the account's own fields, whatever else the object carries. */
function stored(account: AdminAccount): AdminAccount {
  return {
    username: account.username,
    passwordHash: account.passwordHash,
    updatedAt: account.updatedAt,
    ...(account.environmentPasswordHash === undefined
      ? {}
      : { environmentPasswordHash: account.environmentPasswordHash }),
  };
}

/** Administrator accounts by username. */
export function createAccountStore(level: Level, writes: WriteQueue): AccountStore {
  const get = async (username: string) => {
    const text = await level.accounts.get(username);
    return text === undefined ? undefined : (JSON.parse(text) as AdminAccount);
  };
  const write = (account: AdminAccount) =>
    putSynced(level, level.accounts, account.username, JSON.stringify(stored(account)));
  // In the store's write queue, so `create`'s check and write cannot interleave with another.
  return {
    get,
    put: (account) => writes.run(() => write(account)),
    create: (account) =>
      writes.run(async () => {
        if ((await get(account.username)) !== undefined) return false;
        await write(account);
        return true;
      }),
    count() {
      return countKeys(level.accounts);
    },
  };
}
