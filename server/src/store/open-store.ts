import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openEmbeddedStore } from './embedded';
import { openMongoStore } from './mongo';
import { PRIVATE_FOLDER_MODE } from './private-files';
import type { Store } from './types';

/** Where the embedded store keeps part images: the folder they always lived in. */
export function embeddedFilesDir(dataDir: string): string {
  return path.join(dataDir, 'upload');
}

/**
 * MongoDB when a connection string is configured (`MONGODB_URI`; images in GridFS), else the
 * embedded store in `<dataDir>/db`, with its images in `<dataDir>/upload`.
 */
export async function openStore(options: { dataDir: string; mongodbUri?: string }): Promise<Store> {
  if (options.mongodbUri !== undefined && options.mongodbUri !== '') {
    return openMongoStore({ uri: options.mongodbUri });
  }
  // A DATA_DIR this makes is owner-only; one that exists is left as the operator made it (the
  // server warns when it is looser, see looseFolderWarning).
  await mkdir(options.dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return openEmbeddedStore({
    dir: path.join(options.dataDir, 'db'),
    filesDir: embeddedFilesDir(options.dataDir),
  });
}
