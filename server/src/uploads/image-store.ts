import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FileStore } from '../store/types';
import { InvalidImageError, type ImageStore } from './types';
import { IMAGE_MESSAGES } from '../messages';

/** Formats accepted by content (spec: "accepts images only"; SVG can carry scripts, so no). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** 40 megapixels: any real photo, but not a decompression bomb. */
  maxPixels: 40_000_000,
  /** Longest side of the stored image; the shop shows parts at most ~600 px wide. */
  maxSide: 1200,
  /** Longest side of the thumbnail shown in the admin table. */
  thumbSide: 160,
} as const;

export const THUMBS_FOLDER = 'thumbs';

/** Names this store generates; anything else is never written or removed by it. */
const GENERATED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The sentences of its refusals (tests import them from here). */
export const MESSAGES = IMAGE_MESSAGES;

async function readFormat(content: Buffer): Promise<string | undefined> {
  try {
    const meta = await sharp(content, { limitInputPixels: false }).metadata();
    if (meta.width * meta.height > IMAGE_LIMITS.maxPixels) {
      throw new InvalidImageError(MESSAGES.tooManyPixels);
    }
    return meta.format;
  } catch (err) {
    if (err instanceof InvalidImageError) throw err;
    return undefined; // sharp could not read a header: not an image at all
  }
}

/**
 * The sharp-backed ImageStore, storing `<uuid>.webp` and `thumbs/<uuid>.webp` in `files` (the
 * store's, so that every server on the store serves them).
 */
export function createImageStore(files: FileStore): ImageStore {
  async function remove(file: string): Promise<void> {
    if (!GENERATED_NAME.test(file)) return;
    await Promise.all([files.remove(file), files.remove(`${THUMBS_FOLDER}/${file}`)]);
  }

  async function save(content: Buffer): Promise<string> {
    if (content.length > IMAGE_LIMITS.maxBytes) throw new InvalidImageError(MESSAGES.tooLarge);
    const format = await readFormat(content);
    if (format === undefined || !ACCEPTED_FORMATS.has(format)) {
      throw new InvalidImageError(MESSAGES.notImage);
    }

    let full: Buffer;
    let thumb: Buffer;
    try {
      // rotate() applies the EXIF orientation; re-encoding also drops EXIF (GPS and such).
      const source = sharp(content, { limitInputPixels: IMAGE_LIMITS.maxPixels }).rotate();
      [full, thumb] = await Promise.all([
        source
          .clone()
          .resize(IMAGE_LIMITS.maxSide, IMAGE_LIMITS.maxSide, {
            fit: 'inside',
            withoutEnlargement: true,
          })
          .webp({ quality: 80 })
          .toBuffer(),
        source
          .clone()
          .resize(IMAGE_LIMITS.thumbSide, IMAGE_LIMITS.thumbSide, { fit: 'inside' })
          .webp({ quality: 70 })
          .toBuffer(),
      ]);
    } catch {
      // A valid header over a truncated or corrupt body.
      throw new InvalidImageError(MESSAGES.notImage);
    }

    const name = `${randomUUID()}.webp`;
    try {
      await files.put(name, full, 'image/webp');
      await files.put(`${THUMBS_FOLDER}/${name}`, thumb, 'image/webp');
    } catch (err) {
      await remove(name);
      throw err;
    }
    return name;
  }

  return { save, remove };
}
