import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** Longest side of a product picture in the PDF: sharp enough to print at A4 width. */
const MAX_WIDTH = 1000;

/**
 * pdfkit reads JPEG and PNG only, and the site's product pictures are WebP/AVIF, so each one is
 * re-encoded once to JPEG (white background, since catalogue pages are white).
 */
export function createImageLoader(publicDir: string) {
  const cache = new Map<string, Promise<Buffer | undefined>>();
  return (sitePath: string): Promise<Buffer | undefined> => {
    let image = cache.get(sitePath);
    if (!image) {
      image = toJpeg(join(publicDir, sitePath.replace(/^\/+/, '')));
      cache.set(sitePath, image);
    }
    return image;
  };
}

async function toJpeg(file: string): Promise<Buffer | undefined> {
  const source = await readFile(file).catch(() => undefined);
  if (!source) return undefined;
  return sharp(source)
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
