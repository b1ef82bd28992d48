import { FALLBACK_LANG, LANGUAGES, type Lang } from '../i18n/languages';

/**
 * `getStaticPaths` of a page in `pages/[...lang]/`: Portuguese at the unprefixed path, English and
 * Spanish under /en/ and /es/ (the route table's rule, @castall/contracts/site-paths).
 */
export function languagePaths(): { params: { lang: string | undefined }; props: { lang: Lang } }[] {
  return LANGUAGES.map((lang) => ({
    params: { lang: lang === FALLBACK_LANG ? undefined : lang },
    props: { lang },
  }));
}

/**
 * The language of a page rendered per request, from its `[...lang]` segment. The Koa server
 * hands Astro only the shop's addresses in the site's languages (server/src/site/astro-pages.ts),
 * so another segment is a wiring fault, not a visitor's address.
 */
export function languageOfParam(param: string | undefined): Lang {
  const lang = param ?? FALLBACK_LANG;
  if (param === FALLBACK_LANG || !(LANGUAGES as readonly string[]).includes(lang)) {
    throw new Error(`No site language "${param}"`);
  }
  return lang as Lang;
}
