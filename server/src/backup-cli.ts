// `npm run backup [FILE]`: writes one archive of the configured store (DATA_DIR or MONGODB_URI):
// parts, trash, history, imports, images, the administrator account (its password hash) and
// the newsletter addresses. With the embedded store and a running server, the server writes
// it (LevelDB opens in one process at a time); otherwise this process opens the store.
import path from 'node:path';
import { InvalidBackupError } from './backup/archive-format';
import { backupSocketPath } from './backup/backup-socket';
import { backupToFile, NoServerError } from './backup/backup-to-file';
import { loadConfigOrExit } from './config-or-exit';
import { openStore } from './store/open-store';
import type { BackupManifest } from './backup/archive-format';
import { restrictUmask } from './store/private-files';

function defaultName(): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return `castall-backup-${stamp}.tar.gz`;
}

async function fromStore(file: string): Promise<BackupManifest> {
  const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  try {
    return await backupToFile({ store }, file);
  } finally {
    await store.close();
  }
}

// Owner-only files from here on: the store and the archives hold secrets (issue 38).
restrictUmask();
const config = loadConfigOrExit();
const file = path.resolve(process.argv[2] ?? defaultName());

try {
  let manifest: BackupManifest;
  if (config.mongodbUri !== undefined) manifest = await fromStore(file);
  else {
    try {
      manifest = await backupToFile({ socketPath: backupSocketPath(config.dataDir) }, file);
    } catch (err) {
      if (!(err instanceof NoServerError)) throw err;
      manifest = await fromStore(file);
    }
  }
  const { records } = manifest;
  console.log(
    `Backup gravado em ${file}: ${records.part} peças, ${records.trashed} na lixeira, ` +
      `${records.change} registros de histórico, ${records.import} importações, ` +
      `${records.account} conta(s), ${records.subscriber} inscritos, ${manifest.files} arquivos.`,
  );
} catch (err) {
  const reason =
    err instanceof InvalidBackupError || !(err instanceof Error) ? String(err) : err.message;
  console.error(`O backup não foi gravado: ${reason}`);
  process.exit(1);
}
