import type { AccountStore, AdminAccount, SessionRecord, SessionStore } from '../../store/types';

/** The `SessionStore` contract in a Map, on an injected clock (tests of the adapter). */
export function memorySessionStore(now: () => number = Date.now) {
  const records = new Map<string, SessionRecord>();
  const store: SessionStore = {
    get(id) {
      const record = records.get(id);
      if (record !== undefined && record.expiresAt <= now()) records.delete(id);
      return Promise.resolve(records.get(id));
    },
    set(id, record) {
      records.set(id, structuredClone(record));
      return Promise.resolve();
    },
    destroy(id) {
      records.delete(id);
      return Promise.resolve();
    },
    destroyAllOf(user, except) {
      for (const [id, record] of records) {
        if (record.data.user === user && id !== except) records.delete(id);
      }
      return Promise.resolve();
    },
  };
  return { ...store, records };
}

/** The `AccountStore` contract in a Map, counting writes (tests of the bootstrap). */
export function memoryAccountStore() {
  const accounts = new Map<string, AdminAccount>();
  let puts = 0;
  const store: AccountStore = {
    get: (username) => Promise.resolve(accounts.get(username)),
    put(account) {
      puts += 1;
      accounts.set(account.username, { ...account });
      return Promise.resolve();
    },
    create(account) {
      if (accounts.has(account.username)) return Promise.resolve(false);
      puts += 1;
      accounts.set(account.username, { ...account });
      return Promise.resolve(true);
    },
    count: () => Promise.resolve(accounts.size),
  };
  return {
    ...store,
    get puts() {
      return puts;
    },
  };
}
