import { FALLBACK_LANG, isLang, LANG_COOKIE, LANGUAGES } from '@castall/contracts';
import type { Context, Middleware } from 'koa';
import { isCrawler } from './crawler';
import { languageOfPath, type SiteLanguage } from './language';

/** Paths that are not pages in a language: the API, uploads, the admin, built assets. */
const NOT_A_PAGE = /^\/(?:api|upload|admin|assets)(?:\/|$)/;

/**
 * An unprefixed page (Portuguese) that could exist under /en or /es as well: no file
 * extension, except the catalogue viewer's `/pdf/{language}/{file}.pdf`.
 */
function isLocalizablePage(path: string): boolean {
  if (languageOfPath(path) !== 'pt' || NOT_A_PAGE.test(path)) return false;
  if (path.startsWith('/pdf/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * The language a first visit should see (spec §1): the visitor's stored choice (the flags'
 * cookie), else the browser's languages by prefix, else Portuguese. Crawlers are never moved:
 * each language has its own URLs for them, linked by hreflang. A browser driven by a program
 * (a headless one, a test runner) is a visitor (crawler.ts).
 */
function preferredLanguage(ctx: Context): SiteLanguage {
  const chosen = ctx.cookies.get(LANG_COOKIE);
  if (isLang(chosen)) return chosen;
  if (isCrawler(ctx.get('User-Agent'))) return 'pt';
  const accepted = ctx.acceptsLanguages(...LANGUAGES);
  return isLang(accepted) ? accepted : FALLBACK_LANG;
}

/**
 * Sends a first visit to an unprefixed page on to the visitor's language before anything is
 * painted (issue 12), instead of painting Portuguese and moving once the script runs.
 * Prefixed URLs are never redirected: they say their language.
 */
export function languageRedirect(): Middleware {
  return async function redirectToLanguage(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isLocalizablePage(ctx.path)) {
      return next();
    }
    // Caches must keep one answer per language preference.
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    const lang = preferredLanguage(ctx);
    if (lang === 'pt') return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.redirect(`/${lang}${ctx.path === '/' ? '/' : ctx.path}${ctx.search}`);
  };
}
