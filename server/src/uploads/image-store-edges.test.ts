import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageStore, MESSAGES } from './image-store';
import type { ImageStore } from './types';

// The edges of the image store's checks: the exact size limit, small pictures, names that only
// contain a generated name, and a failed write (issue 11, mutation testing).

let dir: string;
let store: ImageStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'castall-images-'));
  store = await createImageStore(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

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
    const full = await sharp(path.join(dir, name)).metadata();
    expect([full.width, full.height]).toEqual([300, 200]);
    const thumb = await sharp(path.join(dir, 'thumbs', name)).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 107]);
  });

  it('removes nothing for a path that merely contains a generated name', async () => {
    const name = await store.save(await smallPng());
    await store.remove(`../${path.basename(dir)}/${name}`);
    await store.remove(`${name}/../${name}`);
    await store.remove(name.toUpperCase());
    expect(await readdir(dir)).toEqual([name, 'thumbs'].sort());
    expect(await readdir(path.join(dir, 'thumbs'))).toEqual([name]);
  });

  it('creates its folder and the thumbnail folder when they do not exist yet', async () => {
    const nested = await createImageStore(path.join(dir, 'data', 'upload'));
    const name = await nested.save(await smallPng());
    expect(await readdir(path.join(dir, 'data', 'upload', 'thumbs'))).toEqual([name]);
  });

  it('removes a generated name whose files are already gone without failing', async () => {
    await expect(
      store.remove('0f8c2d4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5.webp'),
    ).resolves.toBeUndefined();
  });

  it('fails a save whose thumbnail cannot be written, and leaves no file behind', async () => {
    await rm(path.join(dir, 'thumbs'), { recursive: true });
    await expect(store.save(await smallPng())).rejects.toThrow(/ENOENT/);
    expect(await readdir(dir)).toEqual([]);
  });
});
