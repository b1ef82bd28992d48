import path from 'node:path';
import { openEmbeddedStore } from './embedded';
import { openMongoStore } from './mongo';
import type { Store } from './types';

/**
 * MongoDB when a connection string is configured (`MONGODB_URI`), else the embedded store in
 * `<dataDir>/db`, next to the uploads in `<dataDir>/upload`.
 */
export function openStore(options: { dataDir: string; mongodbUri?: string }): Promise<Store> {
  if (options.mongodbUri !== undefined && options.mongodbUri !== '') {
    return openMongoStore({ uri: options.mongodbUri });
  }
  return openEmbeddedStore({ dir: path.join(options.dataDir, 'db') });
}
