import type { PageSize, SparePart } from './spare-part';

/** A part as the list and query endpoints send it: the §3 fields plus its edit version. */
export interface ListedPart extends SparePart {
  /** Sent back by the admin form so an edit based on an old copy is refused with a 409. */
  version: number;
}

/**
 * The answer of `GET /api/produtos-buscar.php?q=&categoria=&page=&pageSize=&scope=&faltando=`: one page
 * of the filtered catalogue and how many parts match over all pages.
 */
export interface PartsPage<Item extends SparePart = ListedPart> {
  items: Item[];
  /** Parts matching the filter, over all pages. */
  total: number;
  /** Every part in the catalogue, filtered or not ('filtrado de N produtos'). */
  catalogueTotal: number;
  /** 1-based; a page past the end answers an empty `items` with the real `total`. */
  page: number;
  pageSize: PageSize;
}

/** The query string names of the query endpoint. */
export interface PartsQueryParams {
  q?: string;
  categoria?: string;
  page?: number;
  pageSize?: PageSize;
  scope?: 'shop' | 'admin';
  /** `traducao`: only parts whose English or Spanish texts are missing or copied (admin). */
  faltando?: 'traducao';
}
