import type { Stats } from 'node:fs';
import path from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';
import { cacheControlFor } from './cache-control';
import { applyRange } from './range';
import { sitePathFor } from './site-path';

/** Large media that players fetch piece by piece; none of these types is compressible. */
const RANGE_EXTENSIONS: ReadonlySet<string> = new Set(['.mp4', '.webm', '.pdf']);

/** Weak because it is derived from size and time, not content, like the `etag` package's. */
function etagOf(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
}

export interface StaticSiteOptions {
  /** Absolute folder of the prerendered site (`npm run build` writes dist/site). */
  root: string;
}

/**
 * Serves the prerendered site, GET and HEAD only. Each page is `<path>/index.html`, other
 * files keep their name; a miss throws 404 and the error handler answers with the 404 page of
 * the path's language.
 */
export function staticSite({ root }: StaticSiteOptions): Middleware {
  // `ctx` is typed explicitly so TypeScript sees that `ctx.throw` never returns.
  return async function serveSite(ctx: Context) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.throw(405, { headers: { Allow: 'GET, HEAD' } });
    }

    const target = sitePathFor(ctx.path);
    if ('error' in target) ctx.throw(target.error);

    let sent: { path: string; stats: Stats } | undefined;
    await send(ctx, target.file, {
      root,
      // sitePathFor already resolved index files and refused dotfiles.
      index: false,
      format: false,
      hidden: false,
      // Compression is done on the fly by koa-compress; the build writes no .gz/.br twins.
      gzip: false,
      brotli: false,
      setHeaders(res, filePath, stats) {
        res.setHeader('Cache-Control', cacheControlFor(target.file));
        res.setHeader('ETag', etagOf(stats));
        sent = { path: filePath, stats };
      },
    });
    // send returns without a body for a directory whose name looks like a file (`/images.d`).
    if (sent === undefined) ctx.throw(404);

    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    if (RANGE_EXTENSIONS.has(path.extname(sent.path).toLowerCase())) applyRange(ctx, sent);
  };
}
