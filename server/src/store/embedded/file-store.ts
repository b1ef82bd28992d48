import { contentTypeOf } from '../shared/file-names';
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertFileName, isValidFileName } from '../shared/file-names';
import type { FileStore, StoredFile } from '../types';

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Thrown by a stream whose file was replaced or removed since it was opened. */
class FileChangedError extends Error {
  override readonly name = 'FileChangedError';
  // ENOENT: Koa answers 404 when the body fails before anything was sent.
  readonly code = 'ENOENT';
}

/**
 * Makes a rename in `dir` durable: on Linux and macOS a renamed file survives a crash only
 * once its folder is synced. Windows cannot open a folder for that (nor needs to).
 */
async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes beside the target, syncs and renames: after a crash the name holds the old file or the new. */
async function writeAtomically(file: string, content: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  // A leading dot keeps it out of `list` and `open` (no valid name starts with one).
  const partial = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    const handle = await open(partial, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  await syncFolder(dir);
}

/**
 * Reads `file`, first checking it is still the one `open` described (same inode and time):
 * a replace renames a new file over the name, and its bytes must not go out under the old
 * size and ETag.
 */
async function* readUnchanged(file: string, ino: bigint, mtimeNs: bigint) {
  const handle = await open(file, 'r');
  try {
    const now = await handle.stat({ bigint: true });
    if (now.ino !== ino || now.mtimeNs !== mtimeNs) {
      throw new FileChangedError(`${file} changed while it was being served`);
    }
    for await (const chunk of handle.createReadStream({ autoClose: false })) {
      yield chunk as Buffer;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The embedded FileStore: each name is a file under `dir` (`thumbs/<uuid>.webp` is
 * `<dir>/thumbs/<uuid>.webp`), the layout the upload folder always had, so files copied in
 * by hand are served too. Folders are made on the first write into them.
 */
export function createEmbeddedFileStore(dir: string): FileStore {
  const fileOf = (name: string) => path.join(dir, ...name.split('/'));

  async function open(name: string): Promise<StoredFile | undefined> {
    if (!isValidFileName(name)) return undefined;
    const file = fileOf(name);
    let info;
    try {
      info = await stat(file, { bigint: true });
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
    if (!info.isFile()) return undefined;
    const { ino, mtimeNs, size } = info;
    return {
      size: Number(size),
      contentType: contentTypeOf(name),
      // Strong: a file is never rewritten in place, only replaced by a rename (a new inode).
      etag: `${ino.toString(36)}-${size.toString(36)}-${mtimeNs.toString(36)}`,
      modified: new Date(Number(mtimeNs / 1_000_000n)),
      stream: () => Readable.from(readUnchanged(file, ino, mtimeNs), { objectMode: false }),
    };
  }

  async function filesIn(folder: string): Promise<string[]> {
    try {
      const entries = await readdir(path.join(dir, folder), { withFileTypes: true });
      return entries.map((entry) => (entry.isFile() ? entry.name : `${entry.name}/`));
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
  }

  return {
    async put(name, content) {
      assertFileName(name);
      await writeAtomically(fileOf(name), content);
    },
    open,
    async remove(name) {
      assertFileName(name);
      await rm(fileOf(name), { force: true });
    },
    async list() {
      const names: string[] = [];
      for (const entry of await filesIn('')) {
        if (!entry.endsWith('/')) {
          names.push(entry);
          continue;
        }
        const folder = entry.slice(0, -1);
        const inner = await filesIn(folder);
        names.push(
          ...inner.filter((name) => !name.endsWith('/')).map((name) => `${folder}/${name}`),
        );
      }
      return names.filter(isValidFileName);
    },
  };
}
