import { PART_DATA_FIELDS } from '@castall/contracts/part-schema';
import { pickPartInput } from './part-fields';
import type {
  ChangeAction,
  ChangeEntry,
  FieldChange,
  PartInput,
  StoredPart,
  TrashedPart,
  WriteAuthor,
} from '../types';

const RECORDED_FIELDS: readonly (keyof PartInput)[] = [...PART_DATA_FIELDS, 'imagem'];

/** The fields that differ between two versions of a part; every set field on a create. */
export function fieldChanges(before: PartInput | undefined, after: PartInput): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of RECORDED_FIELDS) {
    const from = before === undefined ? null : before[field];
    const to = after[field];
    if (from === to || (before === undefined && to === '')) continue;
    changes.push({ field, from, to });
  }
  return changes;
}

interface EntryFields {
  part: StoredPart;
  action: ChangeAction;
  author: WriteAuthor;
  at: string;
  before?: PartInput;
  importId?: string;
}

/** One history entry; field changes only where the action changes fields. */
export function changeEntry({ part, action, author, at, before, importId }: EntryFields) {
  const changesFields =
    action === 'create' ||
    action === 'update' ||
    action === 'restore-version' ||
    action.includes('import');
  const entry: ChangeEntry = {
    partId: part.id,
    codigo: part.codigo,
    at,
    by: author.by,
    action,
    changes: changesFields ? fieldChanges(before, part) : [],
  };
  if (importId !== undefined) entry.importId = importId;
  return entry;
}

/** The history entries of an import: one per written part, naming the import. */
export function importEntries(
  written: readonly { part: StoredPart; previous?: StoredPart }[],
  author: WriteAuthor,
  importId: string,
): ChangeEntry[] {
  return written.map(({ part, previous }) =>
    changeEntry({ part, action: 'import', author, at: part.updatedAt, before: previous, importId }),
  );
}

/** The part as it goes to the trash. */
export function trashedPart(part: StoredPart, author: WriteAuthor, at: string): TrashedPart {
  return { ...part, trashedAt: at, trashedBy: author.by };
}

/** The part as it comes back from the trash: the next version, without the trash fields. */
export function restoredPart(trashed: TrashedPart, at: string): StoredPart {
  return {
    id: trashed.id,
    ...pickPartInput(trashed),
    version: trashed.version + 1,
    createdAt: trashed.createdAt,
    updatedAt: at,
  };
}

/** Most recently trashed first, ties by id. */
export function compareTrashed(a: TrashedPart, b: TrashedPart): number {
  if (a.trashedAt !== b.trashedAt) return a.trashedAt > b.trashedAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
