import type { Lang } from './languages';
import type { PartPageData } from './part-render';
import type { PartsPage } from './parts-page';

/**
 * The shop's first page as the server rendered it: the query endpoint's query string it was
 * asked with (normalised the way the shop reads its URL) and the endpoint's answer to it.
 */
export interface ShopFirstPage {
  query: string;
  page: PartsPage;
}

/** Id of the `<script type="application/json">` carrying the `ShopFirstPage` in the page. */
export const SHOP_FIRST_PAGE_SCRIPT_ID = 'shop-first-page';

/** Where the server puts the shop's rendered HTML in its template (inside `#root`). */
export const SHOP_APP_HTML_MARKER = '<!--shop-app-html-->';

/**
 * The shop templates the build writes into the server-render folder (dist/ssr), one per site
 * language: the prerendered shop page with `SHOP_APP_HTML_MARKER` in place of the app.
 */
export function shopTemplateFile(lang: Lang): string {
  return `shop-template.${lang}.html`;
}

/** The file name of the server-render bundle in dist/ssr (Vite's SSR build of entry-server). */
export const SSR_ENTRY_FILE = 'entry-server.js';

/**
 * What the server uses of the server-render bundle. The UI's entry-server implements it; the
 * server loads it at run time, so the server's bundle holds no React.
 */
export interface ShopServerRender {
  /** The query endpoint's query string for a shop URL's search (`?q=…`), as the shop reads it. */
  shopApiQuery(search: string): string;
  /**
   * The shop URL's own search for a URL's search, defaults and unknown parameters left out
   * (`q=…&page=2`): the page is rendered for it, so its pager and flags link to that view.
   */
  shopPageSearch(search: string): string;
  /** Renders a URL's app HTML with the shop's first page (or a part's page) already in it. */
  render(
    url: string,
    siteUrl: string | undefined,
    data: { shopPage?: ShopFirstPage; partPage?: PartPageData },
  ): Promise<{ html: string; head: string; status: number }>;
}
