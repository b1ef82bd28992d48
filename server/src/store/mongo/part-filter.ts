import type { Filter } from 'mongodb';
import { searchTerms, type SearchTerms } from '../shared/search-fields';
import { typoEligible, typoKeys } from '../shared/typo-match';
import type { PartQuery } from '../types';
import { PART_PROJECTION, type PartDocument } from './documents';
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

/** The start of a word in a folded field (PCRE2, as MongoDB 6.1 and later use). */
const WORD_START = '(?:^|[^\\p{L}\\p{N}])';

/**
 * Issue 15: every query word starts a word of the scope's fields, or, from five characters with
 * a letter, shares a symmetric-delete key with one
 * (`typoKeys`, indexed per scope). The embedded store confirms each candidate with
 * `withinOneEdit`; here a candidate is taken as it is (see `typoKeys` for the rare extra).
 */
export function typoFilter(scope: PartQuery['scope'], words: readonly string[]) {
  const [textField, keysField] =
    scope === 'admin' ? ['searchAdmin', 'typoKeysAdmin'] : ['searchShop', 'typoKeysShop'];
  return {
    $and: words.map((word) => {
      const startsWord = { [textField]: { $regex: `${WORD_START}${escapeRegex(word)}` } };
      if (!typoEligible(word)) return startsWord;
      return { $or: [startsWord, { [keysField]: { $in: typoKeys([word]) } }] };
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

/** The aggregation answering one page of a search, best rank first, without internal fields. */
export function rankedPage(
  filter: Filter<PartDocument>,
  scope: PartQuery['scope'],
  terms: SearchTerms,
  skip: number,
  limit: number,
) {
  return [
    { $match: filter },
    { $addFields: { searchRank: searchRank(scope, terms) } },
    { $sort: { searchRank: 1, ...CREATION_ORDER } },
    { $skip: skip },
    { $limit: limit },
    { $project: { ...PART_PROJECTION, searchRank: 0 } },
  ];
}
