import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { contentTypeOf, isValidFileName } from '../store/shared/file-names';
import type { BackupRecord, Store } from '../store/types';
import { readBackupRecord, RecordRefusal } from './backup-records';
import { createUniqueRecordsCheck } from './unique-records';
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

/** Records handed on per batch (one LevelDB batch, one MongoDB transaction). */
const LOAD_CHUNK = 2000;

/**
 * Caps on what one entry may hold (issue 38): a tar header can announce, and a few hundred kB of
 * gzip can hold, gigabytes. Nothing is ever read whole but a file (at most MAX_FILE_BYTES) and
 * the manifest; records are read line by line, one line at most MAX_LINE_BYTES.
 */
export const ARCHIVE_LIMITS = {
  /** records.ndjson: 100 000 parts with their history fit many times over. */
  recordsBytes: 1024 * 1024 * 1024,
  /** One record: the longest part (texts of spec §3) or import journal is far below. */
  lineBytes: 4 * 1024 * 1024,
  /** One image (uploads are limited well below). */
  fileBytes: 64 * 1024 * 1024,
  manifestBytes: 64 * 1024,
};

interface Visitor {
  records(records: BackupRecord[]): Promise<void>;
  file(name: string, content: Buffer): Promise<void>;
}

function refuse(message: string): never {
  throw new InvalidBackupError(message);
}

/** An entry read whole, refused as soon as it passes `max` bytes (whatever its header said). */
async function readCapped(entry: AsyncIterable<Buffer>, name: string, max: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > max) refuse(`A entrada ${name} do backup passa de ${max} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** One NDJSON line: parsed and checked (backup-records.ts), or a sentence naming the line. */
function parseLine(line: Buffer, number: number): BackupRecord {
  const where = `${RECORDS_ENTRY}, linha ${number}`;
  let value: unknown;
  try {
    value = JSON.parse(line.toString('utf8'));
  } catch {
    refuse(`Registro ilegível no backup (${where}).`);
  }
  try {
    return readBackupRecord(value);
  } catch (err) {
    if (err instanceof RecordRefusal)
      refuse(`Registro recusado no backup (${where}): ${err.message.replace(/\.$/, '')}.`);
    throw err;
  }
}

/**
 * Streams records.ndjson line by line, handing checked records on in batches of LOAD_CHUNK:
 * at most one line and one batch are held, whatever the entry's size.
 */
async function readRecords(
  entry: AsyncIterable<Buffer>,
  hand: (records: BackupRecord[]) => Promise<void>,
): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let number = 0;
  let batch: BackupRecord[] = [];
  const finishLine = async (line: Buffer) => {
    number += 1;
    batch.push(parseLine(line, number));
    if (batch.length >= LOAD_CHUNK) {
      await hand(batch);
      batch = [];
    }
  };
  for await (const chunk of entry) {
    total += chunk.length;
    if (total > ARCHIVE_LIMITS.recordsBytes) {
      refuse(`A entrada ${RECORDS_ENTRY} do backup passa de ${ARCHIVE_LIMITS.recordsBytes} bytes.`);
    }
    let from = 0;
    for (let end = chunk.indexOf(10, from); end !== -1; end = chunk.indexOf(10, from)) {
      pending.push(chunk.subarray(from, end));
      pendingBytes += end - from;
      if (pendingBytes > ARCHIVE_LIMITS.lineBytes) break;
      await finishLine(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
      from = end + 1;
    }
    if (pendingBytes <= ARCHIVE_LIMITS.lineBytes && from < chunk.length) {
      pending.push(chunk.subarray(from));
      pendingBytes += chunk.length - from;
    }
    if (pendingBytes > ARCHIVE_LIMITS.lineBytes) {
      refuse(
        `Registro grande demais no backup (${RECORDS_ENTRY}, linha ${number + 1}): ` +
          `mais de ${ARCHIVE_LIMITS.lineBytes} bytes.`,
      );
    }
  }
  // The writer puts no newline after the last record; an empty entry holds none.
  if (pendingBytes > 0 || number > 0) await finishLine(Buffer.concat(pending));
  if (batch.length > 0) await hand(batch);
}

/** Reads the archive once, entry by entry, handing records and files to `visit`. */
async function walk(file: string, visit: Visitor): Promise<BackupManifest | undefined> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== 'file') refuse(`Entrada inesperada no backup: ${name}.`);
      if (manifest !== undefined) refuse('O backup continua após o manifesto.');
      const content = entry as AsyncIterable<Buffer>;
      if (name === RECORDS_ENTRY) {
        // Refused by its header before a byte is inflated, and counted again while streaming.
        if ((size ?? 0) > ARCHIVE_LIMITS.recordsBytes) {
          refuse(`A entrada ${name} do backup passa de ${ARCHIVE_LIMITS.recordsBytes} bytes.`);
        }
        await readRecords(content, (records) => visit.records(records));
      } else if (name === MANIFEST_ENTRY) {
        const text = await readCapped(content, name, ARCHIVE_LIMITS.manifestBytes);
        manifest = JSON.parse(text.toString('utf8')) as BackupManifest;
      } else if (
        name.startsWith(FILES_FOLDER) &&
        isValidFileName(name.slice(FILES_FOLDER.length))
      ) {
        if ((size ?? 0) > ARCHIVE_LIMITS.fileBytes) {
          refuse(`A entrada ${name} do backup passa de ${ARCHIVE_LIMITS.fileBytes} bytes.`);
        }
        const bytes = await readCapped(content, name, ARCHIVE_LIMITS.fileBytes);
        await visit.file(name.slice(FILES_FOLDER.length), bytes);
      } else refuse(`Entrada inesperada no backup: ${name}.`);
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
  const unique = createUniqueRecordsCheck();
  let files = 0;
  const manifest = await walk(file, {
    records: async (records) => {
      for (const record of records) {
        unique(record);
        counts[record.kind] += 1;
      }
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
    records: (records) => store.backup.load(records),
    file: (name, content) => store.files.put(name, content, contentTypeOf(name)),
  });
}
