import { deletions, typoEligible, typoKeys, withinOneEdit } from '../shared/typo-match';
import { addToSetMap, deleteFromSetMap } from './set-map';

/**
 * The catalogue's words and the parts that hold each (an inverted index), kept up to date on
 * every write, for the searches of the embedded store (issue 15). A query word finds its
 * words without reading the vocabulary (hundreds of thousands of words at 100,000 parts): the
 * words it starts, by binary search in the sorted vocabulary, and, when a typo is forgiven in
 * it, the words sharing a symmetric-delete key with it (`typoKeys`), confirmed one edit away.
 */
export class WordIndex {
  private readonly postings = new Map<string, Set<string>>();
  /** Every word held, sorted: the words starting with a prefix are one run of it. */
  private readonly sorted: string[] = [];
  /** Every word held, reversed and sorted: the words ending with a suffix are one run of it. */
  private readonly reversed: string[] = [];
  /** Each key of `typoKeys` and the words that have it. */
  private readonly byKey = new Map<string, Set<string>>();

  /**
   * The index of a whole catalogue at once (start-up): one sort of the vocabulary instead of an
   * insertion per new word, which is quadratic at hundreds of thousands of words.
   */
  static of(items: Iterable<readonly [id: string, words: readonly string[]]>): WordIndex {
    const index = new WordIndex();
    for (const [id, words] of items) index.add(id, words, false);
    for (const word of index.postings.keys()) {
      index.sorted.push(word);
      index.reversed.push(reverse(word));
    }
    index.sorted.sort();
    index.reversed.sort();
    return index;
  }

  add(id: string, words: Iterable<string>, keepSorted = true): void {
    for (const word of words) {
      if (!addToSetMap(this.postings, word, id)) continue;
      if (keepSorted) {
        this.sorted.splice(firstAtOrAfter(this.sorted, word), 0, word);
        const backwards = reverse(word);
        this.reversed.splice(firstAtOrAfter(this.reversed, backwards), 0, backwards);
      }
      for (const key of typoKeys([word])) addToSetMap(this.byKey, key, word);
    }
  }

  remove(id: string, words: Iterable<string>): void {
    for (const word of words) {
      if (!deleteFromSetMap(this.postings, word, id)) continue;
      // A word no part holds any more leaves the vocabulary and its keys.
      this.sorted.splice(firstAtOrAfter(this.sorted, word), 1);
      this.reversed.splice(firstAtOrAfter(this.reversed, reverse(word)), 1);
      for (const key of typoKeys([word])) deleteFromSetMap(this.byKey, key, word);
    }
  }

  /** The held words a query word answers to (`wordMatches`, found through the indexes). */
  wordsFor(queryWord: string): Set<string> {
    const found = new Set(this.wordsStarting(queryWord));
    if (typoEligible(queryWord)) {
      for (const key of [queryWord, ...deletions(queryWord)]) {
        for (const word of this.byKey.get(key) ?? []) {
          if (withinOneEdit(queryWord, word)) found.add(word);
        }
      }
    }
    return found;
  }

  /** The held words starting with `prefix`: one run of the sorted vocabulary. */
  wordsStarting(prefix: string): string[] {
    return run(this.sorted, prefix);
  }

  /** The held words ending with `suffix`: one run of the reversed vocabulary. */
  wordsEnding(suffix: string): string[] {
    return run(this.reversed, reverse(suffix)).map(reverse);
  }

  /** The held words containing `infix` (a read of the vocabulary, not of the parts). */
  wordsContaining(infix: string): string[] {
    return this.sorted.filter((word) => word.includes(infix));
  }

  /** How many parts hold one of `words` (counted once per word). */
  holders(words: Iterable<string>): number {
    let count = 0;
    for (const word of words) count += this.postings.get(word)?.size ?? 0;
    return count;
  }

  /** The ids of the parts holding one of `words`, added to `into`. */
  collectIds(words: Iterable<string>, into: Set<string>): Set<string> {
    for (const word of words) for (const id of this.postings.get(word) ?? []) into.add(id);
    return into;
  }
}

function reverse(word: string): string {
  return [...word].reverse().join('');
}

/** Index of the first word of a sorted list not before `word` (binary search). */
function firstAtOrAfter(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of a sorted list that start with `prefix`. */
function run(sorted: readonly string[], prefix: string): string[] {
  const found: string[] = [];
  for (let i = firstAtOrAfter(sorted, prefix); i < sorted.length; i += 1) {
    const word = sorted[i]!;
    if (!word.startsWith(prefix)) break;
    found.push(word);
  }
  return found;
}
