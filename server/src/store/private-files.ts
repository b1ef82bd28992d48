import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Owner only: DATA_DIR, the database folder and backup archives hold sessions and hashes. */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes this process create owner-only files from now on (issue 38): LevelDB opens its own files
 * (0644 under the usual umask 022), so a mode cannot be passed to them. Called first by the
 * server and the backup/restore commands; a no-op where the platform has no umask.
 */
export function restrictUmask(): void {
  if (process.platform !== 'win32') process.umask(0o077);
}

/**
 * Creates `dir` (and missing parents) owner-only, and makes it and the files directly in it
 * owner-only when it exists already: for folders this program owns (the LevelDB folder), not
 * for DATA_DIR itself, which the operator may have made (see `looseFolderWarning`).
 */
export async function makePrivateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (process.platform === 'win32') return;
  await chmod(dir, PRIVATE_FOLDER_MODE);
  await makeFilesPrivate(dir);
}

/**
 * Makes the files directly in `dir` 0600 (no-op on Windows); the folder being 0700 already keeps
 * files made later under a looser umask out of other users' reach.
 */
export async function makeFilesPrivate(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) await chmod(path.join(dir, entry.name), PRIVATE_FILE_MODE);
  }
}

/**
 * The warning to log when `dir` can be read or entered by other local users (group or other
 * bits set), naming it; undefined when it is owner-only, missing, or on Windows.
 */
export async function looseFolderWarning(dir: string): Promise<string | undefined> {
  if (process.platform === 'win32') return undefined;
  let mode: number;
  try {
    mode = (await stat(dir)).mode & 0o777;
  } catch {
    return undefined;
  }
  if ((mode & 0o077) === 0) return undefined;
  return (
    `DATA_DIR ${dir} is readable by other local users (mode ${mode.toString(8).padStart(4, '0')}); ` +
    `it holds the administrator's password hash and the newsletter addresses: chmod 700 ${dir}`
  );
}
