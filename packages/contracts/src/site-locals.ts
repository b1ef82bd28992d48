import type { PartsPage } from './parts-page';
import type { SparePart } from './spare-part';

/**
 * The shop's first page as the server rendered it: the query endpoint's query string it was
 * asked with (normalised the way the shop reads its URL) and the endpoint's answer to it.
 */
export interface ShopFirstPage {
  query: string;
  page: PartsPage;
}

/** What a part's page is rendered from (issue 15): the part and its neighbours. */
export interface PartPageData {
  part: SparePart;
  /** Other parts of the same category, to link to (a few). */
  related: SparePart[];
  /** The public origin of its absolute URLs (structured data); default: the site's. */
  siteUrl?: string;
}

/**
 * What the Koa server hands the pages Astro renders per request (`Astro.locals`; issue 39):
 * the server owns the store, the routes and the headers, the page only renders.
 */
export interface SiteLocals {
  /**
   * The query endpoint's answer to a query string (the shop's first page), from the same cache
   * the endpoint answers from. Rejects when the store fails: the shop then loads in the browser.
   */
  shopPage?: (apiQuery: string) => Promise<PartsPage>;
  /** The part of a part page's address, found by the server (which answers 301 and 404). */
  partPage?: PartPageData;
}
