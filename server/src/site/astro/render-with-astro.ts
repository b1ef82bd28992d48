import { createHash } from 'node:crypto';
import compression from 'compression';
import type { SiteLocals } from '@castall/contracts';
import type { Context } from 'koa';
import type { LoadedAstro } from './astro-handler';

/**
 * Compresses what Astro writes: the handler writes to the Node response itself, past Koa's
 * koa-compress, so the package Express uses does it at the same level (brotli, then gzip).
 */
const compressExpress = compression();
// The package is typed for Express's request and response, but reads and patches only what Node's
// own have (connect uses it that way).
const compress = compressExpress as unknown as (
  req: Context['req'],
  res: Context['res'],
  next: () => void,
) => void;

/** The ETag of a rendered page: the build, the catalogue revision and the address. */
export function pageEtag(buildStamp: string, revision: string, url: string): string {
  const address = createHash('sha256').update(url).digest('base64url').slice(0, 16);
  return `"${buildStamp}-${revision}-${address}"`;
}

/**
 * Answers with the page Astro renders for the request, given the store's data as `locals`
 * (issue 39). Koa's headers set before this (security headers, CSP) stay on the response; the
 * page is revalidated by its ETag, so an unchanged catalogue answers 304 without rendering.
 * Koa routes only the shop's addresses here, all of which Astro has a route for.
 * False when Astro has no on-demand route for the address (nothing is written).
 */
export async function renderWithAstro(
  ctx: Context,
  astro: LoadedAstro,
  { revision, locals }: { revision: string | undefined; locals: SiteLocals },
): Promise<boolean> {
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  // Without a revision (the store failed) the page has no ETag: it is rendered again next time.
  if (revision !== undefined) {
    ctx.set('ETag', pageEtag(astro.buildStamp, revision, ctx.url));
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return true;
    }
  }
  let matched = true;
  // From here the response is Astro's: Koa must not write it again.
  ctx.respond = false;
  await new Promise<void>((resolve, reject) => {
    compress(ctx.req, ctx.res, () => {
      astro.handler(ctx.req, ctx.res, () => (matched = false), locals).then(resolve, reject);
    });
  });
  if (!matched) ctx.respond = true;
  return matched;
}
