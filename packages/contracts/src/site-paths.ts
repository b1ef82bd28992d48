import { FALLBACK_LANG, isLang, LANGUAGES, type Lang } from './languages';

/**
 * The site's route table (issue 39): each public page's unprefixed (Portuguese) path, and how a
 * path gets and loses its language prefix. The site, its prerender, the server's routing and the
 * tests all read it here; no path or language list is retyped elsewhere.
 */

/** Public routes, unprefixed (the Portuguese form). */
export const paths = {
  home: '/',
  about: '/about',
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  services: '/services',
  gallery: '/gallery',
  contact: '/contact',
  /** Where the external form service sends the visitor after a contact message. */
  contactThanks: '/contact/thanks',
  shop: '/shop',
  /** A spare part's own page (issue 15), rendered by the server from the store. */
  part: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
  /** The catalogue PDFs (whole line per language and one per product). */
  downloads: '/downloads',
  /** The administrator's login: in the site's layout on the web, but Portuguese only. */
  adminLogin: '/admin/login',
  /** The administrator's work screen, outside the site's layout. */
  admin: '/admin',
} as const;

/**
 * The site's navigation, in order: the header's menu (which the E-SHOP button follows) and the
 * footer's quick links (which end with the shop). Each entry's text is `common.nav.<key>`. A new
 * public page that belongs in the menu is one entry here.
 */
export const NAV_ENTRIES = [
  { path: paths.home, key: 'home' },
  { path: paths.about, key: 'about' },
  { path: paths.products, key: 'products' },
  { path: paths.services, key: 'services' },
  { path: paths.gallery, key: 'gallery' },
  { path: paths.contact, key: 'contact' },
] as const;

/**
 * Pages that exist in Portuguese only: the admin's texts are Portuguese (spec §8) and it has
 * no /en or /es paths. Prerendered once, noindex, never in the sitemap.
 */
export const portugueseOnlyPaths = [paths.admin, paths.adminLogin] as const;

export function isPortugueseOnly(path: string): boolean {
  return (portugueseOnlyPaths as readonly string[]).includes(path);
}

/**
 * Adds the language prefix: Portuguese stays at the unprefixed path, English
 * and Spanish live under /en/ and /es/. The home page keeps its trailing slash.
 * A Portuguese-only page has no other version, so that language's home page stands in for it
 * (the language flags on the admin login lead there, docs/decisions.md).
 */
export function localizePath(path: string, lang: Lang): string {
  const [pathname = '/', rest = ''] = splitSuffix(path);
  if (lang === FALLBACK_LANG) return pathname + rest;
  if (isPortugueseOnly(pathname)) return `/${lang}/`;
  return (pathname === '/' ? `/${lang}/` : `/${lang}${pathname}`) + rest;
}

/** Splits a pathname into its language and the unprefixed path. */
export function splitLangFromPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const candidate = match?.[1];
  if (candidate && candidate !== FALLBACK_LANG && isLang(candidate)) {
    return { lang: candidate, path: match?.[2] ?? '/' };
  }
  return { lang: FALLBACK_LANG, path: pathname || '/' };
}

export function isPrefixedPath(pathname: string): boolean {
  return splitLangFromPath(pathname).lang !== FALLBACK_LANG;
}

/** Every language's version of one unprefixed path. */
export function alternatePaths(path: string): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, localizePath(path, lang)])) as Record<
    Lang,
    string
  >;
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}
