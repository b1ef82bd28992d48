import type { PartsPage } from '@castall/contracts';
import { paths, splitLangFromPath } from '@castall/contracts/site-paths';
import type { Context, Middleware, Next } from 'koa';
import { sendSerialized } from '../../http/send-serialized';
import type { Logger } from '../../logger';
import type { PartsPages } from '../../parts/parts-pages';
import { readQueryParams } from '../../parts/query-params';
import { serializedCache } from '../../parts/serialized-cache';
import type { PartRepository } from '../../store/types';
import { languageOfPath } from '../language';
import type { ShopRender } from './load-shop-render';
import { shopDocument } from './shop-document';

/** /shop in any language (`/en/shop`), with or without the trailing slash. */
const SHOP_PATH = new RegExp(`^${paths.shop}/?$`);

/**
 * Rendered shop pages kept per catalogue revision. Each is about 100 kB with its compressed
 * twins, so this holds a few MB: the plain shop in three languages and the common searches.
 */
const PAGE_CACHE_ENTRIES = 60;

export interface ShopPageOptions {
  /** The UI's server render (`lazyShopRender`), shared with the part pages. */
  shopRender: () => Promise<ShopRender | undefined>;
  parts: PartRepository;
  /** The query endpoint's cached pages: the shop shows exactly what the endpoint answers. */
  pages: PartsPages;
  logger: Logger;
}

interface PageKey {
  revision: string;
  /** The URL path, which gives the language and the pagination links' path. */
  path: string;
  /**
   * The page's own search as the shop writes it (`q=…&page=2`, defaults and unknown parameters
   * left out): one key per view, and the query its links carry.
   */
  search: string;
}

/**
 * Answers GET /shop (and /en/shop, /es/shop) with the requested page of parts already in the
 * HTML, rendered by React from the store (issue 12, item 5), so the parts paint without
 * waiting for the API. Each page is cached per catalogue revision, URL path and normalised
 * query, with an ETag; a write to the catalogue moves the revision on, so the next request
 * renders again. When the render cannot be loaded or the store fails, the prerendered shop
 * (which loads its parts in the browser) is served instead, and the failure is logged.
 */
export function shopPage({ shopRender, parts, pages, logger }: ShopPageOptions): Middleware {
  async function renderPage(render: ShopRender, { revision, path, search }: PageKey) {
    // The query endpoint's query string, as the shop in the browser will ask it.
    const query = render.shopApiQuery(search);
    const params = readQueryParams(Object.fromEntries(new URLSearchParams(query)));
    if (!params.ok) throw new Error(`The shop asked an invalid query (${query}): ${params.error}`);
    const pageJson = (await (await pages(revision, params.query)).encoded('identity')).toString();
    // Rendered for the shop's own search, so the flags lead to the same view in another
    // language even without JavaScript.
    const url = search === '' ? path : `${path}?${search}`;
    const app = await render.render(url, undefined, {
      shopPage: { query, page: JSON.parse(pageJson) as PartsPage },
    });
    if (app.status !== 200) throw new Error(`${url} rendered with status ${app.status}`);
    const template = render.templates[languageOfPath(path)];
    return shopDocument({ template, appHtml: app.html, query, pageJson });
  }

  const rendered = serializedCache(
    async (key: PageKey) => {
      const render = await shopRender();
      if (render === undefined) throw new Error('The shop render is not loaded');
      return renderPage(render, key);
    },
    { maxEntries: PAGE_CACHE_ENTRIES, bytesOf: (html: string) => Buffer.from(html) },
  );

  return async function serveShopPage(ctx: Context, next: Next) {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      !SHOP_PATH.test(splitLangFromPath(ctx.path).path)
    ) {
      return next();
    }
    const render = await shopRender();
    if (render === undefined) return next();
    try {
      const search = render.shopPageSearch(ctx.querystring);
      const revision = await parts.revision();
      const body = await rendered(revision, { revision, path: ctx.path, search });
      await sendSerialized(ctx, body, 'text/html; charset=utf-8');
    } catch (err) {
      logger.error(`${ctx.path} is served prerendered: rendering it with its parts failed`, err);
      return next();
    }
  };
}
