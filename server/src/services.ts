import type { AppServices } from './app';
import { ensureAdminAccount } from './auth/admin-account';
import type { Config } from './config';
import type { Logger } from './logger';
import { seedSampleData } from './seed/seed';
import { copyLegacyImageFolder } from './store/legacy-image-folder';
import { embeddedFilesDir, openStore } from './store/open-store';
import { looseFolderWarning } from './store/private-files';
import { createImageStore } from './uploads/image-store';
import { sweepExpiredTrash } from './parts/trash-sweep';
import { serveBackups } from './backup/backup-socket';

export interface OpenServices extends AppServices {
  close(): Promise<void>;
}

/**
 * Opens the store (images included: `Store.files`), makes sure the administrator account
 * exists and, on an empty catalogue, adds the demo parts (unless `SEED_SAMPLE_DATA=false`).
 * On MongoDB, images an older version kept in `<DATA_DIR>/upload` are copied into it first.
 */
export async function openServices(config: Config, logger: Logger): Promise<OpenServices> {
  const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  logger.info(`Data: ${store.location}.`);
  if (store.kind === 'embedded') {
    const loose = await looseFolderWarning(config.dataDir);
    // At error level (the logger has no warn): readable secrets are worth an alert.
    if (loose !== undefined) logger.error(loose);
  }
  try {
    if (store.kind === 'mongodb') {
      const folder = embeddedFilesDir(config.dataDir);
      const { copied, found } = await copyLegacyImageFolder(folder, store.files);
      if (found > 0) logger.info(`Images: copied ${copied} of ${found} from ${folder}.`);
    }
    const images = createImageStore(store.files);
    await ensureAdminAccount({
      config,
      accounts: store.accounts,
      sessions: store.sessions,
      logger,
    });
    if (config.seedSampleData) await seedSampleData({ parts: store.parts, images, logger });
    await sweepExpiredTrash(store.parts, images, logger, Date.now());
    // MongoDB is read by `npm run backup` itself; LevelDB only through the running server.
    const closeBackups =
      store.kind === 'embedded' ? await serveBackups(store, config.dataDir, logger) : undefined;
    return {
      store,
      images,
      close: async () => {
        await closeBackups?.();
        await store.close();
      },
    };
  } catch (err) {
    await store.close();
    throw err;
  }
}
