import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedFileStore } from './embedded/file-store';
import { makeTempDir } from './embedded/testing/temp-dir';
import { COPIED_MARKER, copyLegacyImageFolder } from './legacy-image-folder';
import type { FileStore } from './types';

// The folder a MongoDB server kept its images in before issue 14, copied into the store (here
// another embedded FileStore stands in for GridFS: the copy only uses the port).

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let legacy: string;
let target: FileStore;

beforeEach(async () => {
  temp = await makeTempDir();
  legacy = path.join(temp.dir, 'upload');
  target = createEmbeddedFileStore(path.join(temp.dir, 'store'));
});
afterEach(async () => {
  await temp.remove();
});

async function legacyFiles(files: Record<string, string>) {
  await mkdir(path.join(legacy, 'thumbs'), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(legacy, name), content);
  }
}

const contentOf = async (name: string) => {
  const file = await target.open(name);
  return file && Buffer.concat((await file.stream().toArray()) as Buffer[]).toString();
};

describe('copyLegacyImageFolder', () => {
  it('copies the images the store lacks, with their type, and keeps those it has', async () => {
    await legacyFiles({ 'a.webp': 'a', 'thumbs/a.webp': 'ta', 'bomba-01.jpg': 'jpeg' });
    await target.put('a.webp', Buffer.from('already there'), 'image/webp');

    expect(await copyLegacyImageFolder(legacy, target)).toEqual({ copied: 2, found: 3 });
    expect(await contentOf('a.webp')).toBe('already there');
    expect(await contentOf('thumbs/a.webp')).toBe('ta');
    expect(await contentOf('bomba-01.jpg')).toBe('jpeg');
    expect((await target.open('bomba-01.jpg'))?.contentType).toBe('image/jpeg');
  });

  it('copies a folder once: an image deleted from the store since is not brought back', async () => {
    await legacyFiles({ 'a.webp': 'a' });
    await copyLegacyImageFolder(legacy, target);
    expect(await readdir(legacy)).toContain(COPIED_MARKER);
    await target.remove('a.webp');

    expect(await copyLegacyImageFolder(legacy, target)).toEqual({ copied: 0, found: 0 });
    expect(await target.list()).toEqual([]);
  });

  it('does nothing, and writes nothing, without a folder or in an empty one', async () => {
    expect(await copyLegacyImageFolder(legacy, target)).toEqual({ copied: 0, found: 0 });
    await mkdir(path.join(legacy, 'thumbs'), { recursive: true });
    expect(await copyLegacyImageFolder(legacy, target)).toEqual({ copied: 0, found: 0 });
    expect(await readdir(legacy)).toEqual(['thumbs']);
  });
});
