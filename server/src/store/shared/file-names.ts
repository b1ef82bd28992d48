import path from 'node:path';
import { InvalidFileNameError } from '../types';

/** One part of a name: what `FileStore` allows (no slash, no leading dot, so never `..`). */
const SEGMENT = '[A-Za-z0-9][\\w.-]{0,254}';
const FILE_NAME = new RegExp(`^(?:${SEGMENT}/)?${SEGMENT}$`);

/** Whether `name` is a file name a FileStore accepts: a file alone or in one folder. */
export function isValidFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** @throws InvalidFileNameError when `name` is not a valid FileStore name. */
export function assertFileName(name: string): void {
  if (!isValidFileName(name)) throw new InvalidFileNameError(name);
}

/**
 * Files on disk carry no metadata, so the type comes from the name's extension (the image
 * store only writes `.webp`; parts imported from the old PHP site name JPEGs, PNGs and GIFs).
 */
const TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

export function contentTypeOf(name: string): string {
  return TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}
