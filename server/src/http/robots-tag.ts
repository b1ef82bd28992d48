import type { Middleware } from 'koa';
import { isUnderPrefix } from './paths';

/** The admin screens and the API must never show up in search results. */
export const NOINDEX_PREFIXES = ['/admin', '/api'] as const;

/** Adds `X-Robots-Tag: noindex, nofollow` under the given prefixes, error responses included. */
export function robotsTag(prefixes: readonly string[] = NOINDEX_PREFIXES): Middleware {
  return async function noindex(ctx, next) {
    if (prefixes.some((prefix) => isUnderPrefix(ctx.path, prefix))) {
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
    }
    await next();
  };
}
