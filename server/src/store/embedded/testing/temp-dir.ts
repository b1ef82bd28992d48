import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh folder under the system temp folder, and its removal. */
export async function makeTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'castall-store-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
