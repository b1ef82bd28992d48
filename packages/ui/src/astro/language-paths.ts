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
