import type { Filter } from 'mongodb';
import { searchTerms, type SearchTerms } from '../shared/search-fields';
import { MIN_TYPO_LENGTH, typoKeys } from '../shared/typo-match';
import type { PartQuery } from '../types';
import type { PartDocument } from './documents';
import { escapeRegex } from './escape-regex';

/**
 * The MongoDB twin of the embedded `matchesSearch`: a substring of any folded field of the
 * scope, or of the folded code without separators. Both sides are already folded, so the
 * regex stays case-sensitive (and a regex on an array field matches any element).
 */
export function partFilter(query: PartQuery): Filter<PartDocument> {
  const filter: Filter<PartDocument> = {};
  // $eq: a value from the client is never read as an operator object.
  if (query.categoria !== undefined) filter.categoria = { $eq: query.categoria };
  if (query.missingTranslation === true) filter.lacksTranslation = { $eq: true };
  const terms = searchTerms(query.search);
  if (terms !== undefined) {
    const text = { $regex: escapeRegex(terms.text) };
    const alternatives: Filter<PartDocument>[] = [
      query.scope === 'admin' ? { searchAdmin: text } : { searchShop: text },
    ];
    if (terms.code !== '') alternatives.push({ codeKey: { $regex: escapeRegex(terms.code) } });
    if (terms.words.length > 0) alternatives.push(typoFilter(query.scope, terms.words));
    filter.$or = alternatives;
  }
  return filter;
}

/**
 * Issue 15: every query word is in a word of the scope's fields (a substring of a field, as a
 * word has no separator), or, from five letters, shares a symmetric-delete key with one
 * (`typoKeys`, indexed per scope). The embedded store confirms each candidate with
 * `withinOneEdit`; here a candidate is taken as it is (see `typoKeys` for the rare extra).
 */
export function typoFilter(scope: PartQuery['scope'], words: readonly string[]) {
  const [textField, keysField] =
    scope === 'admin' ? ['searchAdmin', 'typoKeysAdmin'] : ['searchShop', 'typoKeysShop'];
  return {
    $and: words.map((word) => {
      const contains = { [textField]: { $regex: escapeRegex(word) } };
      if (word.length < MIN_TYPO_LENGTH) return contains;
      return { $or: [contains, { [keysField]: { $in: typoKeys([word]) } }] };
    }),
  } as Filter<PartDocument>;
}

/**
 * The rank of a matching document (aggregation expression), as the embedded store ranks: 0 its
 * code is the query's, 1 it contains the query, 2 a typo match.
 */
export function searchRank(scope: PartQuery['scope'], terms: SearchTerms) {
  const field = scope === 'admin' ? '$searchAdmin' : '$searchShop';
  const contains: object[] = [
    {
      $anyElementTrue: [
        {
          $map: {
            input: field,
            as: 'text',
            in: { $regexMatch: { input: '$$text', regex: escapeRegex(terms.text) } },
          },
        },
      ],
    },
  ];
  if (terms.code !== '') {
    contains.push({ $regexMatch: { input: '$codeKey', regex: escapeRegex(terms.code) } });
  }
  return {
    $switch: {
      branches: [
        ...(terms.code === '' ? [] : [{ case: { $eq: ['$codeKey', terms.code] }, then: 0 }]),
        { case: { $or: contains }, then: 1 },
      ],
      default: 2,
    },
  };
}

/** Creation order, oldest first, ties by id: the order of every list and page. */
export const CREATION_ORDER = { createdAt: 1, id: 1 } as const;
