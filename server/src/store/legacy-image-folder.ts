import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createEmbeddedFileStore } from './embedded/file-store';
import type { FileStore } from './types';

/** Left in the folder once it was copied, so later starts skip it (a dot: no file name). */
export const COPIED_MARKER = '.copied-to-store';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Before issue 14 a server on MongoDB kept part images in `<DATA_DIR>/upload` as well. This
 * copies the images of such a folder that `files` lacks into it, so that an upgrade keeps
 * every picture and every server serves them. Once: a marker left in the folder makes later
 * starts skip it, so an image deleted since is not brought back. The folder stays for the
 * operator to remove. Resolves how many files were copied out of how many found.
 */
export async function copyLegacyImageFolder(
  dir: string,
  files: FileStore,
): Promise<{ copied: number; found: number }> {
  if (await exists(path.join(dir, COPIED_MARKER))) return { copied: 0, found: 0 };
  const source = createEmbeddedFileStore(dir);
  const names = await source.list();
  if (names.length === 0) return { copied: 0, found: 0 };

  const present = new Set(await files.list());
  let copied = 0;
  for (const name of names) {
    const file = present.has(name) ? undefined : await source.open(name);
    if (file === undefined) continue;
    const content = Buffer.concat((await file.stream().toArray()) as Buffer[]);
    await files.put(name, content, file.contentType);
    copied += 1;
  }
  await writeFile(
    path.join(dir, COPIED_MARKER),
    `${new Date().toISOString()}: these images were copied into the store, which serves them now.\n`,
  );
  return { copied, found: names.length };
}
