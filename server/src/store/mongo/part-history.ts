import type { ClientSession, MongoClient } from 'mongodb';
import { foldCode } from '../../parts/search-text';
import { changeEntry, restoredPart, trashedPart } from '../shared/change-entries';
import { importRecord, planUndo, type ImportJournal } from '../shared/import-journal';
import { nextStoredPart } from '../shared/part-fields';
import {
  DuplicateCodeError,
  SYSTEM_AUTHOR,
  UndoConflictError,
  type ChangeEntry,
  type PartHistory,
  type StoredPart,
  type TrashedPart,
  type WriteAuthor,
} from '../types';
import type { Collections } from './collections';
import {
  PART_PROJECTION,
  toPartDocument,
  toStoredPart,
  type ImportDocument,
  type TrashDocument,
} from './documents';
import type { Revision } from './revision';
import { writeWithRevision } from './write-with-revision';

export interface PartHistoryDeps {
  client: MongoClient;
  collections: Collections;
  revision: Revision;
  writeTime: () => Date;
}

/**
 * A code held by a trashed part is taken: checked inside the writing transaction, whose
 * snapshot makes a concurrent trash move a write conflict (retried) rather than a miss.
 */
export async function assertCodeNotTrashed(
  { trash }: Collections,
  codigo: string,
  session: ClientSession,
): Promise<void> {
  const holder = await trash.findOne(
    { codeKey: { $eq: foldCode(codigo) } },
    { session, projection: { _id: 1 } },
  );
  if (holder !== null) throw new DuplicateCodeError(codigo);
}

function toTrashedPart(document: TrashDocument): TrashedPart {
  return {
    ...toStoredPart(document),
    trashedAt: document.trashedAt,
    trashedBy: document.trashedBy,
  };
}

function toJournal({ _id, ...journal }: ImportDocument): ImportJournal {
  return { id: _id, ...journal };
}

const HISTORY_PROJECTION = { _id: 0 } as const;

/**
 * The trash, the change history and the undo of imports in MongoDB: each move runs in one
 * transaction with its history entry and the revision bump, so every server sees all of it
 * or none of it.
 */
export function createPartHistory(deps: PartHistoryDeps): PartHistory {
  const { client, collections, revision, writeTime } = deps;
  const { parts, trash, history, imports } = collections;
  const now = () => writeTime().toISOString();

  function write<T>(body: (session: ClientSession) => Promise<T | undefined>) {
    return writeWithRevision(client, revision, body, (result) => result !== undefined);
  }

  async function purgeIn(
    session: ClientSession,
    id: string,
    author: WriteAuthor,
  ): Promise<TrashedPart | undefined> {
    const document = await trash.findOneAndDelete({ id: { $eq: id } }, { session });
    if (document === null) return undefined;
    const part = toTrashedPart(document);
    await history.insertOne(changeEntry({ part, action: 'purge', author, at: now() }), {
      session,
    });
    return part;
  }

  return {
    trash(id, author) {
      return write(async (session) => {
        const document = await parts.findOneAndDelete(
          { id: { $eq: id } },
          { projection: PART_PROJECTION, session },
        );
        if (document === null) return undefined;
        const part = toStoredPart(document);
        const trashed = trashedPart(part, author, now());
        const { trashedAt, trashedBy } = trashed;
        await trash.insertOne({ ...toPartDocument(part), trashedAt, trashedBy }, { session });
        await history.insertOne(changeEntry({ part, action: 'trash', author, at: trashedAt }), {
          session,
        });
        return trashed;
      });
    },

    async trashed() {
      const documents = await trash
        .find({}, { sort: { trashedAt: -1, id: 1 }, projection: { _id: 0 } })
        .toArray();
      return documents.map(toTrashedPart);
    },

    restore(id, author) {
      return write(async (session) => {
        const document = await trash.findOneAndDelete({ id: { $eq: id } }, { session });
        if (document === null) return undefined;
        const part = restoredPart(toTrashedPart(document), now());
        await parts.insertOne(toPartDocument(part), { session });
        await history.insertOne(
          changeEntry({ part, action: 'restore', author, at: part.updatedAt }),
          { session },
        );
        return part;
      });
    },

    purge(id, author) {
      return write((session) => purgeIn(session, id, author));
    },

    async purgeTrashedBefore(cutoff) {
      const expired = await trash
        .find(
          { trashedAt: { $lt: new Date(cutoff).toISOString() } },
          { projection: { _id: 0, id: 1 } },
        )
        .toArray();
      const purged: TrashedPart[] = [];
      for (const { id } of expired) {
        const part = await write((session) => purgeIn(session, id, SYSTEM_AUTHOR));
        if (part !== undefined) purged.push(part);
      }
      return purged;
    },

    changes(partId) {
      return history
        .find({ partId: { $eq: partId } }, { sort: { at: 1 }, projection: HISTORY_PROJECTION })
        .toArray();
    },

    async imports(limit) {
      const documents = await imports
        .find({}, { sort: { at: -1 }, limit, projection: { parts: 0 } })
        .toArray();
      return documents.map((document) => importRecord(toJournal({ ...document, parts: [] })));
    },

    undoImport(id, author) {
      return write(async (session) => {
        const document = await imports.findOne({ _id: { $eq: id } }, { session });
        if (document === null || document.undoneAt !== undefined) return undefined;
        const journal = toJournal(document);
        const ids = journal.parts.map((part) => part.id);
        const live = await parts
          .find({ id: { $in: ids } }, { session, projection: PART_PROJECTION })
          .toArray();
        const liveById = new Map(live.map((part) => [part.id, toStoredPart(part)]));
        const codeKeys = journal.parts.flatMap(({ before }) =>
          before === undefined ? [] : [foldCode(before.codigo)],
        );
        const holders = [
          ...(await parts
            .find({ codeKey: { $in: codeKeys } }, { session, projection: { id: 1, codeKey: 1 } })
            .toArray()),
          ...(await trash
            .find({ codeKey: { $in: codeKeys } }, { session, projection: { id: 1, codeKey: 1 } })
            .toArray()),
        ];
        const holderByKey = new Map(holders.map((holder) => [holder.codeKey, holder.id]));
        const plan = planUndo(journal, {
          live: (partId) => liveById.get(partId),
          holder: (codeKey) => holderByKey.get(codeKey),
        });
        if (!plan.ok) throw new UndoConflictError(plan.codes);

        const entries: ChangeEntry[] = [];
        const reverted: StoredPart[] = [];
        for (const step of plan.steps) {
          if (step.type === 'delete') {
            await parts.deleteOne({ id: { $eq: step.current.id } }, { session });
            entries.push(
              changeEntry({
                part: step.current,
                action: 'undo-import',
                author,
                at: now(),
                importId: id,
              }),
            );
            continue;
          }
          const part = nextStoredPart(step.current, step.before, writeTime());
          reverted.push(part);
          entries.push(
            changeEntry({
              part,
              action: 'undo-import',
              author,
              at: part.updatedAt,
              before: step.current,
              importId: id,
            }),
          );
        }
        // Two reverts may swap codes: remove them all first, then write them back, so the
        // unique code index never sees two parts holding one code mid-way.
        await parts.deleteMany({ id: { $in: reverted.map((part) => part.id) } }, { session });
        if (reverted.length > 0) {
          await parts.insertMany(reverted.map(toPartDocument), { session });
        }
        if (entries.length > 0) await history.insertMany(entries, { session });
        const undoneAt = now();
        await imports.updateOne({ _id: { $eq: id } }, { $set: { undoneAt } }, { session });
        return importRecord({ ...journal, undoneAt });
      });
    },
  };
}
