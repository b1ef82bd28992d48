import { PART_APP_HTML_MARKER, PART_HEAD_MARKER } from '@castall/contracts';

/** A part's page as sent: its head tags and its app HTML in the language's template. */
export function partDocument(template: string, head: string, appHtml: string): string {
  // Functions as replacements: a `$&` in a part's name must stay text.
  return template
    .replace(PART_HEAD_MARKER, () => head)
    .replace(PART_APP_HTML_MARKER, () => appHtml);
}
