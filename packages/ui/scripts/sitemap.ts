import { sitemapUrlset } from '@castall/contracts';
import type { Lang } from '../src/i18n/languages';

export interface SitemapLanguages {
  LANGUAGES: readonly Lang[];
  localizePath(path: string, lang: Lang): string;
  htmlLang(lang: Lang): string;
}

/** Every page in every language, each with its hreflang alternates and x-default. */
export function buildSitemap(
  paths: readonly string[],
  siteUrl: string,
  { LANGUAGES, localizePath, htmlLang }: SitemapLanguages,
): string {
  return sitemapUrlset(
    paths.map((path) => ({
      versions: LANGUAGES.map((lang) => ({
        hreflang: htmlLang(lang),
        url: siteUrl + localizePath(path, lang),
      })),
      xDefault: siteUrl + path,
    })),
  );
}

export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
