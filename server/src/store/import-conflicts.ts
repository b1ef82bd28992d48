import { foldCode } from '../parts/search-text';
import {
  DuplicateCodeError,
  VersionConflictError,
  type ImportConflict,
  type ImportWrite,
} from './types';

/** What the conflict check needs to know of the catalogue before the import. */
export interface CatalogueBefore {
  /** Version and folded code of a part, undefined when no part has the id. */
  part(id: string): { version: number; codeKey: string } | undefined;
  /** The id of the part holding a folded code. */
  holder(codeKey: string): string | undefined;
}

/**
 * Every write of an import the catalogue refuses, checked in order as if the writes before it
 * had been applied (an update can free a code a later write takes) and the refused ones
 * skipped, so removing the listed writes leaves a list that passes. Both stores use it, so
 * they refuse exactly the same imports.
 */
export function findImportConflicts(
  writes: readonly ImportWrite[],
  before: CatalogueBefore,
): ImportConflict[] {
  // The catalogue as the writes checked so far leave it.
  const holders = new Map<string, string | undefined>();
  const parts = new Map<string, { version: number; codeKey: string }>();
  const holder = (key: string) => (holders.has(key) ? holders.get(key) : before.holder(key));
  const conflicts: ImportConflict[] = [];

  writes.forEach((write, index) => {
    const codeKey = foldCode(write.input.codigo);
    const ownId = write.type === 'update' ? write.id : `new-${index}`;
    const taken = holder(codeKey);
    if (write.type === 'update') {
      const current = parts.get(write.id) ?? before.part(write.id);
      const version = current?.version ?? 0;
      if (current === undefined || version !== write.expectedVersion) {
        conflicts.push({ index, error: new VersionConflictError(write.id, version) });
        return;
      }
      if (taken !== undefined && taken !== ownId) {
        conflicts.push({ index, error: new DuplicateCodeError(write.input.codigo) });
        return;
      }
      holders.set(current.codeKey, undefined);
      parts.set(write.id, { version: version + 1, codeKey });
    } else if (taken !== undefined) {
      conflicts.push({ index, error: new DuplicateCodeError(write.input.codigo) });
      return;
    }
    holders.set(codeKey, ownId);
  });
  return conflicts;
}
