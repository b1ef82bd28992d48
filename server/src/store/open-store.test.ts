import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
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

it('keeps the embedded store’s files in <dataDir>/upload, where images always were', async () => {
  const temp = await makeTempDir();
  try {
    await mkdir(path.join(temp.dir, 'upload'));
    await writeFile(path.join(temp.dir, 'upload', 'bomba-01.jpg'), 'from before');
    const store = await openStore({ dataDir: temp.dir });
    try {
      expect(await store.files.list()).toEqual(['bomba-01.jpg']);
      await store.files.put('thumbs/new.webp', Buffer.from('new'), 'image/webp');
    } finally {
      await store.close();
    }
    expect(await readdir(path.join(temp.dir, 'upload', 'thumbs'))).toEqual(['new.webp']);
  } finally {
    await temp.remove();
  }
});
