import { randomUUID } from 'node:crypto';
import { foldCode, NOT_PLAIN_ASCII } from '../../parts/search-text';
import { findImportConflicts } from '../import-conflicts';
import { importedParts } from '../imported-parts';
import {
  DuplicateCodeError,
  ImportConflictError,
  SYSTEM_AUTHOR,
  VersionConflictError,
  type ChangeEntry,
  type ImportWrite,
  type PartInput,
  type PartRepository,
  type StoredPart,
} from '../types';
import { changeEntry, importEntries } from '../shared/change-entries';
import { importJournal } from '../shared/import-journal';
import { createPartHistory, historyOperation, importOperations } from './part-history';
import { writeSynced, type Level, type WriteOperation } from './level';
import type { PartCatalogue } from './part-catalogue';
import { newStoredPart, nextStoredPart } from '../shared/part-fields';
import { createWriteClock } from '../shared/write-clock';
import type { WriteQueue } from './write-queue';

/** The repository, plus a raw write for the backup's restore (same batch, memory, revision). */
export interface EmbeddedParts extends PartRepository {
  commitInQueue(operations: WriteOperation[], apply: () => void): Promise<void>;
}

/**
 * Parts on disk with the catalogue in memory. Reads answer from memory; writes run one at a
 * time in the queue, check the catalogue, commit one synced batch (part + code index), and
 * only then change the memory, so a failed write leaves both untouched.
 */
export function createPartsRepository(
  level: Level,
  catalogue: PartCatalogue,
  queue: WriteQueue,
): EmbeddedParts {
  // A fresh id per opening: only one process can hold the LevelDB lock, so the counter of
  // this process sees every write, and a restart never reuses an old revision.
  const epoch = randomUUID();
  let writes = 0;
  const writeTime = createWriteClock(catalogue.newestWrite());
  const now = () => writeTime().toISOString();

  function assertCodeFree(codeKey: string, codigo: string, ownId?: string): void {
    const holder = catalogue.idForCode(codeKey);
    if (holder !== undefined && holder !== ownId) throw new DuplicateCodeError(codigo);
  }

  /** The operations that store `part` and move its code index entry from `previous`'s code. */
  function partOperations(part: StoredPart, previous?: StoredPart): WriteOperation[] {
    const newKey = foldCode(part.codigo);
    const oldKey = previous && foldCode(previous.codigo);
    const operations: WriteOperation[] = [
      { type: 'put', sublevel: level.parts, key: part.id, value: JSON.stringify(part) },
    ];
    if (oldKey !== newKey) {
      if (oldKey !== undefined) {
        operations.push({ type: 'del', sublevel: level.codes, key: oldKey });
      }
      operations.push({ type: 'put', sublevel: level.codes, key: newKey, value: part.id });
    }
    return operations;
  }

  /**
   * Writes one synced batch, then runs `apply` (the memory change) and moves the revision in
   * the same tick, so no reader can see the new revision with the old catalogue. The history
   * entries go in the same batch: a write is never on disk without its entry, nor the reverse.
   */
  async function commit(
    operations: WriteOperation[],
    entries: readonly ChangeEntry[],
    apply: () => void,
  ): Promise<void> {
    await writeSynced(level, [
      ...operations,
      ...entries.map((entry) => historyOperation(level, entry)),
    ]);
    apply();
    writes += 1;
  }

  const history = createPartHistory({
    level,
    catalogue,
    queue,
    writeTime,
    commit,
    partOperations,
  });

  return {
    ...history,
    commitInQueue(operations, apply) {
      return queue.run(() => commit(operations, [], apply));
    },
    async list() {
      return catalogue.list();
    },
    async listWithCodeOutsideAscii() {
      return catalogue.list().filter((part) => NOT_PLAIN_ASCII.test(part.codigo));
    },
    async query(query) {
      return catalogue.query(query);
    },
    async get(id) {
      return catalogue.get(id);
    },
    async count() {
      return catalogue.size;
    },
    async revision() {
      return `${epoch}.${writes}`;
    },

    create(input: PartInput, author = SYSTEM_AUTHOR) {
      return queue.run(async () => {
        const part = newStoredPart(randomUUID(), input, writeTime());
        assertCodeFree(foldCode(part.codigo), part.codigo);
        const entry = changeEntry({ part, action: 'create', author, at: part.createdAt });
        await commit(partOperations(part), [entry], () => catalogue.put(part));
        return { ...part };
      });
    },

    update(
      id: string,
      input: PartInput,
      expectedVersion?: number,
      author = SYSTEM_AUTHOR,
      action: 'update' | 'restore-version' = 'update',
    ) {
      return queue.run(async (): Promise<StoredPart | undefined> => {
        const current = catalogue.get(id);
        if (current === undefined) return undefined;
        if (expectedVersion !== undefined && expectedVersion !== current.version) {
          throw new VersionConflictError(id, current.version);
        }
        const part = nextStoredPart(current, input, writeTime());
        assertCodeFree(foldCode(part.codigo), part.codigo, id);
        const entry = changeEntry({ part, action, author, at: part.updatedAt, before: current });
        await commit(partOperations(part, current), [entry], () => catalogue.put(part));
        return { ...part };
      });
    },

    delete(id: string) {
      return queue.run(async () => {
        const current = catalogue.get(id);
        if (current === undefined) return undefined;
        await commit(
          [
            { type: 'del', sublevel: level.parts, key: id },
            { type: 'del', sublevel: level.codes, key: foldCode(current.codigo) },
          ],
          [changeEntry({ part: current, action: 'purge', author: SYSTEM_AUTHOR, at: now() })],
          () => catalogue.remove(id),
        );
        return current;
      });
    },

    applyImport(list: readonly ImportWrite[], author = SYSTEM_AUTHOR) {
      return queue.run(async () => {
        if (list.length === 0) return [];
        const conflicts = findImportConflicts(list, {
          part: (id) => {
            const part = catalogue.get(id);
            return part && { version: part.version, codeKey: foldCode(part.codigo) };
          },
          holder: (codeKey) => catalogue.idForCode(codeKey),
        });
        if (conflicts.length > 0) throw new ImportConflictError(conflicts);
        const parts = importedParts(list, (id) => catalogue.get(id), writeTime);
        const journal = importJournal(randomUUID(), author, now(), parts);
        const entries = importEntries(parts, author, journal.id);
        // One LevelDB batch is one record in its log: after a crash it is there whole or not
        // at all, which is what makes the import (with its journal) all-or-nothing.
        await commit(
          [
            ...parts.flatMap(({ part, previous }) => partOperations(part, previous)),
            ...importOperations(level, journal),
          ],
          entries,
          () => parts.forEach(({ part }) => catalogue.put(part)),
        );
        return parts.map(({ part }) => ({ ...part }));
      });
    },
  };
}
