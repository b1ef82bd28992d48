import type { Lang } from '../src/i18n/languages';

export interface SitemapLanguages {
  LANGUAGES: readonly Lang[];
  localizePath(path: string, lang: Lang): string;
  htmlLang(lang: Lang): string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every page in every language, each with its hreflang alternates and x-default. */
export function buildSitemap(
  paths: readonly string[],
  siteUrl: string,
  { LANGUAGES, localizePath, htmlLang }: SitemapLanguages,
): string {
  const urls = paths.flatMap((path) => {
    const link = (hreflang: string, href: string) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(siteUrl + href)}"/>`;
    const alternates = [
      ...LANGUAGES.map((lang) => link(htmlLang(lang), localizePath(path, lang))),
      link('x-default', path),
    ].join('\n');
    return LANGUAGES.map(
      (lang) =>
        `  <url>\n    <loc>${escapeXml(siteUrl + localizePath(path, lang))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
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
