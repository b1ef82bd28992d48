/**
 * Sitemap XML (sitemaps.org 0.9 with xhtml:link alternates), shared by the build, which writes
 * the static pages' sitemap, and the server, which writes the index and the parts' sitemaps
 * from the store (issue 15).
 */

/** The protocol's limit of URLs in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

/** The static pages' sitemap, written by the build next to the prerendered pages. */
export const PAGES_SITEMAP_FILE = 'sitemap-pages.xml';

/** One page in all its languages: each version becomes a `<url>` listing all the others. */
export interface SitemapPage {
  versions: readonly { hreflang: string; url: string }[];
  /** The version for languages the site lacks (hreflang x-default). */
  xDefault: string;
  /** ISO 8601 time of its last change, when known. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export function sitemapUrlset(pages: Iterable<SitemapPage>): string {
  const lines = [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { versions, xDefault, lastmod } of pages) {
    const link = (hreflang: string, href: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
    const alternates = [
      ...versions.map((version) => link(version.hreflang, version.url)),
      link('x-default', xDefault),
    ].join('\n');
    const modified = lastmod === undefined ? '' : `\n    <lastmod>${escapeXml(lastmod)}</lastmod>`;
    for (const { url } of versions) {
      lines.push(`  <url>\n    <loc>${escapeXml(url)}</loc>${modified}\n${alternates}\n  </url>`);
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function sitemapIndex(sitemaps: readonly { url: string; lastmod?: string }[]): string {
  return [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(
      ({ url, lastmod }) =>
        `  <sitemap>\n    <loc>${escapeXml(url)}</loc>${lastmod === undefined ? '' : `\n    <lastmod>${escapeXml(lastmod)}</lastmod>`}\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
