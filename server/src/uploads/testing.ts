// Test helpers: an image store over the real embedded FileStore in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddedFileStore } from '../store/embedded/file-store';
import type { FileStore } from '../store/types';
import { createImageStore } from './image-store';
import type { ImageStore } from './types';

export interface TestImages {
  /** The folder of `files`. */
  dir: string;
  files: FileStore;
  images: ImageStore;
  remove(): Promise<void>;
}

/** An image store writing through `wrap(files)` (default: the files as they are). */
export async function openTestImages(
  wrap: (files: FileStore) => FileStore = (files) => files,
): Promise<TestImages> {
  const dir = await mkdtemp(path.join(tmpdir(), 'castall-images-'));
  const files = createEmbeddedFileStore(dir);
  return {
    dir,
    files,
    images: createImageStore(wrap(files)),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The content stored under `name`. */
export async function readStored(files: FileStore, name: string): Promise<Buffer> {
  const file = await files.open(name);
  if (file === undefined) throw new Error(`${name} is not stored`);
  return Buffer.concat((await file.stream().toArray()) as Buffer[]);
}
