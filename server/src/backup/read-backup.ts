import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { contentTypeOf, isValidFileName } from '../store/shared/file-names';
import type { BackupRecord, Store } from '../store/types';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  FILES_FOLDER,
  InvalidBackupError,
  MANIFEST_ENTRY,
  RECORDS_ENTRY,
  emptyCounts,
  type BackupManifest,
} from './archive-format';

/** Records written per store batch (one LevelDB batch, one MongoDB transaction). */
const LOAD_CHUNK = 2000;
const RECORD_KINDS = new Set(Object.keys(emptyCounts()));

interface Visitor {
  records(records: BackupRecord[]): Promise<void>;
  file(name: string, content: Buffer): Promise<void>;
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseRecords(text: string): BackupRecord[] {
  if (text === '') return [];
  return text.split('\n').map((line, index) => {
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      throw new InvalidBackupError(`Registro ${index + 1} do backup ilegível.`);
    }
    const kind = (record as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !RECORD_KINDS.has(kind)) {
      throw new InvalidBackupError(`Registro ${index + 1} do backup de tipo desconhecido.`);
    }
    return record as BackupRecord;
  });
}

/** Reads the archive once, entry by entry, handing records and files to `visit`. */
async function walk(file: string, visit: Visitor): Promise<BackupManifest | undefined> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      const content = await readAll(entry);
      if (type !== 'file') throw new InvalidBackupError(`Entrada inesperada no backup: ${name}.`);
      if (manifest !== undefined)
        throw new InvalidBackupError('O backup continua após o manifesto.');
      if (name === RECORDS_ENTRY) await visit.records(parseRecords(content.toString('utf8')));
      else if (name === MANIFEST_ENTRY)
        manifest = JSON.parse(content.toString('utf8')) as BackupManifest;
      else if (name.startsWith(FILES_FOLDER) && isValidFileName(name.slice(FILES_FOLDER.length))) {
        await visit.file(name.slice(FILES_FOLDER.length), content);
      } else throw new InvalidBackupError(`Entrada inesperada no backup: ${name}.`);
    }
    await reading;
  } catch (err) {
    extract.destroy();
    await reading.catch(() => undefined);
    if (err instanceof InvalidBackupError) throw err;
    throw new InvalidBackupError(
      `O arquivo não é um backup completo e legível (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
  return manifest;
}

/**
 * Reads the whole archive without writing anything and resolves its manifest; refuses (with a
 * Portuguese sentence) an archive that is not this format, is cut short, or whose contents
 * differ from what its manifest counts.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const counts = emptyCounts();
  let files = 0;
  const manifest = await walk(file, {
    records: async (records) => {
      for (const record of records) counts[record.kind] += 1;
    },
    file: async () => {
      files += 1;
    },
  });
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new InvalidBackupError(
      'O arquivo não é um backup completo deste sistema (sem manifesto).',
    );
  }
  if (JSON.stringify(manifest.records) !== JSON.stringify(counts) || manifest.files !== files) {
    throw new InvalidBackupError('O conteúdo do backup não confere com o manifesto.');
  }
  return manifest;
}

/**
 * Loads a verified archive into an empty store: the records in chunks, then the files. The
 * caller checks that the store is empty and verifies the archive first (see restore-cli.ts).
 */
export async function loadBackup(file: string, store: Store): Promise<void> {
  await walk(file, {
    records: async (records) => {
      for (let start = 0; start < records.length; start += LOAD_CHUNK) {
        await store.backup.load(records.slice(start, start + LOAD_CHUNK));
      }
    },
    file: (name, content) => store.files.put(name, content, contentTypeOf(name)),
  });
}
