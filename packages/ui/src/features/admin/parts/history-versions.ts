import type { ChangeEntry, FieldChange } from '@castall/contracts';

/**
 * True when the part right after history entry `index` (oldest first) had the values it has
 * now, the image aside (a restore keeps the current image): restoring it would change nothing,
 * and the server refuses it ('Esta já é a versão atual da peça.'). Walked as the server walks
 * a restore (parts/version-restore.ts): a field changed after the entry was, at the entry, the
 * old value of its first later change; now it is the new value of its last one.
 */
export function isSameAsCurrent(entries: readonly ChangeEntry[], index: number): boolean {
  const firstLater = new Map<FieldChange['field'], FieldChange['from']>();
  const last = new Map<FieldChange['field'], FieldChange['to']>();
  for (const entry of entries.slice(index + 1)) {
    for (const change of entry.changes) {
      if (change.field === 'imagem' || change.from === null) continue;
      if (!firstLater.has(change.field)) firstLater.set(change.field, change.from);
      last.set(change.field, change.to);
    }
  }
  return [...firstLater].every(([field, then]) => then === last.get(field));
}
