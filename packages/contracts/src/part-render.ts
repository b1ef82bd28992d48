import type { Lang } from './languages';
import type { SparePart } from './spare-part';

/** What the server renders a part's page from (issue 15): the part and its neighbours. */
export interface PartPageData {
  part: SparePart;
  /** Other parts of the same category, to link to (a few). */
  related: SparePart[];
  /** The public origin of its absolute URLs (structured data); default: the site's. */
  siteUrl?: string;
}

/** Where the server puts a part page's head tags and its app HTML in the template. */
export const PART_HEAD_MARKER = '<!--part-head-->';
export const PART_APP_HTML_MARKER = '<!--part-app-html-->';

/**
 * The part page templates the build writes into dist/ssr, one per site language: a prerendered
 * part page with the two markers in place of its head and its app.
 */
export function partTemplateFile(lang: Lang): string {
  return `part-template.${lang}.html`;
}
