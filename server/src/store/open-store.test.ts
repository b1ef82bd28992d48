import { stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { makeTempDir } from './embedded/testing/temp-dir';
import { openStore } from './open-store';

it('opens the embedded store in <dataDir>/db when no MongoDB URI is given', async () => {
  const temp = await makeTempDir();
  try {
    for (const mongodbUri of [undefined, '']) {
      const store = await openStore({ dataDir: temp.dir, mongodbUri });
      expect(store.kind).toBe('embedded');
      await store.close();
    }
    expect((await stat(path.join(temp.dir, 'db', 'CURRENT'))).isFile()).toBe(true);
  } finally {
    await temp.remove();
  }
});
