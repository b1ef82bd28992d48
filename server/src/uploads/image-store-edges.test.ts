import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from '../store/types';
import { MESSAGES } from './image-store';
import { openTestImages, readStored, type TestImages } from './testing';
import type { ImageStore } from './types';

// The edges of the image store's checks: the exact size limit, small pictures, names that only
// contain a generated name, and a failed write (issue 11, mutation testing).

let opened: TestImages;
let store: ImageStore;

beforeEach(async () => {
  opened = await openTestImages();
  store = opened.images;
});

afterEach(async () => {
  await opened.remove();
});

const metadataOf = async (name: string) => sharp(await readStored(opened.files, name)).metadata();
const sorted = async (files: FileStore) => (await files.list()).sort();

const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('image store edges', () => {
  it('reads exactly 5 MB, and refuses one byte more as too large', async () => {
    const fiveMegabytes = Buffer.alloc(5 * 1024 * 1024, 1);
    await expect(store.save(fiveMegabytes)).rejects.toThrow(MESSAGES.notImage);
    await expect(store.save(Buffer.alloc(5 * 1024 * 1024 + 1, 1))).rejects.toThrow(
      MESSAGES.tooLarge,
    );
  });

  it('never enlarges a small picture', async () => {
    const name = await store.save(await smallPng());
    const full = await metadataOf(name);
    expect([full.width, full.height]).toEqual([300, 200]);
    const thumb = await metadataOf(`thumbs/${name}`);
    expect([thumb.width, thumb.height]).toEqual([160, 107]);
  });

  it('removes nothing for a path that merely contains a generated name', async () => {
    const name = await store.save(await smallPng());
    await store.remove(`../upload/${name}`);
    await store.remove(`${name}/../${name}`);
    await store.remove(`thumbs/${name}`);
    await store.remove(name.toUpperCase());
    expect(await sorted(opened.files)).toEqual([name, `thumbs/${name}`]);
  });

  it('removes a generated name whose files are already gone without failing', async () => {
    await expect(
      store.remove('0f8c2d4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5.webp'),
    ).resolves.toBeUndefined();
  });

  it('fails a save whose thumbnail cannot be written, and leaves no file behind', async () => {
    const failing = await openTestImages((files) => ({
      ...files,
      put: (name, content, type) =>
        name.startsWith('thumbs/')
          ? Promise.reject(new Error('disk full'))
          : files.put(name, content, type),
    }));
    try {
      await expect(failing.images.save(await smallPng())).rejects.toThrow('disk full');
      expect(await failing.files.list()).toEqual([]);
    } finally {
      await failing.remove();
    }
  });

  it('stores both files as WebP', async () => {
    const name = await store.save(await smallPng());
    for (const file of [name, `thumbs/${name}`]) {
      expect((await opened.files.open(file))?.contentType).toBe('image/webp');
    }
  });
});
