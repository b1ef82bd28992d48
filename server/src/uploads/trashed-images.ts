import type { PartRepository } from '../store/types';

/**
 * The image names that only trashed parts hold, per catalogue revision (trashing, restoring and
 * purging each change it): the trash is small, and the live catalogue is read only when an image
 * of the trash may also be a live part's (a name imported from the old site can be shared).
 */
export function trashedImages(parts: PartRepository): () => Promise<ReadonlySet<string>> {
  let cached: { revision: string; names: Promise<ReadonlySet<string>> } | undefined;

  async function load(): Promise<ReadonlySet<string>> {
    const names = new Set(
      (await parts.trashed()).map((part) => part.imagem.replace(/^\/?upload\//, '')),
    );
    names.delete('');
    if (names.size === 0) return names;
    for (const part of await parts.list()) names.delete(part.imagem.replace(/^\/?upload\//, ''));
    return names;
  }

  return async () => {
    const revision = await parts.revision();
    if (cached?.revision !== revision) {
      const names = load();
      cached = { revision, names };
      // A failed read is not kept: the next request tries again.
      names.catch(() => {
        if (cached?.names === names) cached = undefined;
      });
    }
    return cached.names;
  };
}
