import path from 'node:path';
import type { AppServices } from './app';
import { ensureAdminAccount } from './auth/admin-account';
import type { Config } from './config';
import type { Logger } from './logger';
import { seedSampleData } from './seed/seed';
import { openStore } from './store/open-store';
import { createImageStore } from './uploads/image-store';

export interface OpenServices extends AppServices {
  close(): Promise<void>;
}

/**
 * Opens the store and the upload folder, makes sure the administrator account exists and,
 * on an empty catalogue, adds the demo parts (unless `SEED_SAMPLE_DATA=false`).
 * Uploads always live in `<DATA_DIR>/upload`, also when the parts are in MongoDB.
 */
export async function openServices(config: Config, logger: Logger): Promise<OpenServices> {
  const store = await openStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
  logger.info(`Data: ${store.location}.`);
  try {
    const images = await createImageStore(path.join(config.dataDir, 'upload'));
    await ensureAdminAccount({
      config,
      accounts: store.accounts,
      sessions: store.sessions,
      logger,
    });
    if (config.seedSampleData) await seedSampleData({ parts: store.parts, images, logger });
    return { store, images, close: () => store.close() };
  } catch (err) {
    await store.close();
    throw err;
  }
}
