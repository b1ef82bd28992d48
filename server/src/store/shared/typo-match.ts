/**
 * Typo tolerance of the search (issue 15): a query word of five or more letters also finds a
 * word one edit away (a letter wrong, missing, extra, or two neighbours swapped: `valvla` →
 * válvula, `sensro` → sensor). Both stores apply the same rule to the same folded words.
 */
import { foldText } from '../../parts/search-text';

/** Shorter words are matched as typed: one edit away from a short word is another word. */
export const MIN_TYPO_LENGTH = 5;

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a folded text: runs of letters and digits. */
export function searchWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The words of a search as typed, folded like the catalogue's. */
export function queryWords(search: string): string[] {
  return searchWords(foldText(search));
}

/**
 * Optimal string alignment distance ≤ 1: equal, or one substitution, insertion, deletion or
 * transposition of neighbours apart. Linear: past the common prefix, the rests must agree.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.length < b.length) return a.slice(i) === b.slice(i + 1);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * A word a typo is forgiven in: five or more characters, a letter among them (a number one
 * digit off is another number, another part).
 */
export function typoEligible(word: string): boolean {
  return word.length >= MIN_TYPO_LENGTH && /\p{L}/u.test(word);
}

/**
 * Does a catalogue word answer a query word: starting with it (the last word of a search is
 * often still being typed), or one edit from a long one.
 */
export function wordMatches(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) return true;
  return typoEligible(queryWord) && withinOneEdit(queryWord, word);
}

/** The word with each one of its letters left out, without repeats. */
export function deletions(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < word.length; i += 1) variants.add(word.slice(0, i) + word.slice(i + 1));
  return [...variants];
}

/**
 * Symmetric-delete keys (for an index): a word and its one-letter deletions. Two words one edit
 * apart always share a key — a substitution or a swap leaves both with the same deletion, a
 * missing letter makes one the other's deletion — so an exact lookup of the query's keys finds
 * every candidate; the embedded store then checks `withinOneEdit`, the MongoDB store takes the
 * candidates as they are (the rare extra: two words whose first letter moved to the end).
 * Only words with a letter are keyed, and only those long enough to be one edit from a
 * typo-eligible query word get their deletions.
 */
export function typoKeys(words: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const word of words) {
    if (!/\p{L}/u.test(word)) continue;
    keys.add(word);
    if (word.length >= MIN_TYPO_LENGTH - 1) for (const key of deletions(word)) keys.add(key);
  }
  return [...keys];
}
