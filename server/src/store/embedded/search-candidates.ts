import type { SearchTerms } from '../shared/search-fields';
import { searchWords } from '../shared/typo-match';
import type { WordIndex } from './word-index';

/**
 * The word indexes of a scope: the shop's names and code, plus the category for the admin.
 * A part matches a query word when any of them holds a word answering it.
 */
export type ScopeIndexes = readonly WordIndex[];

/**
 * The parts that hold, for every query word, a word that answers it (a word it starts, or one
 * typo away): the typo-tolerant match. The candidates come from the query word held by the
 * fewest parts and are checked against the other words through `wordsOf` (their own words), so
 * a common word never builds a set of the whole catalogue.
 */
export function partsByWords(
  indexes: ScopeIndexes,
  queryWords: readonly string[],
  wordsOf: (id: string) => readonly string[] | undefined,
): Set<string> {
  const perWord = queryWords.map((queryWord) => {
    const found = indexes.map((index) => index.wordsFor(queryWord));
    const holders = indexes.reduce((sum, index, i) => sum + index.holders(found[i]!), 0);
    return { found, words: new Set(found.flatMap((words) => [...words])), holders };
  });
  perWord.sort((a, b) => a.holders - b.holders);
  const [first, ...others] = perWord;
  const result = new Set<string>();
  if (first === undefined) return result;
  const candidates = new Set<string>();
  indexes.forEach((index, i) => index.collectIds(first.found[i]!, candidates));
  for (const id of candidates) {
    const own = wordsOf(id);
    if (own && others.every(({ words }) => own.some((held) => words.has(held)))) result.add(id);
  }
  return result;
}

/**
 * A superset of the parts whose fields contain the query text, from the indexes, or undefined
 * when only a scan can tell cheaply (no word in the query, or its rarest constraint is held by
 * more than `limit` parts). Where the text sits in a field, its first word ends a word of the
 * field, its words inside are whole words, and its last word starts one; a one-word query sits
 * anywhere in a word. The narrowest of these gives the candidates. The parts
 * whose separator-free code contains the query's are added.
 */
export function containingCandidates(
  indexes: ScopeIndexes,
  terms: SearchTerms,
  idsWithCodeContaining: (code: string) => Iterable<string>,
  limit: number,
): Set<string> | undefined {
  const words = searchWords(terms.text);
  if (words.length === 0) return undefined;
  const constraints: string[][][] =
    words.length === 1
      ? [indexes.map((index) => index.wordsContaining(words[0]!))]
      : [
          indexes.map((index) => index.wordsEnding(words[0]!)),
          ...words.slice(1, -1).map((word) => indexes.map(() => [word])),
          indexes.map((index) => index.wordsStarting(words.at(-1)!)),
        ];
  let best: { perIndex: string[][]; holders: number } | undefined;
  for (const perIndex of constraints) {
    const holders = indexes.reduce((sum, index, i) => sum + index.holders(perIndex[i]!), 0);
    if (best === undefined || holders < best.holders) best = { perIndex, holders };
  }
  if (best === undefined || best.holders > limit) return undefined;
  const ids = new Set<string>();
  indexes.forEach((index, i) => index.collectIds(best.perIndex[i]!, ids));
  if (terms.code !== '') for (const id of idsWithCodeContaining(terms.code)) ids.add(id);
  return ids;
}
