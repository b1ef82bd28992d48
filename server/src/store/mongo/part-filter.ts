import type { Filter } from 'mongodb';
import { searchTerms } from '../shared/search-fields';
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
    filter.$or = alternatives;
  }
  return filter;
}

/** Creation order, oldest first, ties by id: the order of every list and page. */
export const CREATION_ORDER = { createdAt: 1, id: 1 } as const;
