import { foldCode } from '../../parts/search-text';
import { changeEntry, restoredPart, trashedPart } from '../shared/change-entries';
import {
  importRecord,
  planUndo,
  type ImportJournal,
  type UndoStep,
} from '../shared/import-journal';
import { nextStoredPart } from '../shared/part-fields';
import {
  UndoConflictError,
  type ChangeEntry,
  type ImportRecord,
  type PartHistory,
  type StoredPart,
  type TrashedPart,
  type WriteAuthor,
} from '../types';
import type { Level, WriteOperation } from './level';
import type { PartCatalogue } from './part-catalogue';
import type { WriteQueue } from './write-queue';

/** What the parts repository shares with its trash and history. */
export interface HistoryContext {
  level: Level;
  catalogue: PartCatalogue;
  queue: WriteQueue;
  writeTime: () => Date;
  commit(
    operations: WriteOperation[],
    entries: readonly ChangeEntry[],
    apply: () => void,
  ): Promise<void>;
  partOperations(part: StoredPart, previous?: StoredPart): WriteOperation[];
}

/** Keys sort by part, then time: one part's history is one ordered range. */
export function historyOperation(level: Level, entry: ChangeEntry): WriteOperation {
  const key = `${entry.partId}!${entry.at}`;
  return { type: 'put', sublevel: level.history, key, value: JSON.stringify(entry) };
}

export function importOperations(level: Level, journal: ImportJournal): WriteOperation[] {
  return [
    { type: 'put', sublevel: level.imports, key: journal.id, value: JSON.stringify(journal) },
    {
      type: 'put',
      sublevel: level.importList,
      key: `${journal.at}!${journal.id}`,
      value: JSON.stringify(importRecord(journal)),
    },
  ];
}

/**
 * The trash, the change history and the undo of imports on LevelDB. Each move is one synced
 * batch holding the part, its code index, its trash record and its history entry, run in the
 * parts' write queue, so a crash keeps all of a move or none of it.
 */
export function createPartHistory(context: HistoryContext): PartHistory {
  const { level, catalogue, queue, writeTime, commit, partOperations } = context;

  function trashOperations(part: TrashedPart): WriteOperation {
    return { type: 'put', sublevel: level.trash, key: part.id, value: JSON.stringify(part) };
  }

  /** Deletes a trashed part for good (its history stays); inside the queue. */
  async function purgeNow(trashed: TrashedPart, author: WriteAuthor): Promise<void> {
    const entry = changeEntry({
      part: trashed,
      action: 'purge',
      author,
      at: writeTime().toISOString(),
    });
    await commit(
      [
        { type: 'del', sublevel: level.trash, key: trashed.id },
        { type: 'del', sublevel: level.codes, key: foldCode(trashed.codigo) },
      ],
      [entry],
      () => catalogue.removeTrashed(trashed.id),
    );
  }

  async function readJournal(id: string): Promise<ImportJournal | undefined> {
    const text = await level.imports.get(id);
    return text === undefined ? undefined : (JSON.parse(text) as ImportJournal);
  }

  function undoOperations(steps: readonly UndoStep[], journal: ImportJournal, author: WriteAuthor) {
    const operations: WriteOperation[] = [];
    const entries: ChangeEntry[] = [];
    const apply: (() => void)[] = [];
    // Deletions first, so a code a deleted part held is free before a revert takes it back.
    for (const step of steps.filter((candidate) => candidate.type === 'delete')) {
      const { current } = step;
      operations.push(
        { type: 'del', sublevel: level.parts, key: current.id },
        { type: 'del', sublevel: level.codes, key: foldCode(current.codigo) },
      );
      entries.push(
        changeEntry({
          part: current,
          action: 'undo-import',
          author,
          at: writeTime().toISOString(),
          importId: journal.id,
        }),
      );
      apply.push(() => catalogue.remove(current.id));
    }
    for (const step of steps) {
      if (step.type !== 'revert') continue;
      const part = nextStoredPart(step.current, step.before, writeTime());
      operations.push(...partOperations(part, step.current));
      entries.push(
        changeEntry({
          part,
          action: 'undo-import',
          author,
          at: part.updatedAt,
          before: step.current,
          importId: journal.id,
        }),
      );
      apply.push(() => catalogue.put(part));
    }
    // Every deletion before any put: when two reverts swap codes, one's deletion of its old
    // code key must not remove the entry the other has just written there.
    const ordered = [
      ...operations.filter((operation) => operation.type === 'del'),
      ...operations.filter((operation) => operation.type === 'put'),
    ];
    return { operations: ordered, entries, apply };
  }

  return {
    trash(id, author) {
      return queue.run(async () => {
        const current = catalogue.get(id);
        if (current === undefined) return undefined;
        const trashed = trashedPart(current, author, writeTime().toISOString());
        await commit(
          // The code index entry stays: the code is reserved until the part is purged.
          [{ type: 'del', sublevel: level.parts, key: id }, trashOperations(trashed)],
          [changeEntry({ part: current, action: 'trash', author, at: trashed.trashedAt })],
          () => {
            catalogue.remove(id);
            catalogue.putTrashed(trashed);
          },
        );
        return { ...trashed };
      });
    },

    async trashed() {
      return catalogue.listTrashed();
    },

    restore(id, author) {
      return queue.run(async () => {
        const trashed = catalogue.getTrashed(id);
        if (trashed === undefined) return undefined;
        const part = restoredPart(trashed, writeTime().toISOString());
        await commit(
          [
            { type: 'del', sublevel: level.trash, key: id },
            { type: 'put', sublevel: level.parts, key: id, value: JSON.stringify(part) },
          ],
          [changeEntry({ part, action: 'restore', author, at: part.updatedAt })],
          () => {
            catalogue.removeTrashed(id);
            catalogue.put(part);
          },
        );
        return { ...part };
      });
    },

    purge(id, author) {
      return queue.run(async () => {
        const trashed = catalogue.getTrashed(id);
        if (trashed === undefined) return undefined;
        await purgeNow(trashed, author);
        return trashed;
      });
    },

    purgeTrashedBefore(cutoff) {
      return queue.run(async () => {
        const expired = catalogue
          .listTrashed()
          .filter((part) => Date.parse(part.trashedAt) < cutoff);
        for (const part of expired) await purgeNow(part, { by: 'sistema' });
        return expired;
      });
    },

    async changes(partId) {
      const texts = await level.history.values({ gt: `${partId}!`, lt: `${partId}!\uffff` }).all();
      return texts.map((text) => JSON.parse(text) as ChangeEntry);
    },

    async imports(limit) {
      const texts = await level.importList.values({ reverse: true, limit }).all();
      return texts.map((text) => JSON.parse(text) as ImportRecord);
    },

    undoImport(id, author) {
      return queue.run(async () => {
        const journal = await readJournal(id);
        if (journal === undefined || journal.undoneAt !== undefined) return undefined;
        const plan = planUndo(journal, {
          live: (partId) => catalogue.get(partId),
          holder: (codeKey) => catalogue.idForCode(codeKey),
        });
        if (!plan.ok) throw new UndoConflictError(plan.codes);
        const undone: ImportJournal = { ...journal, undoneAt: writeTime().toISOString() };
        const { operations, entries, apply } = undoOperations(plan.steps, journal, author);
        await commit([...operations, ...importOperations(level, undone)], entries, () => {
          for (const step of apply) step();
        });
        return importRecord(undone);
      });
    },
  };
}
