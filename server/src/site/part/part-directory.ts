import { partSlug, slugCodeCandidates, slugCodeKey } from '@castall/contracts';
import type { PartRepository, StoredPart } from '../../store/types';

/** How many parts of its category a part's page links to. */
export const RELATED_COUNT = 6;

/** The live catalogue by address, for part pages and the parts sitemap (issue 15). */
export interface PartDirectory {
  /** Every live part in creation order, with its slug. */
  readonly entries: readonly { part: StoredPart; slug: string }[];
  /**
   * The part a URL's slug names: by its current slug, else by the code its slug starts with (a
   * part renamed since the link was made), the longest code first.
   */
  find(slug: string): { part: StoredPart; slug: string } | undefined;
  /** Up to RELATED_COUNT other parts of its category: the ones created after it, wrapping. */
  related(part: StoredPart): StoredPart[];
}

export function buildPartDirectory(parts: readonly StoredPart[]): PartDirectory {
  const entries = parts.map((part) => ({ part, slug: partSlug(part) }));
  const bySlug = new Map<string, (typeof entries)[number]>();
  const byCode = new Map<string, (typeof entries)[number]>();
  const byCategory = new Map<string, StoredPart[]>();
  let longestKey = 0;
  for (const entry of entries) {
    // Two codes that differ only by punctuation slug alike: the older part keeps the address.
    if (!bySlug.has(entry.slug)) bySlug.set(entry.slug, entry);
    const key = slugCodeKey(entry.part);
    if (!byCode.has(key)) byCode.set(key, entry);
    longestKey = Math.max(longestKey, key.length);
    const group = byCategory.get(entry.part.categoria) ?? [];
    group.push(entry.part);
    byCategory.set(entry.part.categoria, group);
  }
  const positions = new Map(
    [...byCategory.values()].flatMap((group) => group.map((part, index) => [part.id, index])),
  );
  return {
    entries,
    find(slug) {
      const exact = bySlug.get(slug);
      if (exact) return exact;
      for (const candidate of slugCodeCandidates(slug, longestKey)) {
        const entry = byCode.get(candidate);
        if (entry) return entry;
      }
      return undefined;
    },
    related(part) {
      const group = byCategory.get(part.categoria) ?? [];
      const at = positions.get(part.id) ?? 0;
      const count = Math.min(RELATED_COUNT, group.length - 1);
      return Array.from({ length: count }, (_, k) => group[(at + 1 + k) % group.length]!);
    },
  };
}

/**
 * The directory of the current catalogue revision, built once per revision from one read of the
 * live parts (trashed parts have no page) and shared by concurrent requests.
 */
export function partDirectories(parts: PartRepository) {
  let cached: { revision: string; directory: Promise<PartDirectory> } | undefined;
  return function directoryAt(revision: string): Promise<PartDirectory> {
    if (cached?.revision !== revision) {
      const directory = parts.list().then(buildPartDirectory);
      cached = { revision, directory };
      // A failed read is not kept: the next request tries again.
      directory.catch(() => {
        if (cached?.directory === directory) cached = undefined;
      });
    }
    return cached.directory;
  };
}
