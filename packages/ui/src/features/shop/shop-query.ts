import { PAGE_SIZES, PART_CATEGORIES, type PageSize, type PartCategory } from '@castall/contracts';
import { partsQueryString } from '../../lib/api-client';

/** What the shop shows, kept in the URL so a view can be shared, bookmarked and gone back to. */
export interface ShopQuery {
  q: string;
  categoria: PartCategory | '';
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_SHOP_QUERY: ShopQuery = { q: '', categoria: '', page: 1, pageSize: 50 };

/** The server refuses longer searches; a pasted long text is cut rather than answered 400. */
const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 9_999_999;

function isCategory(value: string): value is PartCategory {
  return (PART_CATEGORIES as readonly string[]).includes(value);
}

/** Reads the shop's URL; a value that is missing or not understood means its default. */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const categoria = params.get('categoria') ?? '';
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d*$/.test(pageText) ? Math.min(Number(pageText), MAX_PAGE) : 1;
  const pageSize = PAGE_SIZES.find((size) => String(size) === params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    categoria: isCategory(categoria) ? categoria : '',
    page,
    pageSize: pageSize ?? DEFAULT_SHOP_QUERY.pageSize,
  };
}

/** The URL parameters of a shop view, defaults left out so the plain /shop stays plain. */
export function shopSearchParams(query: ShopQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.categoria !== '') params.set('categoria', query.categoria);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_SHOP_QUERY.pageSize)
    params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * The query string of `GET /api/produtos-buscar.php` for a shop view: the server renders the
 * first page with it (entry-server's `shopApiQuery`) and the island asks for the same one.
 */
export function apiQueryString(query: ShopQuery): string {
  return partsQueryString({ scope: 'shop', ...query });
}
