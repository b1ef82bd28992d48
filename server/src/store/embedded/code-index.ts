import { addToSetMap, deleteFromSetMap } from './set-map';

/**
 * The parts whose separator-free code contains a text, without reading every code: each code
 * is indexed by its trigrams (its runs of three characters), and a text of three or more
 * characters can only sit in a code holding all of its trigrams, so the candidates are the
 * holders of its rarest trigram, confirmed by `includes`. Shorter texts read the codes, as
 * they match a large share of them anyway. At 100,000 parts the read of every code was most
 * of an uncached search's time (issue 15's bench: a search took about 5 ms in process, 0.05 ms
 * through this index).
 */
export class CodeIndex {
  private readonly codes = new Map<string, string>();
  private readonly byTrigram = new Map<string, Set<string>>();

  add(id: string, codeKey: string): void {
    this.codes.set(id, codeKey);
    for (const trigram of trigrams(codeKey)) addToSetMap(this.byTrigram, trigram, id);
  }

  remove(id: string): void {
    const codeKey = this.codes.get(id);
    if (codeKey === undefined) return;
    this.codes.delete(id);
    for (const trigram of trigrams(codeKey)) deleteFromSetMap(this.byTrigram, trigram, id);
  }

  /** The ids of the parts whose code key contains `code` (itself a folded code). */
  idsContaining(code: string): string[] {
    const found: string[] = [];
    const own = trigrams(code);
    let rarest: ReadonlySet<string> | undefined;
    for (const trigram of own) {
      const ids = this.byTrigram.get(trigram);
      if (ids === undefined) return found;
      if (rarest === undefined || ids.size < rarest.size) rarest = ids;
    }
    const candidates = rarest ?? this.codes.keys();
    for (const id of candidates) if (this.codes.get(id)?.includes(code)) found.push(id);
    return found;
  }
}

/** The distinct runs of three characters of a text (none when it is shorter). */
function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i += 1) found.add(text.slice(i, i + 3));
  return found;
}
