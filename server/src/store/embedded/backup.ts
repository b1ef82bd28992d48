import { foldCode } from '../../parts/search-text';
import type {
  AdminAccount,
  BackupPort,
  BackupRecord,
  ChangeEntry,
  ImportJournal,
  Subscriber,
} from '../types';
import type { Level, Sublevel, WriteOperation } from './level';
import type { PartCatalogue } from './part-catalogue';
import { historyOperation, importOperations } from './part-history';
import type { EmbeddedParts } from './parts-repository';
import type { WriteQueue } from './write-queue';

async function values<T>(sublevel: Sublevel): Promise<T[]> {
  return (await sublevel.values().all()).map((text) => JSON.parse(text) as T);
}

/** The operations that store one record, with the code index a part or trashed part needs. */
function recordOperations(level: Level, record: BackupRecord): WriteOperation[] {
  const put = (sublevel: Sublevel, key: string, value: unknown): WriteOperation => ({
    type: 'put',
    sublevel,
    key,
    value: JSON.stringify(value),
  });
  switch (record.kind) {
    case 'part':
    case 'trashed': {
      const { part } = record;
      return [
        put(record.kind === 'part' ? level.parts : level.trash, part.id, part),
        { type: 'put', sublevel: level.codes, key: foldCode(part.codigo), value: part.id },
      ];
    }
    case 'change':
      return [historyOperation(level, record.entry)];
    case 'import':
      return importOperations(level, record.journal);
    case 'account':
      return [put(level.accounts, record.account.username, record.account)];
    case 'subscriber':
      return [put(level.newsletter, record.subscriber.email.toLowerCase(), record.subscriber)];
  }
}

/**
 * Backup and restore of the embedded store. The records are read inside the parts' write
 * queue, so a backup is one consistent catalogue (parts, trash, history and imports of the
 * same moment) while reads go on; a restore writes each chunk as one synced batch.
 */
export function createEmbeddedBackup(
  level: Level,
  catalogue: PartCatalogue,
  parts: EmbeddedParts,
  partWrites: WriteQueue,
): BackupPort {
  return {
    async *records() {
      const records = await partWrites.run(async (): Promise<BackupRecord[]> => {
        const [changes, journals, accounts, subscribers] = [
          await values<ChangeEntry>(level.history),
          await values<ImportJournal>(level.imports),
          await values<AdminAccount>(level.accounts),
          await values<Subscriber>(level.newsletter),
        ];
        return [
          ...catalogue.list().map((part) => ({ kind: 'part', part }) as const),
          ...catalogue.listTrashed().map((part) => ({ kind: 'trashed', part }) as const),
          ...changes.map((entry) => ({ kind: 'change', entry }) as const),
          ...journals.map((journal) => ({ kind: 'import', journal }) as const),
          ...accounts.map((account) => ({ kind: 'account', account }) as const),
          ...subscribers.map((subscriber) => ({ kind: 'subscriber', subscriber }) as const),
        ];
      });
      yield* records;
    },

    async isEmpty() {
      for (const sublevel of [
        level.parts,
        level.trash,
        level.history,
        level.imports,
        level.accounts,
        level.newsletter,
      ]) {
        if ((await sublevel.keys({ limit: 1 }).all()).length > 0) return false;
      }
      return true;
    },

    load(records) {
      return parts.commitInQueue(
        records.flatMap((record) => recordOperations(level, record)),
        () => {
          for (const record of records) {
            if (record.kind === 'part') catalogue.put(record.part);
            if (record.kind === 'trashed') catalogue.putTrashed(record.part);
          }
        },
      );
    },
  };
}
