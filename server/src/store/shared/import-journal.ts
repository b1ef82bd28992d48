import { foldCode } from '../../parts/search-text';
import type { ImportedPart } from '../imported-parts';
import type {
  ImportJournal,
  ImportRecord,
  JournalPart,
  PartInput,
  StoredPart,
  WriteAuthor,
} from '../types';

export type { ImportJournal, JournalPart } from '../types';
import { pickPartInput } from './part-fields';

/** The journal of an import that wrote `written` (a part updated twice appears once). */
export function importJournal(
  id: string,
  author: WriteAuthor,
  at: string,
  written: readonly ImportedPart[],
): ImportJournal {
  const byId = new Map<string, JournalPart>();
  for (const { part, previous } of written) {
    const known = byId.get(part.id);
    if (known !== undefined) {
      known.version = part.version;
      continue;
    }
    const entry: JournalPart = { id: part.id, version: part.version };
    if (previous !== undefined) entry.before = pickPartInput(previous);
    byId.set(part.id, entry);
  }
  const parts = [...byId.values()];
  const created = parts.filter((part) => part.before === undefined).length;
  return { id, at, by: author.by, created, updated: parts.length - created, parts };
}

/** The record the admin screen lists, without the undo data. */
export function importRecord({ parts: _parts, ...record }: ImportJournal): ImportRecord {
  return record;
}

/** One step of an undo: a created part to delete, or an updated part to set back. */
export type UndoStep =
  | { type: 'delete'; current: StoredPart }
  | { type: 'revert'; current: StoredPart; before: PartInput };

export type UndoPlan = { ok: true; steps: UndoStep[] } | { ok: false; codes: string[] };

export interface UndoLookups {
  /** The live part with the id, if any. */
  live(id: string): StoredPart | undefined;
  /** The id of the part (live or trashed) holding a folded code, if any. */
  holder(codeKey: string): string | undefined;
}

/**
 * Plans the undo of an import, or names the parts that stop it: changed since the import (or
 * trashed, or gone), or whose old code another part holds now.
 */
export function planUndo(journal: ImportJournal, lookups: UndoLookups): UndoPlan {
  const steps: UndoStep[] = [];
  const refused: string[] = [];
  const touched = new Set(journal.parts.map((part) => part.id));
  for (const { id, version, before } of journal.parts) {
    const current = lookups.live(id);
    if (current === undefined || current.version !== version) {
      refused.push(current?.codigo ?? before?.codigo ?? id);
      continue;
    }
    if (before === undefined) {
      steps.push({ type: 'delete', current });
      continue;
    }
    const holder = lookups.holder(foldCode(before.codigo));
    if (holder !== undefined && !touched.has(holder)) {
      refused.push(before.codigo);
      continue;
    }
    steps.push({ type: 'revert', current, before });
  }
  return refused.length > 0 ? { ok: false, codes: refused } : { ok: true, steps };
}
