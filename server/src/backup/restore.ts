import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openEmbeddedStore } from '../store/embedded';
import { embeddedFilesDir } from '../store/open-store';
import type { Store } from '../store/types';
import { InvalidBackupError, type BackupManifest } from './archive-format';
import { loadBackup, verifyBackup } from './read-backup';

/** Thrown when the target already holds data: a restore never mixes two catalogues. */
export class TargetNotEmptyError extends Error {
  override readonly name = 'TargetNotEmptyError';
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Restores a backup into a store that holds nothing (a fresh MongoDB database). The archive is
 * read whole first, so a damaged one changes nothing.
 */
export async function restoreIntoStore(store: Store, file: string): Promise<BackupManifest> {
  const manifest = await verifyBackup(file);
  if (!(await store.backup.isEmpty()) || (await store.files.list()).length > 0) {
    throw new TargetNotEmptyError(`${store.location} não está vazio; nada foi restaurado.`);
  }
  await loadBackup(file, store);
  return manifest;
}

/**
 * Restores a backup into an empty DATA_DIR for the embedded store. It is written beside, in a
 * folder of its own, and moved into place (`db/`, `upload/`) only once complete, so a failure
 * half-way leaves DATA_DIR as it was.
 */
export async function restoreIntoDataDir(dataDir: string, file: string): Promise<BackupManifest> {
  const dbDir = path.join(dataDir, 'db');
  const filesDir = embeddedFilesDir(dataDir);
  if (!(await isEmptyFolder(dbDir)) || !(await isEmptyFolder(filesDir))) {
    throw new TargetNotEmptyError(`${dataDir} já tem dados (db/ ou upload/); nada foi restaurado.`);
  }
  const manifest = await verifyBackup(file);
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  try {
    await mkdir(path.join(staging, 'upload'), { recursive: true });
    const store = await openEmbeddedStore({
      dir: path.join(staging, 'db'),
      filesDir: path.join(staging, 'upload'),
    });
    try {
      await loadBackup(file, store);
    } finally {
      await store.close();
    }
    await rm(dbDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
    await rename(path.join(staging, 'db'), dbDir);
    await rename(path.join(staging, 'upload'), filesDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}

export { InvalidBackupError };
