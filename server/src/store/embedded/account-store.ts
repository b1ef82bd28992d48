import type { AccountStore, AdminAccount } from '../types';
import { countKeys, putSynced, type Level } from './level';

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
export function createAccountStore(level: Level): AccountStore {
  const get = async (username: string) => {
    const text = await level.accounts.get(username);
    return text === undefined ? undefined : (JSON.parse(text) as AdminAccount);
  };
  const write = (account: AdminAccount) =>
    putSynced(level, level.accounts, account.username, JSON.stringify(stored(account)));
  // Writes run one after another, so `create`'s check and write cannot interleave with another.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
  return {
    get,
    put: (account) => inTurn(() => write(account)),
    create: (account) =>
      inTurn(async () => {
        if ((await get(account.username)) !== undefined) return false;
        await write(account);
        return true;
      }),
    count() {
      return countKeys(level.accounts);
    },
  };
}
