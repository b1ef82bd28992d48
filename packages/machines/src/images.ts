import type { MachineProductId } from './types';

/** Card images are 800×600 WebP (scripts/assets/groups/products.mjs). */
export const CARD_IMAGE_SIZE = { width: 800, height: 600 } as const;
/** Large images for the detail page, in these widths, AVIF and WebP, 4:3. */
export const LARGE_IMAGE_WIDTHS = [480, 800, 1200] as const;
export const LARGE_IMAGE_SIZE = { width: 1200, height: 900 } as const;

export const FALLBACK_IMAGE = '/images/products/product-fallback.webp';

/** Ids with a large image; any other id falls back to the generic image (spec §3). */
const WITH_LARGE_IMAGE: ReadonlySet<string> = new Set<MachineProductId>([
  'cast-all-250',
  'cast-all-350',
  'cast-all-450',
  'cast-all-550',
  'cast-all-800',
  'cast-all-1000',
  'lubrificador-lla',
  'dosador-linear',
]);

export function cardImage(id: MachineProductId): string {
  return `/images/products/${id}.webp`;
}

export function largeImage(id: MachineProductId, width = 1200, format = 'webp'): string {
  return WITH_LARGE_IMAGE.has(id)
    ? `/images/products/large/${id}-${width}.${format}`
    : FALLBACK_IMAGE;
}

export function hasLargeImage(id: MachineProductId): boolean {
  return WITH_LARGE_IMAGE.has(id);
}

/** `srcset` of the large image in one format. */
export function largeImageSrcSet(id: MachineProductId, format: 'avif' | 'webp'): string {
  return LARGE_IMAGE_WIDTHS.map((width) => `${largeImage(id, width, format)} ${width}w`).join(', ');
}
