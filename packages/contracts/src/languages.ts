/**
 * The site's languages (spec §1, §9), the one list every runtime uses: the site and its
 * prerender, the admin form's translated fields, the server's page routing and the PDF
 * catalogues. Portuguese is the base and the fallback, and lives at the root of the URLs.
 */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const FALLBACK_LANG: Lang = 'pt';

/** BCP 47 tag used for `lang`, hreflang and number formatting. */
export function htmlLang(lang: Lang): string {
  return lang === 'pt' ? 'pt-BR' : lang;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
