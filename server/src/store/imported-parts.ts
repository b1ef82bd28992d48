import { randomUUID } from 'node:crypto';
import { newStoredPart, nextStoredPart } from './shared/part-fields';
import type { ImportWrite, StoredPart } from './types';

export interface ImportedPart {
  part: StoredPart;
  /** The version an update replaces (absent for a new part). */
  previous?: StoredPart;
}

/**
 * The parts an import writes, in the order of its writes: a new part for a create, the next
 * version for an update (a part updated twice appears twice, the second time on top of the
 * first). Run after the conflict check, so `current` has every updated part. Each part gets
 * its own time from `writeTime`, so new parts list in the order of the file, as they did
 * when an import was written one part at a time.
 */
export function importedParts(
  writes: readonly ImportWrite[],
  current: (id: string) => StoredPart | undefined,
  writeTime: () => Date,
): ImportedPart[] {
  const latest = new Map<string, StoredPart>();
  return writes.map((write) => {
    const previous =
      write.type === 'update' ? (latest.get(write.id) ?? current(write.id)) : undefined;
    if (write.type === 'update' && previous === undefined) {
      throw new Error(`Import update of a missing part ${write.id}`);
    }
    const part =
      previous === undefined
        ? newStoredPart(randomUUID(), write.input, writeTime())
        : nextStoredPart(previous, write.input, writeTime());
    latest.set(part.id, part);
    return previous === undefined ? { part } : { part, previous };
  });
}
