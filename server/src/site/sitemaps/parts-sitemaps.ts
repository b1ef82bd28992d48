import {
  htmlLang,
  LANGUAGES,
  PAGES_SITEMAP_FILE,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  sitemapUrlset,
  type SitemapPage,
} from '@castall/contracts';
import type { PartDirectory } from '../part/part-directory';
import { partPath } from '../part/part-page';

/** Each part is one URL per language: this many parts fill a sitemap file to the limit. */
export const PARTS_PER_SITEMAP = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length);

/** The file name of the n-th (1-based) parts sitemap. */
export function partsSitemapFile(n: number): string {
  return `sitemap-parts-${n}.xml`;
}

type Entry = PartDirectory['entries'][number];

function chunks(directory: PartDirectory): Entry[][] {
  const files: Entry[][] = [];
  for (let first = 0; first < directory.entries.length; first += PARTS_PER_SITEMAP) {
    files.push(directory.entries.slice(first, first + PARTS_PER_SITEMAP));
  }
  return files;
}

const newest = (entries: readonly Entry[]) =>
  entries.reduce((latest, { part }) => (part.updatedAt > latest ? part.updatedAt : latest), '');

/** How many parts sitemaps the catalogue fills (none for an empty one). */
export function partsSitemapCount(directory: PartDirectory): number {
  return Math.ceil(directory.entries.length / PARTS_PER_SITEMAP);
}

/**
 * The sitemap index: the static pages' sitemap the build wrote, then one parts sitemap per
 * PARTS_PER_SITEMAP parts, each dated by its newest change.
 */
export function sitemapIndexXml(siteUrl: string, directory: PartDirectory): string {
  return sitemapIndex([
    { url: `${siteUrl}/${PAGES_SITEMAP_FILE}` },
    ...chunks(directory).map((entries, index) => ({
      url: `${siteUrl}/${partsSitemapFile(index + 1)}`,
      lastmod: newest(entries),
    })),
  ]);
}

/** The n-th (1-based) parts sitemap, or undefined past the last. */
export function partsSitemapXml(
  siteUrl: string,
  directory: PartDirectory,
  n: number,
): string | undefined {
  const entries = chunks(directory)[n - 1];
  if (entries === undefined) return undefined;
  return sitemapUrlset(
    entries.map(({ part, slug }): SitemapPage => ({
      versions: LANGUAGES.map((lang) => ({
        hreflang: htmlLang(lang),
        url: siteUrl + partPath(slug, lang),
      })),
      xDefault: siteUrl + partPath(slug, 'pt'),
      lastmod: part.updatedAt,
    })),
  );
}
