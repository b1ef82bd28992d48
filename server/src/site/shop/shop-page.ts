import { paths, splitLangFromPath } from '@castall/contracts/site-paths';
import type { PartsPage } from '@castall/contracts';
import type { Context, Middleware, Next } from 'koa';
import type { Logger } from '../../logger';
import type { PartsPages } from '../../parts/parts-pages';
import { readQueryParams } from '../../parts/query-params';
import type { PartRepository } from '../../store/types';
import type { LoadedAstro } from '../astro/astro-handler';
import { renderWithAstro } from '../astro/render-with-astro';

/** /shop in any language (`/en/shop`), with or without the trailing slash. */
const SHOP_PATH = new RegExp(`^${paths.shop}/?$`);

export interface ShopPageOptions {
  astro: () => Promise<LoadedAstro | undefined>;
  parts: PartRepository;
  /** The query endpoint's cached pages: the shop shows exactly what the endpoint answers. */
  pages: PartsPages;
  logger: Logger;
}

/**
 * Answers GET /shop (and /en/shop, /es/shop) with the requested page of parts already in the
 * HTML (issue 12, item 5), so the parts paint without waiting for the API: Astro renders the
 * page (packages/ui/src/pages/[...lang]/shop/index.astro) and asks its parts here, from the
 * query endpoint's cache of the current revision. When the store fails the page is rendered
 * without them and the shop loads them in the browser.
 */
export function shopPage({ astro, parts, pages, logger }: ShopPageOptions): Middleware {
  return async function serveShopPage(ctx: Context, next: Next) {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      !SHOP_PATH.test(splitLangFromPath(ctx.path).path)
    ) {
      return next();
    }
    const loaded = await astro();
    if (loaded === undefined) return next();
    const logFailure = (err: unknown) =>
      logger.error(`${ctx.path} is served without its parts: reading them failed`, err);
    // A store that cannot say its revision cannot give the parts either: render without them.
    const revision = await parts.revision().catch((err: unknown) => {
      logFailure(err);
      return undefined;
    });
    const shopPage =
      revision === undefined
        ? undefined
        : async (query: string): Promise<PartsPage> => {
            const params = readQueryParams(Object.fromEntries(new URLSearchParams(query)));
            if (!params.ok)
              throw new Error(`The shop asked an invalid query (${query}): ${params.error}`);
            const page = await pages(revision, params.query).catch((err: unknown) => {
              logFailure(err);
              throw err;
            });
            return JSON.parse((await page.encoded('identity')).toString()) as PartsPage;
          };
    const locals = shopPage ? { shopPage } : {};
    if (!(await renderWithAstro(ctx, loaded, { revision, locals }))) return next();
  };
}
