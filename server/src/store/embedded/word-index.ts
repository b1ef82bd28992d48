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

  /**
   * The ids of the parts that have, for every query word, a word that `wordMatches` it. Each
   * query word is compared with the vocabulary once; the parts come from the most selective
   * word's postings and are checked against the others through `wordsOf` (their own words), so
   * a common word ("valvula" in every part) never builds a set of the whole catalogue.
   */
  matching(
    queryWords: readonly string[],
    wordsOf: (id: string) => readonly string[] | undefined,
  ): Set<string> {
    const perWord = queryWords.map((queryWord) => {
      const words = new Set<string>();
      let holders = 0;
      for (const [word, ids] of this.postings) {
        if (!wordMatches(queryWord, word)) continue;
        words.add(word);
        holders += ids.size;
      }
      return { words, holders };
    });
    perWord.sort((a, b) => a.holders - b.holders);
    const [first, ...others] = perWord;
    const result = new Set<string>();
    if (first === undefined) return result;
    for (const word of first.words) {
      for (const id of this.postings.get(word) ?? []) {
        const own = wordsOf(id);
        if (own && others.every(({ words }) => own.some((held) => words.has(held)))) {
          result.add(id);
        }
      }
    }
    return result;
  }
}
