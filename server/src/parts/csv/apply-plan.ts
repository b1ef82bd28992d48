import { DuplicateCodeError, VersionConflictError, type PartRepository } from '../../store/types';
import type { ImportPlan, PlannedWrite } from './import-plan';

async function applyWrite(parts: PartRepository, write: PlannedWrite): Promise<void> {
  const { row, input, existing } = write;
  try {
    if (existing === undefined) {
      await parts.create({ ...input, imagem: '' });
    } else {
      const updated = await parts.update(
        existing.id,
        { ...input, imagem: existing.imagem },
        existing.version,
      );
      if (updated === undefined) throw new VersionConflictError(existing.id, 0);
    }
  } catch (err) {
    if (!(err instanceof DuplicateCodeError || err instanceof VersionConflictError)) throw err;
    // Someone changed the catalogue between the plan and this write: report, do not overwrite.
    row.action = 'error';
    row.errors = [
      err instanceof DuplicateCodeError
        ? `Já existe uma peça com o código "${err.codigo}".`
        : 'A peça foi alterada ou excluída durante a importação.',
    ];
  }
}

export async function applyImportPlan(parts: PartRepository, plan: ImportPlan): Promise<void> {
  for (const write of plan.writes) await applyWrite(parts, write);
}
