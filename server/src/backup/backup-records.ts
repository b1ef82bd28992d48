import {
  PART_DATA_FIELDS,
  PART_FIELDS,
  pickPartData,
  readPartFields,
  type PartData,
} from '@castall/contracts/part-schema';
import { isValidFileName } from '../store/shared/file-names';
import type {
  AdminAccount,
  BackupRecord,
  ChangeAction,
  ChangeEntry,
  FieldChange,
  ImportJournal,
  PartInput,
  StoredPart,
  Subscriber,
} from '../store/types';

/** A record that cannot be restored; `reason` is a Portuguese phrase, the caller adds where. */
export class RecordRefusal extends Error {
  override readonly name = 'RecordRefusal';
}

/**
 * Ids as the store makes them (UUIDs) and as the old PHP site had them (numbers): letters, digits,
 * `-` and `_`, not starting with `_` — so never `__proto__`, `constructor` is the one word-shaped
 * id a store would take, and it names no inherited property of a Map.
 */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

const UNTRANSLATED = 'x';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new RecordRefusal(`${what} não é um objeto`);
  return value;
}

function text(value: unknown, what: string, max = 1000): string {
  if (typeof value !== 'string' || value.length > max) {
    throw new RecordRefusal(`${what} inválido`);
  }
  return value;
}

function id(value: unknown, what: string): string {
  if (typeof value !== 'string' || !ID.test(value)) throw new RecordRefusal(`${what} inválido`);
  return value;
}

function time(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length > 40 || Number.isNaN(Date.parse(value))) {
    throw new RecordRefusal(`${what} não é uma data`);
  }
  return value;
}

/**
 * A part's data and image, checked as the admin form checks them (the shared part schema): each
 * value must read back as itself, so a code with bidi controls, an unknown category, a negative
 * price or a stock of 1e30 are refused, as is an image name a store would not make. Used for
 * stored parts and for the "before" of each part an import journal can undo.
 */
function readPartInput(value: unknown, partId: string): PartInput {
  const part = object(value, `A peça ${partId}`);
  const form: Record<string, string> = {};
  for (const field of PART_DATA_FIELDS) {
    const raw = part[field];
    const numeric = field === 'preco' || field === 'estoque';
    if (numeric ? typeof raw !== 'number' || !Number.isFinite(raw) : typeof raw !== 'string') {
      throw new RecordRefusal(`${PART_FIELDS[field].label} da peça ${partId} inválido`);
    }
    // A name or description may be missing in a store (an import left a translation out, the
    // admin's "faltando tradução" list): checked as a stand-in, expected back empty.
    form[field] = PART_FIELDS[field].translated && raw === '' ? UNTRANSLATED : String(raw);
  }
  const reading = readPartFields(form);
  if (!reading.ok) {
    const [problem] = reading.problems;
    throw new RecordRefusal(`peça ${partId}: ${problem?.message ?? 'campos inválidos'}`);
  }
  for (const field of PART_DATA_FIELDS) {
    // The schema would store something else (trimmed, normalised): not what a store wrote.
    const stored = PART_FIELDS[field].translated && part[field] === '' ? UNTRANSLATED : part[field];
    if (reading.data[field] !== stored) {
      throw new RecordRefusal(
        `${PART_FIELDS[field].label} da peça ${partId} fora da forma gravada`,
      );
    }
  }
  const imagem = text(part.imagem, `A imagem da peça ${partId}`, 300);
  if (imagem !== '' && !isValidFileName(imagem)) {
    throw new RecordRefusal(`A imagem da peça ${partId} não é um nome de arquivo válido`);
  }
  // Every field equals the stored one (checked above), the empty translations included.
  return { ...pickPartData(part as unknown as PartData), imagem };
}

function version(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new RecordRefusal(`${what} inválida`);
  }
  return value;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new RecordRefusal(`${what} inválido`);
  }
  return value;
}

/** A stored part in full: its data (above), an id and a version a store would make, its times. */
export function readStoredPart(value: unknown): StoredPart {
  const part = object(value, 'A peça');
  const partId = id(part.id, 'O id da peça');
  return {
    id: partId,
    ...readPartInput(part, partId),
    version: version(part.version, `A versão da peça ${partId}`),
    createdAt: time(part.createdAt, `A criação da peça ${partId}`),
    updatedAt: time(part.updatedAt, `A alteração da peça ${partId}`),
  };
}

const CHANGE_ACTIONS: ReadonlySet<unknown> = new Set<ChangeAction>([
  'create',
  'update',
  'restore-version',
  'trash',
  'restore',
  'purge',
  'import',
  'undo-import',
]);
const CHANGED_FIELDS: ReadonlySet<unknown> = new Set<string>([...PART_DATA_FIELDS, 'imagem']);
/** A value a history shows: texts up to the longest description, numbers, or null. */
const CHANGE_VALUE_LENGTH = 20_000;

function changeValue(value: unknown, what: string): string | number | null {
  if (value === null || (typeof value === 'number' && Number.isFinite(value))) return value;
  return text(value, what, CHANGE_VALUE_LENGTH);
}

/** A history entry, in the fields the admin's 'Histórico de alterações' shows. */
function readChangeEntry(value: unknown): ChangeEntry {
  const entry = object(value, 'O histórico');
  const partId = id(entry.partId, 'A peça do histórico');
  if (!CHANGE_ACTIONS.has(entry.action)) {
    throw new RecordRefusal(`A ação do histórico da peça ${partId} inválida`);
  }
  if (!Array.isArray(entry.changes)) throw new RecordRefusal('O histórico sem alterações');
  const changes = entry.changes.map((raw: unknown) => {
    const change = object(raw, `Uma alteração da peça ${partId}`);
    if (!CHANGED_FIELDS.has(change.field)) {
      throw new RecordRefusal(`Um campo do histórico da peça ${partId} inválido`);
    }
    return {
      field: change.field as FieldChange['field'],
      from: changeValue(change.from, `Um valor do histórico da peça ${partId}`),
      to: changeValue(change.to, `Um valor do histórico da peça ${partId}`),
    };
  });
  return {
    partId,
    codigo: text(entry.codigo, `O código do histórico da peça ${partId}`, 200),
    at: time(entry.at, 'A data do histórico'),
    by: text(entry.by, `Quem alterou a peça ${partId}`, 200),
    action: entry.action as ChangeAction,
    changes,
    ...(entry.importId === undefined
      ? {}
      : { importId: id(entry.importId, 'A importação do histórico') }),
  };
}

/** An import's journal: its counts and, per part, the version it wrote and what was before. */
function readImportJournal(value: unknown): ImportJournal {
  const journal = object(value, 'A importação');
  const importId = id(journal.id, 'O id da importação');
  if (!Array.isArray(journal.parts)) throw new RecordRefusal('A importação sem peças');
  const parts = journal.parts.map((raw: unknown) => {
    const entry = object(raw, `Uma peça da importação ${importId}`);
    const partId = id(entry.id, `Uma peça da importação ${importId}`);
    return {
      id: partId,
      version: version(entry.version, `A versão da peça ${partId} na importação`),
      ...(entry.before === undefined ? {} : { before: readPartInput(entry.before, partId) }),
    };
  });
  return {
    id: importId,
    at: time(journal.at, `A data da importação ${importId}`),
    by: text(journal.by, `Quem importou ${importId}`, 200),
    created: count(journal.created, `O total de novas da importação ${importId}`),
    updated: count(journal.updated, `O total de alteradas da importação ${importId}`),
    ...(journal.undoneAt === undefined
      ? {}
      : { undoneAt: time(journal.undoneAt, `A data em que ${importId} foi desfeita`) }),
    parts,
  };
}

/** A self-describing password hash as auth/password.ts writes it: `scrypt$N$r$p$salt$key`. */
const PASSWORD_HASH =
  /^scrypt\$\d{1,10}\$\d{1,4}\$\d{1,4}\$[A-Za-z0-9_-]{1,200}\$[A-Za-z0-9_-]{1,200}$/;

function readAccount(value: unknown): AdminAccount {
  const account = object(value, 'A conta');
  const username = text(account.username, 'O usuário da conta', 100);
  if (username.trim() === '') throw new RecordRefusal('O usuário da conta vazio');
  const passwordHash = text(account.passwordHash, 'A senha da conta');
  if (!PASSWORD_HASH.test(passwordHash)) {
    throw new RecordRefusal(`A senha da conta ${username} não é um hash deste sistema`);
  }
  const { environmentPasswordHash } = account;
  return {
    username,
    passwordHash,
    updatedAt: time(account.updatedAt, `A alteração da conta ${username}`),
    ...(environmentPasswordHash === undefined
      ? {}
      : { environmentPasswordHash: text(environmentPasswordHash, 'A senha do ambiente', 1000) }),
  };
}

function readSubscriber(value: unknown): Subscriber {
  const subscriber = object(value, 'O inscrito');
  const email = text(subscriber.email, 'O e-mail do inscrito', 320);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new RecordRefusal('O e-mail do inscrito inválido');
  return { email, subscribedAt: time(subscriber.subscribedAt, `A inscrição de ${email}`) };
}

/**
 * One NDJSON line of `records.ndjson`, checked before anything is written, and rebuilt from the
 * fields it must have (nothing else is carried into the store). Throws RecordRefusal saying why.
 */
export function readBackupRecord(value: unknown): BackupRecord {
  const record = object(value, 'O registro');
  switch (record.kind) {
    case 'part':
      return { kind: 'part', part: readStoredPart(record.part) };
    case 'trashed': {
      const part = readStoredPart(record.part);
      const trashed = object(record.part, 'A peça');
      return {
        kind: 'trashed',
        part: {
          ...part,
          trashedAt: time(trashed.trashedAt, `A data de exclusão da peça ${part.id}`),
          trashedBy: text(trashed.trashedBy, `Quem excluiu a peça ${part.id}`, 200),
        },
      };
    }
    case 'change':
      return { kind: 'change', entry: readChangeEntry(record.entry) };
    case 'import':
      return { kind: 'import', journal: readImportJournal(record.journal) };
    case 'account':
      return { kind: 'account', account: readAccount(record.account) };
    case 'subscriber':
      return { kind: 'subscriber', subscriber: readSubscriber(record.subscriber) };
    default:
      throw new RecordRefusal('de tipo desconhecido');
  }
}
