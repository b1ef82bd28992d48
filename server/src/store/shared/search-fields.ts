import { foldCode, foldText } from '../../parts/search-text';
import { lacksTranslation } from '../../parts/translation-gap';
import type { PartInput, SearchScope } from '../types';

/**
 * The folded text a search looks at, computed once per write instead of once per query.
 * The MongoDB store keeps the same values in each document (`searchShop`, `searchAdmin`,
 * `codeKey`), so both stores match exactly the same parts.
 */
export interface SearchFields {
  /** Names and code: what the shop searches. */
  shop: string[];
  /** The shop fields plus the category: what the admin screen searches. */
  admin: string[];
  /** `foldCode(codigo)`: the uniqueness key and the separator-free code search. */
  codeKey: string;
  /** See `lacksTranslation`: kept per write so the admin filter costs nothing per query. */
  lacksTranslation: boolean;
}

export function searchFields(part: PartInput): SearchFields {
  // Kept as separate strings (not joined) so a search never matches across two fields.
  const shop = [part.nome_pt, part.nome_en, part.nome_es, part.codigo].map(foldText);
  return {
    shop,
    admin: [...shop, foldText(part.categoria)],
    codeKey: foldCode(part.codigo),
    lacksTranslation: lacksTranslation(part),
  };
}

/** A search string folded both ways; `code` is empty when nothing but separators is left. */
export interface SearchTerms {
  text: string;
  code: string;
}

/** Undefined when there is nothing to search for (no filter on the text). */
export function searchTerms(search: string | undefined): SearchTerms | undefined {
  const trimmed = (search ?? '').trim();
  if (trimmed === '') return undefined;
  return { text: foldText(trimmed), code: foldCode(trimmed) };
}

export function matchesSearch(fields: SearchFields, scope: SearchScope, terms: SearchTerms) {
  const texts = scope === 'admin' ? fields.admin : fields.shop;
  if (texts.some((text) => text.includes(terms.text))) return true;
  return terms.code !== '' && fields.codeKey.includes(terms.code);
}
