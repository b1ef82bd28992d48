import path from 'node:path';
import { makeFilesPrivate, makePrivateFolder } from '../private-files';
import type { Store, StoredPart, TrashedPart } from '../types';
import { createAccountStore } from './account-store';
import { createEmbeddedFileStore } from './file-store';
import { openLevel, type Level } from './level';
import { createNewsletterStore } from './newsletter-store';
import { createMemoryLoginFailures } from '../shared/memory-login-failures';
import { PartCatalogue } from './part-catalogue';
import { createPartsRepository } from './parts-repository';
import { createEmbeddedBackup } from './backup';
import { createSessionStore } from './session-store';
import { createWriteQueue } from './write-queue';

async function loadAll<T>(sublevel: Level['parts']): Promise<T[]> {
  const values: T[] = [];
  for await (const text of sublevel.values()) values.push(JSON.parse(text) as T);
  return values;
}

export interface EmbeddedStoreOptions {
  /** The LevelDB folder, created if needed. */
  dir: string;
  /**
   * The folder of `Store.files`, made on the first write. Default: `files` inside `dir`
   * (`openStore` passes `<DATA_DIR>/upload`, where part images always were).
   */
  filesDir?: string;
}

/**
 * The default store: one LevelDB folder (created if needed) holding parts, sessions, accounts
 * and newsletter addresses, with the parts also in memory, and a folder of files. LevelDB
 * locks the folder, so a second opening (in this or another process) fails with LevelDB's
 * lock error.
 */
export async function openEmbeddedStore(options: EmbeddedStoreOptions): Promise<Store> {
  // Owner only (issue 38): its files hold the password hash and the newsletter addresses.
  await makePrivateFolder(options.dir);
  const level = openLevel(options.dir);
  await level.db.open();
  let catalogue: PartCatalogue;
  try {
    // Opening compacts the log into new files, made under the process umask.
    await makeFilesPrivate(options.dir);
    catalogue = new PartCatalogue(
      await loadAll<StoredPart>(level.parts),
      await loadAll<TrashedPart>(level.trash),
    );
  } catch (err) {
    await level.db.close();
    throw err;
  }

  // Parts and sessions get separate queues: a login never waits behind a catalogue import.
  const partWrites = createWriteQueue();
  const otherWrites = createWriteQueue();
  const parts = createPartsRepository(level, catalogue, partWrites);
  return {
    kind: 'embedded',
    location: `embedded store in ${options.dir}`,
    parts,
    backup: createEmbeddedBackup(level, catalogue, parts, partWrites),
    sessions: createSessionStore(level, otherWrites),
    accounts: createAccountStore(level, otherWrites),
    newsletter: createNewsletterStore(level, otherWrites),
    // In memory: LevelDB locks the folder to one process, whose servers all share this object.
    loginFailures: createMemoryLoginFailures(),
    files: createEmbeddedFileStore(options.filesDir ?? path.join(options.dir, 'files')),
    async ping() {
      // A real read, not only the status: a database that fails reads is not ready either.
      await level.accounts.keys({ limit: 1 }).all();
    },
    async close() {
      // Let queued writes finish first: their callers are still waiting on them.
      await Promise.all([partWrites.drain(), otherWrites.drain()]);
      await level.db.close();
    },
  };
}
