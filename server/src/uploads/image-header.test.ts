import { crc32, deflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from './image-store';
import { openTestImages, type TestImages } from './testing';
import type { ImageStore } from './types';

// The pixel limit is read from the header, before anything is decoded. A PNG whose header
// claims a size but whose body holds no such picture tests the limit without the memory and
// minutes a real 40-megapixel picture would take (issue 11, mutation testing).

let opened: TestImages;
let store: ImageStore;

beforeEach(async () => {
  opened = await openTestImages();
  store = opened.images;
});

afterEach(async () => {
  await opened.remove();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG header of `width` × `height` RGB pixels over a body far too short for them. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image header checks', () => {
  it('lets a header of exactly 40 megapixels through to decoding (a corrupt body: not an image)', async () => {
    await expect(store.save(pngClaiming(8000, 5000))).rejects.toThrow(MESSAGES.notImage);
  });

  it('refuses a header of one row more as too many pixels', async () => {
    await expect(store.save(pngClaiming(8000, 5001))).rejects.toThrow(MESSAGES.tooManyPixels);
  });

  it("refuses a header beyond sharp's own limit with the same sentence (400 megapixels)", async () => {
    await expect(store.save(pngClaiming(20_000, 20_000))).rejects.toThrow(MESSAGES.tooManyPixels);
  });

  it('names its refusal InvalidImageError', async () => {
    await expect(store.save(pngClaiming(8000, 5001))).rejects.toMatchObject({
      name: 'InvalidImageError',
    });
  });
});
