import {
  PART_DATA_FIELDS,
  PART_FIELDS,
  pickPartData,
  readPartFields,
  type PartData,
} from '@castall/contracts/part-schema';
import { isValidFileName } from '../store/shared/file-names';
import type { BackupRecord, StoredPart } from '../store/types';

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
 * A stored part, checked as the admin form checks one (the shared part schema): each value must
 * read back as itself, so a code with bidi controls, an unknown category, a negative price or a
 * stock of 1e30 are refused, as are an id or an image name a store would not make.
 */
export function readStoredPart(value: unknown): StoredPart {
  const part = object(value, 'A peça');
  const partId = id(part.id, 'O id da peça');
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
  const { version } = part;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw new RecordRefusal(`A versão da peça ${partId} inválida`);
  }
  return {
    id: partId,
    // Every field equals the stored one (checked above), the empty translations included.
    ...pickPartData(part as unknown as PartData),
    imagem,
    version,
    createdAt: time(part.createdAt, `A criação da peça ${partId}`),
    updatedAt: time(part.updatedAt, `A alteração da peça ${partId}`),
  };
}

/**
 * One NDJSON line of `records.ndjson`, checked before anything is written: parts and trashed
 * parts in full (above), the other kinds in the fields a store keys or shows them by. Throws
 * RecordRefusal saying why.
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
    case 'change': {
      const entry = object(record.entry, 'O histórico');
      id(entry.partId, 'A peça do histórico');
      time(entry.at, 'A data do histórico');
      if (!Array.isArray(entry.changes)) throw new RecordRefusal('O histórico sem alterações');
      return record as BackupRecord;
    }
    case 'import': {
      const journal = object(record.journal, 'A importação');
      id(journal.id, 'O id da importação');
      if (!Array.isArray(journal.parts)) throw new RecordRefusal('A importação sem peças');
      return record as BackupRecord;
    }
    case 'account': {
      const account = object(record.account, 'A conta');
      text(account.username, 'O usuário da conta', 100);
      text(account.passwordHash, 'A senha da conta');
      return record as BackupRecord;
    }
    case 'subscriber': {
      const subscriber = object(record.subscriber, 'O inscrito');
      const email = text(subscriber.email, 'O e-mail do inscrito', 320);
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw new RecordRefusal('O e-mail do inscrito inválido');
      return record as BackupRecord;
    }
    default:
      throw new RecordRefusal('de tipo desconhecido');
  }
}
