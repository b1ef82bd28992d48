import { PAGE_SIZES, type PartsQueryParams } from '@castall/contracts';

/**
 * The one query string of `GET /api/produtos-buscar.php`, for the shop (its server-rendered
 * first page and its island) and the admin list. `scope`, `page` and `pageSize` are always
 * written, in this order, so the same view gives the same string: the server's page cache and
 * the shop's first page are keyed by it. An empty search or category is left out, as the
 * server reads a missing one as "all".
 */
export function partsQueryString({
  scope = 'shop',
  page = 1,
  pageSize = PAGE_SIZES[0],
  q = '',
  categoria = '',
  faltando,
}: PartsQueryParams): string {
  const params = new URLSearchParams({ scope, page: String(page), pageSize: String(pageSize) });
  const search = q.trim();
  if (search !== '') params.set('q', search);
  if (categoria !== '') params.set('categoria', categoria);
  if (faltando !== undefined) params.set('faltando', faltando);
  return params.toString();
}
