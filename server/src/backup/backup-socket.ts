import { chmod, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';
import type { Store } from '../store/types';
import { writeBackup } from './write-backup';

/** Where a running server with the embedded store answers `npm run backup`. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** Unix socket paths are limited to about 107 bytes. */
const MAX_SOCKET_PATH = 100;

/**
 * LevelDB opens in one process at a time, so while the server runs, `npm run backup` cannot
 * read the embedded store itself: it connects to this socket in DATA_DIR and the server
 * writes the archive into the connection. The socket is only reachable by whoever can open
 * DATA_DIR (mode 0600), the same people who could copy the data anyway. Resolves a close
 * function, or undefined when the socket cannot be made (the backup then needs a stopped
 * server, as the CLI says).
 */
export async function serveBackups(
  store: Store,
  dataDir: string,
  logger: Logger,
): Promise<(() => Promise<void>) | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (process.platform === 'win32' || Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.info(`Backups of the running server are off: no socket at ${socketPath}.`);
    return undefined;
  }
  // A socket left by a server that was killed: LevelDB's lock says no other server runs here.
  await rm(socketPath, { force: true });
  const server: Server = createServer((connection) => {
    connection.on('error', () => undefined);
    writeBackup(store, connection).then(
      (manifest) =>
        logger.info(`Backup written: ${manifest.records.part} parts, ${manifest.files} files.`),
      (err: unknown) => logger.error('Backup failed', err),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}
