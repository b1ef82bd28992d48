import { MAX_SLUG_LENGTH } from '@castall/contracts';
import { localizePath, paths, splitLangFromPath } from '@castall/contracts/site-paths';
import type { Context, Middleware, Next } from 'koa';
import { toPublicPart } from '../../parts/public-part';
import type { PartRepository } from '../../store/types';
import { languageOfPath, type SiteLanguage } from '../language';
import type { LoadedAstro } from '../astro/astro-handler';
import { renderWithAstro } from '../astro/render-with-astro';
import type { PartDirectory } from './part-directory';

/** /shop/{slug} in any language (`/en/shop/{slug}`), with or without the trailing slash. */
const PART_PATH = new RegExp(`^${paths.shop}/([^/]+)/?$`);

export interface PartPageOptions {
  astro: () => Promise<LoadedAstro | undefined>;
  parts: PartRepository;
  /** The public origin of canonical and hreflang URLs (`Config.siteUrl`). */
  siteUrl: string;
  /** The live catalogue by address, per revision (`partDirectories`). */
  directoryAt: (revision: string) => Promise<PartDirectory>;
}

/** The path of a part's page in a language, as the shop's cards link to it. */
export function partPath(slug: string, lang: SiteLanguage): string {
  return localizePath(`${paths.shop}/${slug}`, lang);
}

/** The slug a part page's path names; none when it is too long to be one (a 404 at once). */
function slugOfPath(urlPath: string): string | undefined {
  const segment = PART_PATH.exec(splitLangFromPath(urlPath).path)?.[1];
  // Each character may arrive percent-encoded (`%2D`), hence three times the longest slug.
  if (segment === undefined || segment.length > 3 * MAX_SLUG_LENGTH) return undefined;
  try {
    const slug = decodeURIComponent(segment).toLowerCase();
    return slug.length > MAX_SLUG_LENGTH ? undefined : slug;
  } catch {
    return undefined;
  }
}

/**
 * Answers a part's own page (issue 15): Astro renders it in the page's language
 * (packages/ui/src/pages/[...lang]/shop/[slug].astro) from the part found here, revalidated by
 * an ETag of the catalogue revision. An unknown or trashed part goes on to the static site,
 * which answers the shop's prerendered 404 page; an address with an old or differently written
 * slug is moved (301) to the part's current one.
 */
export function partPage({ astro, parts, siteUrl, directoryAt }: PartPageOptions): Middleware {
  return async function servePartPage(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const slug = slugOfPath(ctx.path);
    if (slug === undefined) return next();
    const loaded = await astro();
    if (loaded === undefined) return next();
    const revision = await parts.revision();
    const directory = await directoryAt(revision);
    const found = directory.find(slug);
    if (found === undefined) return next();
    const canonical = partPath(found.slug, languageOfPath(ctx.path));
    if (ctx.path !== canonical) {
      ctx.status = 301;
      ctx.redirect(ctx.querystring === '' ? canonical : `${canonical}?${ctx.querystring}`);
      return;
    }
    const partPage = {
      part: toPublicPart(found.part),
      related: directory.related(found.part).map(toPublicPart),
      siteUrl,
    };
    if (!(await renderWithAstro(ctx, loaded, { revision, locals: { partPage } }))) return next();
  };
}
