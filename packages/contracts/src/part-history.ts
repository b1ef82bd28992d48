import type { ApiAnswer } from './api-answer';
import type { ListedPart } from './parts-page';
import type { SparePart } from './spare-part';

/** A part's fields but its id: what a write sets. */
type PartFieldName = Exclude<keyof SparePart, 'id'>;

/** What a change-history entry records (issue 14). */
export type ChangeAction =
  | 'create'
  | 'update'
  /** An earlier version put back from the history (issue 38 item 11): an update, so named. */
  | 'restore-version'
  | 'trash'
  | 'restore'
  | 'purge'
  | 'import'
  | 'undo-import';

/** One field a write changed; `from` is null on a create. */
export interface FieldChange {
  field: PartFieldName;
  from: string | number | null;
  to: string | number | null;
}

/** One write of one part: who, when, what, and which fields changed (old → new). */
export interface ChangeEntry {
  partId: string;
  /** The part's code after the write. */
  codigo: string;
  /** ISO 8601. */
  at: string;
  by: string;
  action: ChangeAction;
  changes: FieldChange[];
  /** The import that made (or undid) the change. */
  importId?: string;
}

/** A CSV import as the admin screen lists it. */
export interface ImportRecord {
  id: string;
  at: string;
  by: string;
  created: number;
  updated: number;
  /** Set once the import is undone. */
  undoneAt?: string;
}

/** A part in the trash as `GET /api/produtos-lixeira.php` lists it. */
export interface TrashedListedPart extends ListedPart {
  trashedAt: string;
  trashedBy: string;
  /** When it will be deleted for good (ISO 8601). */
  purgeAt: string;
}

export type TrashAnswer = ApiAnswer<{ produtos: TrashedListedPart[] }>;
export type HistoryAnswer = ApiAnswer<{ historico: ChangeEntry[] }>;
export type ImportsAnswer = ApiAnswer<{ importacoes: ImportRecord[] }>;
export type UndoImportAnswer = ApiAnswer<{ importacao: ImportRecord }>;
