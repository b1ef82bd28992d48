import { SHOP_APP_HTML_MARKER, SHOP_FIRST_PAGE_SCRIPT_ID } from '@castall/contracts';

/**
 * JSON that is safe as the text of a `<script>`: `<` (so no `</script>` or `<!--` ends or
 * changes the element), `>` and `&` are written as JSON escapes, as are U+2028 and U+2029
 * (line terminators to older JavaScript parsers). JSON.parse reads them back unchanged; none
 * of these characters can occur outside a JSON string.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

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
