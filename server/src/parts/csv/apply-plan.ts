import type { ImportRow } from '@castall/contracts';
import {
  DuplicateCodeError,
  ImportConflictError,
  SYSTEM_AUTHOR,
  type ImportWrite,
  type WriteAuthor,
  type PartRepository,
} from '../../store/types';
import type { ImportPlan, PlannedWrite } from './import-plan';
import { PART_MESSAGES } from '../../messages';

function toImportWrite({ input, existing }: PlannedWrite): ImportWrite {
  return existing === undefined
    ? { type: 'create', input: { ...input, imagem: '' } }
    : {
        type: 'update',
        id: existing.id,
        // Images are not part of the file: an update keeps the part's image.
        input: { ...input, imagem: existing.imagem },
        expectedVersion: existing.version,
      };
}

function markConflict(row: ImportRow, error: ImportConflictError['conflicts'][number]['error']) {
  row.action = 'error';
  row.errors = [
    error instanceof DuplicateCodeError
      ? PART_MESSAGES.duplicateCode(error.codigo)
      : PART_MESSAGES.changedDuringImport,
  ];
}

/**
 * Writes the plan as one unit (all its rows or, after a crash, none: see
 * PartRepository.applyImport). A row the catalogue no longer allows, because someone took its
 * code or changed its part after the plan was made, is reported as an error and the others are
 * applied together without it: the store refuses the whole list, names the conflicting rows,
 * and the rest is tried again (each try removes at least one row, so this ends).
 */
export async function applyImportPlan(
  parts: PartRepository,
  plan: ImportPlan,
  author: WriteAuthor = SYSTEM_AUTHOR,
): Promise<void> {
  let pending = plan.writes;
  while (pending.length > 0) {
    try {
      await parts.applyImport(pending.map(toImportWrite), author);
      return;
    } catch (err) {
      if (!(err instanceof ImportConflictError) || err.conflicts.length === 0) throw err;
      const refused = new Set<number>();
      for (const { index, error } of err.conflicts) {
        const write = pending[index];
        if (write === undefined) throw err;
        markConflict(write.row, error);
        refused.add(index);
      }
      pending = pending.filter((_, index) => !refused.has(index));
    }
  }
}
