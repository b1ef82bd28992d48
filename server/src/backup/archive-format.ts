import type { BackupRecord } from '../store/types';

/** The archive's entries, in this order: records, then every file, then the manifest. */
export const RECORDS_ENTRY = 'records.ndjson';
export const FILES_FOLDER = 'files/';
export const MANIFEST_ENTRY = 'manifest.json';

export const BACKUP_FORMAT = 'castall-backup';
export const BACKUP_VERSION = 1;

export type RecordCounts = Record<BackupRecord['kind'], number>;

/**
 * Written last, so an archive cut short (a full disk, a killed server) has none and is refused
 * whole: a restore never starts from half a backup.
 */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The store it was taken from (`embedded` or `mongodb`); either restores into either. */
  source: string;
  records: RecordCounts;
  files: number;
}

export function emptyCounts(): RecordCounts {
  return { part: 0, trashed: 0, change: 0, import: 0, account: 0, subscriber: 0 };
}

/** Thrown for an archive that is not a complete backup of this format; says why in Portuguese. */
export class InvalidBackupError extends Error {
  override readonly name = 'InvalidBackupError';
}
