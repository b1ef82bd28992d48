import {
  scriptSafeJson,
  SHOP_APP_HTML_MARKER,
  SHOP_FIRST_PAGE_SCRIPT_ID,
} from '@castall/contracts';

export interface ShopDocumentParts {
  /** The prerendered shop page with `SHOP_APP_HTML_MARKER` inside `#root`. */
  template: string;
  /** React's HTML of the app for the URL. */
  appHtml: string;
  /** The query endpoint's query string the page was rendered for. */
  query: string;
  /** The query endpoint's JSON answer to it, byte for byte. */
  pageJson: string;
}

/**
 * The shop page as sent: the app's HTML in the template, and the page of parts it was rendered
 * from as JSON before `</body>`, which the shop hydrates from instead of asking for it again.
 */
export function shopDocument({ template, appHtml, query, pageJson }: ShopDocumentParts): string {
  const data = scriptSafeJson(`{"query":${JSON.stringify(query)},"page":${pageJson}}`);
  const script = `<script type="application/json" id="${SHOP_FIRST_PAGE_SCRIPT_ID}">${data}</script>`;
  // Functions as replacements: a `$&` in a part's name must stay text.
  const page = template.replace(SHOP_APP_HTML_MARKER, () => appHtml);
  const end = page.lastIndexOf('</body>');
  return page.slice(0, end) + script + page.slice(end);
}
