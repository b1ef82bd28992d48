import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../store/private-files';
import type { Store } from '../store/types';
import type { BackupManifest } from './archive-format';
import { verifyBackup } from './read-backup';
import { writeBackup } from './write-backup';

/** No server listens on the socket (it is absent, or left by a server that stopped). */
export class NoServerError extends Error {
  override readonly name = 'NoServerError';
}

/** The connection once it is open; a NoServerError when nothing listens there. */
function connected(socketPath: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      const absent = err.code === 'ENOENT' || err.code === 'ECONNREFUSED';
      reject(absent ? new NoServerError(err.message) : err);
    });
  });
}

/** Where the archive comes from: a store this process opened, or a running server's socket. */
export type BackupSource = { store: Store } | { socketPath: string };

/**
 * Writes a backup to `file`: first to `<file>.partial`, then reads it back whole (an archive cut
 * short by a dying server or a full disk is refused), and only then renames it into place. The
 * file is owner-only (0600): it holds the password hash and the newsletter addresses.
 */
export async function backupToFile(source: BackupSource, file: string): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  try {
    if ('store' in source) {
      await writeBackup(
        source.store,
        createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      );
    } else {
      await pipeline(
        await connected(source.socketPath),
        createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      );
    }
    const manifest = await verifyBackup(partial);
    await rename(partial, file);
    return manifest;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
