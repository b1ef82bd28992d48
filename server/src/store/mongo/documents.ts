import { pickPartInput } from '../shared/part-fields';
import { searchFields, type SearchFields } from '../shared/search-fields';
import { typoKeys } from '../shared/typo-match';
import type { ImportJournal } from '../shared/import-journal';
import type { ChangeEntry, StoredPart } from '../types';

/** A part document: the stored part plus the folded fields the searches and the index use. */
export interface PartDocument extends StoredPart {
  searchShop: string[];
  searchAdmin: string[];
  /** foldCode(codigo), unique: the database itself refuses a second part with the code. */
  codeKey: string;
  lacksTranslation: boolean;
  /** Each scope's words and their one-letter deletions, for the typo-tolerant search. */
  typoKeysShop: string[];
  typoKeysAdmin: string[];
}

export interface SessionDocument {
  /** The SHA-256 of the session id (sessionKey), never the id. */
  _id: string;
  data: Record<string, unknown>;
  /** A Date (not epoch ms) so the TTL index can remove expired sessions. */
  expiresAt: Date;
}

export interface AccountDocument {
  _id: string;
  passwordHash: string;
  updatedAt: string;
  environmentPasswordHash?: string;
}

export interface SubscriberDocument {
  /** The lower-cased address: the primary key does the dedupe. */
  _id: string;
  email: string;
  subscribedAt: string;
}

/** One key of one login limit: `_id` is `{scope}:{key}` (store/mongo/login-failures.ts). */
export interface LoginFailureDocument {
  _id: string;
  /** Epoch ms of the failures still inside the window. */
  failures: number[];
  /** Attempts begun and not settled, each with its token and start (epoch ms). */
  pending: { token: string; at: number }[];
  /** Epoch ms; 0 when not locked. */
  lockedUntil: number;
  /** The TTL index removes the document after this. */
  expiresAt: Date;
}

export interface MetaDocument {
  _id: string;
  /** Chosen when the document is first made, so a recreated database never reuses a revision. */
  epoch?: string;
  counter: number;
}

/** The folded fields a part document keeps beside the part, computed on every write. */
export function searchDocumentFields(search: SearchFields) {
  return {
    searchShop: search.shop,
    searchAdmin: search.admin,
    codeKey: search.codeKey,
    lacksTranslation: search.lacksTranslation,
    typoKeysShop: typoKeys(search.words.shop),
    typoKeysAdmin: typoKeys(search.words.admin),
  };
}

export function toPartDocument(part: StoredPart): PartDocument {
  return { ...part, ...searchDocumentFields(searchFields(part)) };
}

/** Leaves the internal fields on the server; `toStoredPart` drops them again regardless. */
export const PART_PROJECTION = {
  _id: 0,
  searchShop: 0,
  searchAdmin: 0,
  codeKey: 0,
  lacksTranslation: 0,
  typoKeysShop: 0,
  typoKeysAdmin: 0,
} as const;

/** Exactly the StoredPart fields of a document, without `_id` and the search fields. */
export function toStoredPart(document: StoredPart): StoredPart {
  return {
    id: document.id,
    ...pickPartInput(document),
    version: document.version,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
  };
}

/** A trashed part: the part document, out of `parts`, with when and by whom it was trashed. */
export interface TrashDocument extends PartDocument {
  trashedAt: string;
  trashedBy: string;
}

export type HistoryDocument = ChangeEntry;

/** An import's journal; `_id` is its id. */
export interface ImportDocument extends Omit<ImportJournal, 'id'> {
  _id: string;
}
