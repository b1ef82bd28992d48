import { PAGE_SIZES, PART_CATEGORIES, type PageSize, type PartCategory } from '@castall/contracts';
import type { PartQuery, SearchScope } from '../store/types';
import { QUERY_MESSAGES } from '../messages';

const MAX_SEARCH_LENGTH = 200;

export type QueryParamsResult = { ok: true; query: PartQuery } | { ok: false; error: string };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * Reads `q`, `categoria`, `page`, `pageSize` and `scope` (shop | admin) of the query
 * endpoint. Anything repeated or out of range is refused with a Portuguese sentence.
 */
export function readQueryParams(
  params: Record<string, string | string[] | undefined>,
): QueryParamsResult {
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) return { ok: false, error: QUERY_MESSAGES.repeated(name) };
  }
  const search = (single(params.q) ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) {
    return { ok: false, error: QUERY_MESSAGES.searchTooLong(MAX_SEARCH_LENGTH) };
  }

  const scopeText = single(params.scope) ?? 'shop';
  if (scopeText !== 'shop' && scopeText !== 'admin') {
    return { ok: false, error: QUERY_MESSAGES.scope };
  }
  const scope: SearchScope = scopeText;

  const categoriaText = (single(params.categoria) ?? '').trim();
  let categoria: PartCategory | undefined;
  if (categoriaText !== '') {
    if (!(PART_CATEGORIES as readonly string[]).includes(categoriaText)) {
      return {
        ok: false,
        error: QUERY_MESSAGES.category(PART_CATEGORIES),
      };
    }
    categoria = categoriaText as PartCategory;
  }

  const faltando = single(params.faltando) ?? '';
  if (faltando !== '' && faltando !== 'traducao') {
    return { ok: false, error: QUERY_MESSAGES.missing };
  }

  const pageText = single(params.page) ?? '1';
  if (!/^[1-9]\d{0,6}$/.test(pageText)) {
    return { ok: false, error: QUERY_MESSAGES.page };
  }

  const pageSizeText = single(params.pageSize) ?? String(PAGE_SIZES[0]);
  const pageSize = PAGE_SIZES.find((size) => String(size) === pageSizeText);
  if (pageSize === undefined) {
    return { ok: false, error: QUERY_MESSAGES.pageSize(PAGE_SIZES) };
  }

  return {
    ok: true,
    query: {
      scope,
      page: Number(pageText),
      pageSize: pageSize satisfies PageSize,
      ...(search === '' ? {} : { search }),
      ...(categoria === undefined ? {} : { categoria }),
      ...(faltando === 'traducao' ? { missingTranslation: true } : {}),
    },
  };
}
