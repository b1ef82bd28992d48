import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Store } from '../store/types';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  RECORDS_ENTRY,
  emptyCounts,
  type BackupManifest,
} from './archive-format';

/** Adds one entry whose content is already in memory. */
function addBuffer(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: content.length }, content, (err) => (err ? reject(err) : resolve()));
  });
}

/**
 * Writes a backup of `store` to `output` as one gzipped tar: every record (parts, trash,
 * history, imports, the administrator accounts with their password hashes, newsletter
 * addresses) as NDJSON, every image file, and a manifest with the counts, last. Sessions and
 * login counts stay out. Resolves the manifest.
 */
export async function writeBackup(store: Store, output: Writable): Promise<BackupManifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // A failure of the output (a full disk) must stop the writing below, not leave it waiting.
  const failed = written.then(
    () => undefined,
    (err: unknown) => err,
  );
  try {
    const counts = emptyCounts();
    const lines: string[] = [];
    for await (const record of store.backup.records()) {
      counts[record.kind] += 1;
      lines.push(JSON.stringify(record));
    }
    await addBuffer(pack, RECORDS_ENTRY, Buffer.from(lines.join('\n'), 'utf8'));

    // One listener for the whole loop: a packing failure ends whichever file is being copied.
    const packFailed = new Promise<never>((_, reject) => pack.once('error', reject));
    packFailed.catch(() => undefined);
    let files = 0;
    for (const name of (await store.files.list()).sort()) {
      const file = await store.files.open(name);
      // Removed since the list (an edit replaced the image): it belongs to no record now.
      if (file === undefined) continue;
      const entry = pack.entry({ name: `${FILES_FOLDER}${name}`, size: file.size });
      await Promise.race([pipeline(file.stream(), entry), packFailed]);
      files += 1;
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: store.kind,
      records: counts,
      files,
    };
    await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    return manifest;
  } catch (err) {
    pack.destroy(err instanceof Error ? err : new Error(String(err)));
    const outputError = await failed;
    throw outputError ?? err;
  }
}
