import type {
  ChangeEntry,
  ImportRecord,
  PageSize,
  PartCategory,
  PartsPage,
  SparePart,
} from '@castall/contracts';

export type { ChangeAction, ChangeEntry, FieldChange, ImportRecord } from '@castall/contracts';
import type { Readable } from 'node:stream';

/** A spare part as stored: the §3 fields plus what the server needs to keep edits safe. */
export interface StoredPart extends SparePart {
  /** Starts at 1 and grows by one on every update; an edit based on another version is a 409. */
  version: number;
  /** ISO 8601 time of creation. */
  createdAt: string;
  /** ISO 8601 time of the last write. */
  updatedAt: string;
}

/** What a create or an update writes: every §3 field but the id (validated before the store). */
export type PartInput = Omit<SparePart, 'id'>;

/**
 * Which fields a search looks at (spec §5): the shop matches the three names and the code;
 * the admin screen matches the three names, the code and the category.
 */
export type SearchScope = 'shop' | 'admin';

export interface PartQuery {
  /** Case- and accent-insensitive substring; the code also matches without separators. */
  search?: string;
  scope: SearchScope;
  categoria?: PartCategory;
  /** Only parts whose English or Spanish texts are empty or copied from Portuguese. */
  missingTranslation?: boolean;
  /** 1-based. A page past the end answers an empty `items` with the real `total`. */
  page: number;
  pageSize: PageSize;
}

/** One page of the filtered catalogue, as stored (the wire shape is `PartsPage` of contracts). */
export type PartPage = PartsPage<StoredPart>;

/** Thrown by create/update when another part already has the code (compared with `foldCode`). */
export class DuplicateCodeError extends Error {
  override readonly name = 'DuplicateCodeError';
  constructor(readonly codigo: string) {
    super(`Part code already in use: ${codigo}`);
  }
}

/** Thrown by update when `expectedVersion` is given and differs from the stored version. */
export class VersionConflictError extends Error {
  override readonly name = 'VersionConflictError';
  constructor(
    readonly id: string,
    readonly currentVersion: number,
  ) {
    super(`Part ${id} is at version ${currentVersion}`);
  }
}

/**
 * One write of an import: a new part, or the replacement of a part at the version the import
 * was planned on (an import never overwrites a change it did not see).
 */
export type ImportWrite =
  | { type: 'create'; input: PartInput }
  | { type: 'update'; id: string; input: PartInput; expectedVersion: number };

/**
 * A write of an import that the catalogue refuses, by its index in the list: its code is taken
 * (by another part or an earlier write of the list), or its part is at another version
 * (`currentVersion` 0: the part is gone).
 */
export interface ImportConflict {
  index: number;
  error: DuplicateCodeError | VersionConflictError;
}

/** Thrown by applyImport, which then wrote nothing; lists every write it refused. */
export class ImportConflictError extends Error {
  override readonly name = 'ImportConflictError';
  constructor(readonly conflicts: readonly ImportConflict[]) {
    super(`Import refused: ${conflicts.length} conflicting write(s)`);
  }
}

/** Who made a write, for the change history: an administrator's username, or `sistema`. */
export interface WriteAuthor {
  by: string;
}

/** The author of writes no administrator made (the demo seed, tests). */
export const SYSTEM_AUTHOR: WriteAuthor = { by: 'sistema' };

/** A part in the trash: out of every list, its code still reserved, until it is purged. */
export interface TrashedPart extends StoredPart {
  /** ISO 8601 time it was moved to the trash. */
  trashedAt: string;
  trashedBy: string;
}

/** How long a trashed part is kept before it is purged for good. */
export const TRASH_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Thrown by undoImport, which then changed nothing: parts the import wrote were changed since
 * (or are in the trash, or gone), or their old code is taken now. Lists their codes.
 */
export class UndoConflictError extends Error {
  override readonly name = 'UndoConflictError';
  constructor(readonly codes: readonly string[]) {
    super(`Import cannot be undone: ${codes.join(', ')}`);
  }
}

/** The write history and the trash of the catalogue (issue 14), kept in the same units. */
export interface PartHistory {
  /** Moves a live part to the trash; resolves it, or undefined when no live part has the id. */
  trash(id: string, author: WriteAuthor): Promise<TrashedPart | undefined>;
  /** The trashed parts, most recently trashed first. */
  trashed(): Promise<TrashedPart[]>;
  /** Brings a trashed part back into the catalogue (next version); undefined when not trashed. */
  restore(id: string, author: WriteAuthor): Promise<StoredPart | undefined>;
  /** Deletes a trashed part for good, freeing its code; undefined when not trashed. */
  purge(id: string, author: WriteAuthor): Promise<TrashedPart | undefined>;
  /** Purges every part trashed before `cutoff` (epoch ms); resolves them (their images go too). */
  purgeTrashedBefore(cutoff: number): Promise<TrashedPart[]>;
  /** The writes of one part, oldest first (also after it was purged). */
  changes(partId: string): Promise<ChangeEntry[]>;
  /** The most recent imports, newest first. */
  imports(limit: number): Promise<ImportRecord[]>;
  /**
   * Undoes an import as one unit: the parts it created are deleted, the parts it updated get
   * their fields from before it. Undefined when no import has the id or it was undone already.
   * @throws UndoConflictError
   */
  undoImport(id: string, author: WriteAuthor): Promise<ImportRecord | undefined>;
}

/**
 * The spare-parts catalogue. Every method resolves only once the write is durable (the
 * embedded store syncs to disk; MongoDB is asked for journaled majority acknowledgement).
 * Order everywhere: creation order, oldest first (ties by id), so pages are stable.
 */
export interface PartRepository extends PartHistory {
  /** Every part, in creation order. */
  list(): Promise<StoredPart[]>;
  /**
   * The parts whose code has a character outside printable ASCII, in creation order: the few a
   * new plain-ASCII code may be drawn like (look-alike codes, parts/code-skeleton.ts).
   */
  listWithCodeOutsideAscii(): Promise<StoredPart[]>;
  query(query: PartQuery): Promise<PartPage>;
  get(id: string): Promise<StoredPart | undefined>;
  count(): Promise<number>;
  /** @throws DuplicateCodeError */
  create(input: PartInput, author?: WriteAuthor): Promise<StoredPart>;
  /**
   * Replaces every field of `input`; resolves undefined when no part has the id.
   * @throws DuplicateCodeError, VersionConflictError
   */
  update(
    id: string,
    input: PartInput,
    expectedVersion?: number,
    author?: WriteAuthor,
    /** How the history names the write: an edit, or an earlier version put back. */
    action?: 'update' | 'restore-version',
  ): Promise<StoredPart | undefined>;
  /**
   * Deletes a live part for good, without the trash (the admin screen trashes instead);
   * resolves the removed part, or undefined when no part had the id.
   */
  delete(id: string): Promise<StoredPart | undefined>;
  /**
   * Applies the writes of an import as one unit, in order: all of them, or none when any is
   * refused (then every refused write is listed). A crash mid-way leaves all or none. The
   * revision changes once for the whole list (not at all for an empty one). Resolves the
   * written parts, in the order of the list.
   * @throws ImportConflictError
   */
  applyImport(writes: readonly ImportWrite[], author?: WriteAuthor): Promise<StoredPart[]>;
  /**
   * Changes whenever the catalogue changes (any create, update, delete or import, from any
   * process sharing the database), so a serialized list can be cached and given an ETag.
   */
  revision(): Promise<string>;
}

/** A server-side session (koa-session's data), kept until `expiresAt` (epoch ms). */
export interface SessionRecord {
  data: Record<string, unknown>;
  expiresAt: number;
}

export interface SessionStore {
  /** Undefined when missing or expired (an expired record may be removed on the way). */
  get(id: string): Promise<SessionRecord | undefined>;
  set(id: string, record: SessionRecord): Promise<void>;
  destroy(id: string): Promise<void>;
  /**
   * Destroys every session logged in as `user` (`data.user`), but the one named `except` if
   * given: a new password ends the sessions opened with the old one.
   */
  destroyAllOf(user: string, except?: string): Promise<void>;
}

export interface AdminAccount {
  username: string;
  /** Self-describing KDF string, e.g. `scrypt$N$r$p$salt$hash` (base64url parts). */
  passwordHash: string;
  updatedAt: string;
  /**
   * Hash of the ADMIN_PASSWORD value last applied to this account, so a start with the same
   * value keeps a password changed since. Absent when ADMIN_PASSWORD never set it.
   */
  environmentPasswordHash?: string;
}

export interface AccountStore {
  get(username: string): Promise<AdminAccount | undefined>;
  put(account: AdminAccount): Promise<void>;
  /**
   * Stores the account only if none has its username, atomically (two servers starting
   * together must not both create the first administrator). Resolves whether it did.
   */
  create(account: AdminAccount): Promise<boolean>;
  count(): Promise<number>;
}

export interface NewsletterStore {
  /** Stores the address once; compares lower-cased. Resolves whether it was new. */
  subscribe(email: string): Promise<{ added: boolean }>;
  count(): Promise<number>;
}

/** How one login limit counts: this many failures within the window lock a key that long. */
export interface FailureRule {
  maxFailures: number;
  windowMs: number;
}

/**
 * The failures and locks of one login limit (per username, or per client address), shared by
 * every server on the store (issue 14): a lock earned through one instance refuses the next
 * attempt on any other. Each method is one atomic step; `now` is epoch ms.
 */
export interface FailureLedger {
  /** Milliseconds until `key` is unlocked; 0 when it is not locked. */
  lockedFor(key: string, now: number): Promise<number>;
  /**
   * Counts an attempt on `key` before its password is checked, and resolves a token to settle
   * it with; undefined (nothing counted) while the key is locked, or while its failures plus
   * the attempts still pending already make the limit.
   */
  begin(key: string, now: number): Promise<string | undefined>;
  /** Settles the attempt as a failure; resolves the lock it earned in ms (0: none). */
  fail(key: string, token: string, now: number): Promise<number>;
  /** Settles the attempt as a success: the key's failures are forgotten, a lock never. */
  succeed(key: string, token: string, now: number): Promise<void>;
  /** Settles the attempt without counting it either way. */
  release(key: string, token: string): Promise<void>;
}

export interface LoginFailureStore {
  /** The ledger of one limit, by name (`username`, `address`); the same name, the same counts. */
  ledger(scope: string, rule: FailureRule): FailureLedger;
}

/** A file as `FileStore.open` found it; its content is read only when `stream` is called. */
export interface StoredFile {
  /** Bytes. */
  size: number;
  /**
   * As `put` was given it; the embedded store, whose files carry no metadata, answers the type
   * of the name's extension (`.webp`, `.jpg`, `.jpeg`, `.png`, `.gif`; else octet-stream).
   */
  contentType: string;
  /**
   * A strong validator (without quotes): the same while the name holds the same content, never
   * the same for other content under the name.
   */
  etag: string;
  /** When the content was stored. */
  modified: Date;
  /**
   * Opens the content, a new stream per call. A file removed or replaced since `open` fails
   * the stream with an error rather than sending other bytes.
   */
  stream(): Readable;
}

/**
 * Files by name (part images and their thumbnails), shared by every server on the store
 * (issue 14). A name is a file name, alone or in one folder (`<uuid>.webp`,
 * `thumbs/<uuid>.webp`); each part starts with a letter or digit and holds only letters,
 * digits, `_`, `.` and `-` (at most 255 characters, a file system's limit), so no name can
 * leave the store.
 */
export interface FileStore {
  /**
   * Stores the content under the name, replacing any file of that name; a reader sees the old
   * file or the new one, never part of one. Resolves once it is durable.
   * @throws InvalidFileNameError
   */
  put(name: string, content: Buffer, contentType: string): Promise<void>;
  /** The file of that name; undefined when there is none (or the name is not a valid one). */
  open(name: string): Promise<StoredFile | undefined>;
  /**
   * Removes the file of that name; resolves also when there was none.
   * @throws InvalidFileNameError
   */
  remove(name: string): Promise<void>;
  /** Every stored name, in no particular order. */
  list(): Promise<string[]>;
}

/** Thrown by FileStore.put and remove for a name outside the rules of `FileStore`. */
export class InvalidFileNameError extends Error {
  override readonly name = 'InvalidFileNameError';
  constructor(readonly fileName: string) {
    super(`Invalid file name: ${JSON.stringify(fileName)}`);
  }
}

/** One part an import wrote: the version it left, and its fields before (none: it created it). */
export interface JournalPart {
  id: string;
  version: number;
  before?: PartInput;
}

/** What the store keeps of an import, so it can be undone as one step. */
export interface ImportJournal extends ImportRecord {
  parts: JournalPart[];
}

export interface Subscriber {
  email: string;
  subscribedAt: string;
}

/**
 * One record of a backup (issue 14): what the store keeps but images (`files`), sessions and
 * login counts (which a restore must not bring back).
 */
export type BackupRecord =
  | { kind: 'part'; part: StoredPart }
  | { kind: 'trashed'; part: TrashedPart }
  | { kind: 'change'; entry: ChangeEntry }
  | { kind: 'import'; journal: ImportJournal }
  | { kind: 'account'; account: AdminAccount }
  | { kind: 'subscriber'; subscriber: Subscriber };

/** Reads a whole store out, and writes one into an empty store, as it was (issue 14). */
export interface BackupPort {
  /** Every record, read while the store keeps serving (parts in creation order first). */
  records(): AsyncIterable<BackupRecord>;
  /** True when the store holds no part, trash, history, import, account or subscriber. */
  isEmpty(): Promise<boolean>;
  /**
   * Writes records as they are (ids, versions and times kept), rebuilding what derives from
   * them (code index, search fields, revision). Only for an empty store: restore checks first.
   */
  load(records: readonly BackupRecord[]): Promise<void>;
}

/** Everything the server keeps, behind one interface for both implementations. */
export interface Store {
  readonly kind: 'embedded' | 'mongodb';
  /** Where the data lives, for the start-up log: a folder or a MongoDB database. */
  readonly location: string;
  readonly parts: PartRepository;
  readonly sessions: SessionStore;
  readonly accounts: AccountStore;
  readonly newsletter: NewsletterStore;
  readonly loginFailures: LoginFailureStore;
  readonly backup: BackupPort;
  /** Part images, by name: what one server stores, every server on the store serves. */
  readonly files: FileStore;
  /** Resolves when the store answers a read now; rejects when it cannot (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
