import type { ImportAction, ImportRow } from '@castall/contracts';
import { PART_DATA_FIELDS } from '@castall/contracts/part-schema';
import type { StoredPart, PartInput } from '../../store/types';
import { readPartForm } from '../part-form';
import { codeSkeleton, mayLookAlike } from '../code-skeleton';
import { foldCode } from '../search-text';
import type { CsvRow } from './csv-format';
import { PART_MESSAGES } from '../../messages';

export interface PlannedWrite {
  row: ImportRow;
  input: Omit<PartInput, 'imagem'>;
  /** The part an update replaces; absent for a new part. */
  existing?: StoredPart;
}

export interface ImportPlan {
  rows: ImportRow[];
  writes: PlannedWrite[];
  summary: Record<ImportAction, number>;
}

/**
 * Compares each CSV row with the catalogue by code (folded like the store does, so
 * "ABC 123" updates "ABC-123"): new, changed (which fields), unchanged, or an error with the
 * reasons. Nothing is written here; the same plan drives the dry run and the import.
 * Price and stock columns left out (or empty) keep the stored values of existing parts.
 */
export function planImport(
  rows: readonly { line: number; fields: CsvRow }[],
  catalogue: readonly StoredPart[],
): ImportPlan {
  const byCode = new Map(catalogue.map((part) => [foldCode(part.codigo), part]));
  const seen = new Map<string, number>();
  // Stored codes by skeleton, built on first need (code-skeleton.ts): a code outside ASCII is
  // compared with every stored code, a plain-ASCII one with the stored codes outside ASCII
  // (most catalogues have none, and then nothing is computed).
  let allBySkeleton: Map<string, StoredPart> | undefined;
  let outsideAsciiBySkeleton: Map<string, StoredPart> | undefined;
  const bySkeleton = (parts: readonly StoredPart[]) =>
    new Map(parts.map((part) => [codeSkeleton(part.codigo), part]));
  const lookAlike = (codigo: string): StoredPart | undefined => {
    if (mayLookAlike(codigo)) {
      allBySkeleton ??= bySkeleton(catalogue);
      return allBySkeleton.get(codeSkeleton(codigo));
    }
    outsideAsciiBySkeleton ??= bySkeleton(catalogue.filter((part) => mayLookAlike(part.codigo)));
    return outsideAsciiBySkeleton.size === 0
      ? undefined
      : outsideAsciiBySkeleton.get(codeSkeleton(codigo));
  };
  const plan: ImportPlan = {
    rows: [],
    writes: [],
    summary: { new: 0, changed: 0, unchanged: 0, error: 0 },
  };

  // Rows of the file by skeleton, for a look-alike of an earlier row (one of them outside ASCII).
  // Only a file with a code outside ASCII can hold look-alikes: others skip the skeletons.
  const mayHoldLookAlikes = rows.some(({ fields }) => mayLookAlike(fields.codigo ?? ''));
  const skeletons = new Map<string, { line: number; key: string; outsideAscii: boolean }>();
  const seenLookAlike = (codigo: string, key: string, line: number): number | undefined => {
    if (!mayHoldLookAlikes) return undefined;
    const skeleton = codeSkeleton(codigo);
    const outsideAscii = mayLookAlike(codigo);
    const earlier = skeletons.get(skeleton);
    if (earlier === undefined) skeletons.set(skeleton, { line, key, outsideAscii });
    else if (earlier.key !== key && (outsideAscii || earlier.outsideAscii)) return earlier.line;
    return undefined;
  };

  for (const { line, fields } of rows) {
    const codigo = (fields.codigo ?? '').trim();
    const key = foldCode(codigo);
    const existing = byCode.get(key);
    const merged = {
      ...fields,
      preco: fields.preco?.trim() || (existing ? String(existing.preco) : ''),
      estoque: fields.estoque?.trim() || (existing ? String(existing.estoque) : ''),
    };
    const result = readPartForm(merged);
    const errors = result.ok ? [] : [...result.errors];
    const firstLine = seen.get(key);
    if (key !== '' && firstLine !== undefined) {
      errors.push(PART_MESSAGES.repeatedInFile(firstLine));
    }
    const twin = existing === undefined && key !== '' ? lookAlike(codigo) : undefined;
    if (twin !== undefined) errors.push(PART_MESSAGES.duplicateCode(twin.codigo));
    const lookAlikeLine = key === '' ? undefined : seenLookAlike(codigo, key, line);
    if (lookAlikeLine !== undefined) errors.push(PART_MESSAGES.repeatedInFile(lookAlikeLine));
    if (key !== '') seen.set(key, firstLine ?? line);

    let row: ImportRow;
    if (errors.length > 0 || !result.ok) {
      row = { line, codigo, action: 'error', errors };
    } else if (existing === undefined) {
      row = { line, codigo, action: 'new' };
      plan.writes.push({ row, input: result.input });
    } else {
      const changes = PART_DATA_FIELDS.filter((field) => existing[field] !== result.input[field]);
      row =
        changes.length > 0
          ? { line, codigo, action: 'changed', changes }
          : { line, codigo, action: 'unchanged' };
      if (changes.length > 0) plan.writes.push({ row, input: result.input, existing });
    }
    plan.rows.push(row);
    plan.summary[row.action] += 1;
  }
  return plan;
}
