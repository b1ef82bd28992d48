import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from './image-store';
import { openTestImages, readStored, type TestImages } from './testing';
import { InvalidImageError, type ImageStore } from './types';

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

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });

describe('createImageStore', () => {
  it.each([
    ['jpeg', () => solid(2400, 1200).jpeg().toBuffer()],
    ['png', () => solid(300, 200).png().toBuffer()],
    ['webp', () => solid(300, 200).webp().toBuffer()],
    ['gif', () => solid(300, 200).gif().toBuffer()],
  ])('re-encodes a %s to a bounded WebP and a thumbnail', async (_format, make) => {
    const name = await store.save(await make());
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const full = await metadataOf(name);
    const thumb = await metadataOf(`thumbs/${name}`);
    expect(full.format).toBe('webp');
    expect(Math.max(full.width, full.height)).toBeLessThanOrEqual(1200);
    expect(Math.max(thumb.width, thumb.height)).toBeLessThanOrEqual(160);
  });

  it('drops the metadata of the upload (EXIF can carry GPS positions)', async () => {
    const withExif = await solid(100, 100)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Someone' } })
      .toBuffer();
    const name = await store.save(withExif);
    expect((await metadataOf(name)).exif).toBeUndefined();
  });

  it.each([
    ['text', Buffer.from('hello')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['truncated png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])('refuses %s by its content and writes nothing', async (_label, content) => {
    await expect(store.save(content)).rejects.toThrow(new InvalidImageError(MESSAGES.notImage));
    expect(await opened.files.list()).toEqual([]);
  });

  it('refuses a picture over 40 megapixels before decoding it', async () => {
    const huge = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    await expect(store.save(huge)).rejects.toThrow(MESSAGES.tooManyPixels);
  });

  it('removes both files, and ignores names it did not generate', async () => {
    const name = await store.save(await solid(50, 50).png().toBuffer());
    await store.remove('../../etc/passwd');
    await store.remove(name);
    expect(await opened.files.list()).toEqual([]);
  });
});
