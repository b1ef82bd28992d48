import { ClassicLevel, type BatchOperation } from 'classic-level';

type Db = ClassicLevel<string, string>;

/**
 * The LevelDB layout of the embedded store. Values are JSON text encoded by the store itself
 * (not a `json` value encoding), so parts and their code index, which have different value
 * types, still share one atomic batch.
 */
export function openLevel(dir: string) {
  const db: Db = new ClassicLevel<string, string>(dir, {
    keyEncoding: 'utf8',
    valueEncoding: 'utf8',
  });
  return {
    db,
    /** id → StoredPart */
    parts: db.sublevel('parts'),
    /** foldCode(codigo) → id; written in the same batch as the part it points to */
    codes: db.sublevel('codes'),
    /** id → TrashedPart; its code stays in `codes` until it is purged */
    trash: db.sublevel('trash'),
    /** `{partId}!{at}` → ChangeEntry, so one part's entries are one ordered range */
    history: db.sublevel('history'),
    /** import id → ImportJournal */
    imports: db.sublevel('imports'),
    /** `{at}!{id}` → ImportRecord, for the newest-first list */
    importList: db.sublevel('importList'),
    /** SHA-256 of the session id (sessionKey) → SessionRecord */
    sessions: db.sublevel('sessions'),
    /** username → AdminAccount */
    accounts: db.sublevel('accounts'),
    /** lower-cased e-mail → { email, subscribedAt } */
    newsletter: db.sublevel('newsletter'),
  };
}

export type Level = ReturnType<typeof openLevel>;
export type Sublevel = Level['parts'];
export type WriteOperation = BatchOperation<Db, string, string>;

/**
 * The one way the embedded store writes: an atomic batch on the root database that waits for
 * fsync, so a resolved write survives a crash. (Sublevels forward `sync` too, but their typings
 * do not admit it; going through the root keeps the option checked.)
 */
export function writeSynced(level: Level, operations: WriteOperation[]): Promise<void> {
  return level.db.batch(operations, { sync: true });
}

export function putSynced(level: Level, sublevel: Sublevel, key: string, value: string) {
  return writeSynced(level, [{ type: 'put', sublevel, key, value }]);
}

export function delSynced(level: Level, sublevel: Sublevel, key: string) {
  return writeSynced(level, [{ type: 'del', sublevel, key }]);
}

/** Counts the keys of a sublevel (accounts and subscribers are few). */
export async function countKeys(sublevel: Sublevel): Promise<number> {
  return (await sublevel.keys().all()).length;
}
