// `npm run restore FILE`: loads a backup made by `npm run backup` into an empty DATA_DIR (the
// embedded store, with the server stopped) or an empty MongoDB database (MONGODB_URI).
import path from 'node:path';
import { InvalidBackupError, type BackupManifest } from './backup/archive-format';
import { restoreIntoDataDir, restoreIntoStore, TargetNotEmptyError } from './backup/restore';
import { loadConfigOrExit } from './config-or-exit';
import { openStore } from './store/open-store';
import { restrictUmask } from './store/private-files';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Owner-only files from here on: the store and the archives hold secrets (issue 38).
restrictUmask();
const config = loadConfigOrExit();
const argument = process.argv[2];
if (argument === undefined || argument === '') {
  fail('Informe o arquivo de backup: npm run restore -- ARQUIVO.tar.gz');
}
const file = path.resolve(argument);

let manifest: BackupManifest;
try {
  if (config.mongodbUri === undefined) manifest = await restoreIntoDataDir(config.dataDir, file);
  else {
    const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
    try {
      manifest = await restoreIntoStore(store, file);
    } finally {
      await store.close();
    }
  }
} catch (err) {
  const known = err instanceof InvalidBackupError || err instanceof TargetNotEmptyError;
  const reason = err instanceof Error ? err.message : String(err);
  const code = (err as NodeJS.ErrnoException).code;
  if (known) fail(`Backup não restaurado: ${reason}`);
  if (code === 'ENOENT') fail(`Backup não restaurado: arquivo não encontrado: ${file}`);
  if (/lock/i.test(reason))
    fail(`Backup não restaurado: pare o servidor que usa ${config.dataDir}.`);
  fail(`Backup não restaurado: ${reason}`);
}
console.log(
  `Backup de ${manifest.createdAt} restaurado: ${manifest.records.part} peças, ` +
    `${manifest.records.trashed} na lixeira, ${manifest.files} arquivos.`,
);
