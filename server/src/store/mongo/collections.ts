import type { Db } from 'mongodb';
import { CODE_INDEX } from './duplicate-key';
import type {
  AccountDocument,
  HistoryDocument,
  ImportDocument,
  TrashDocument,
  LoginFailureDocument,
  MetaDocument,
  PartDocument,
  SessionDocument,
  SubscriberDocument,
} from './documents';

export function getCollections(db: Db) {
  return {
    parts: db.collection<PartDocument>('parts'),
    sessions: db.collection<SessionDocument>('sessions'),
    accounts: db.collection<AccountDocument>('accounts'),
    newsletter: db.collection<SubscriberDocument>('newsletter'),
    meta: db.collection<MetaDocument>('meta'),
    loginFailures: db.collection<LoginFailureDocument>('loginFailures'),
    trash: db.collection<TrashDocument>('trash'),
    history: db.collection<HistoryDocument>('history'),
    imports: db.collection<ImportDocument>('imports'),
  };
}

export type Collections = ReturnType<typeof getCollections>;

/** Idempotent: creating an index that already exists with the same options is a no-op. */
export async function ensureIndexes(collections: Collections): Promise<void> {
  await collections.parts.createIndexes([
    { key: { codeKey: 1 }, name: CODE_INDEX, unique: true },
    { key: { id: 1 }, name: 'id_unique', unique: true },
    // Creation order is the sort of every list; the category filter is the common prefix.
    { key: { categoria: 1, createdAt: 1, id: 1 }, name: 'categoria_createdAt_id' },
    { key: { createdAt: 1, id: 1 }, name: 'createdAt_id' },
    // The typo-tolerant search's candidate lookups ($in on each scope's keys, issue 15).
    { key: { typoKeysShop: 1 }, name: 'typoKeysShop' },
    { key: { typoKeysAdmin: 1 }, name: 'typoKeysAdmin' },
  ]);
  await collections.trash.createIndexes([
    // A trashed part keeps its code: every write that sets a code looks here too.
    { key: { codeKey: 1 }, name: 'trash_codeKey_unique', unique: true },
    { key: { id: 1 }, name: 'trash_id_unique', unique: true },
    { key: { trashedAt: -1, id: 1 }, name: 'trashedAt_id' },
  ]);
  await collections.history.createIndex({ partId: 1, at: 1 }, { name: 'partId_at' });
  await collections.imports.createIndex({ at: -1 }, { name: 'at_desc' });
  await collections.sessions.createIndex(
    { expiresAt: 1 },
    { name: 'expiresAt_ttl', expireAfterSeconds: 0 },
  );
  await collections.loginFailures.createIndex(
    { expiresAt: 1 },
    { name: 'expiresAt_ttl', expireAfterSeconds: 0 },
  );
}
