import { pickPartInput } from '../shared/part-fields';
import { searchFields } from '../shared/search-fields';
import type { StoredPart } from '../types';

/** A part document: the stored part plus the folded fields the searches and the index use. */
export interface PartDocument extends StoredPart {
  searchShop: string[];
  searchAdmin: string[];
  /** foldCode(codigo), unique: the database itself refuses a second part with the code. */
  codeKey: string;
  lacksTranslation: boolean;
}

export interface SessionDocument {
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

export interface MetaDocument {
  _id: string;
  /** Chosen when the document is first made, so a recreated database never reuses a revision. */
  epoch?: string;
  counter: number;
}

export function toPartDocument(part: StoredPart): PartDocument {
  const search = searchFields(part);
  return {
    ...part,
    searchShop: search.shop,
    searchAdmin: search.admin,
    codeKey: search.codeKey,
    lacksTranslation: search.lacksTranslation,
  };
}

/** Leaves the internal fields on the server; `toStoredPart` drops them again regardless. */
export const PART_PROJECTION = {
  _id: 0,
  searchShop: 0,
  searchAdmin: 0,
  codeKey: 0,
  lacksTranslation: 0,
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
