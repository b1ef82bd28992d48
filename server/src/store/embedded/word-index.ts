import { wordMatches } from '../shared/typo-match';

/**
 * The catalogue's words and the parts that hold each (an inverted index), kept up to date on
 * every write, for the typo-tolerant search of the embedded store (issue 15). A query compares
 * its words with the vocabulary (a few thousand distinct words for 10,000 parts), not with every
 * part, then takes the parts of the matching words.
 */
export class WordIndex {
  private readonly postings = new Map<string, Set<string>>();

  add(id: string, words: Iterable<string>): void {
    for (const word of words) {
      let ids = this.postings.get(word);
      if (ids === undefined) {
        ids = new Set();
        this.postings.set(word, ids);
      }
      ids.add(id);
    }
  }

  remove(id: string, words: Iterable<string>): void {
    for (const word of words) {
      const ids = this.postings.get(word);
      if (ids === undefined) continue;
      ids.delete(id);
      // A word no part holds any more leaves the vocabulary, so the scan stays its size.
      if (ids.size === 0) this.postings.delete(word);
    }
  }

  /** The ids of the parts that have, for every query word, a word that `wordMatches` it. */
  matching(queryWords: readonly string[]): Set<string> {
    let result: Set<string> | undefined;
    for (const queryWord of queryWords) {
      const ids = new Set<string>();
      for (const [word, holders] of this.postings) {
        if (wordMatches(queryWord, word)) for (const id of holders) ids.add(id);
      }
      result = result === undefined ? ids : new Set([...result].filter((id) => ids.has(id)));
      if (result.size === 0) break;
    }
    return result ?? new Set();
  }
}
