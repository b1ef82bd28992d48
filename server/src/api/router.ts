import { API_PREFIX } from '@castall/contracts';
import Router, { type RouterMiddleware } from '@koa/router';
import type { Context } from 'koa';
import { isApiPath } from '../http/paths';

/**
 * The JSON API under /api. The PHP-compatible endpoints (spec §7: login.php, produtos-*.php…)
 * are added by `register`; anything else under /api is a JSON 404 whatever the method, and a
 * known path with a method it does not take (PUT, or WebDAV's PROPFIND) is a 405 with `Allow`,
 * both shaped by the error handler.
 */
export function apiRouter(register: (router: Router) => void): RouterMiddleware {
  const router = new Router({ prefix: API_PREFIX });
  register(router);

  const routes = router.routes();
  // Not `throw: true`: that answers an unknown method with 501, which the error handler must
  // treat as a server failure (issue 11), and it drops the `Allow` header of a 405.
  const allowedMethods = router.allowedMethods();

  return async function api(ctx, next) {
    if (!isApiPath(ctx.path)) {
      await next();
      return;
    }
    // The API is a dead end: unmatched requests must not fall through to the static site.
    await routes(ctx, async () => {
      await allowedMethods(ctx, () => Promise.resolve());
    });
    if (ctx.status === 405 || ctx.status === 501) refuseMethod(ctx);
    if (ctx.status === 404 && ctx.body == null) ctx.throw(404);
  };
}

/** The router marked a method it cannot serve; `Allow` lists the path's methods, if any. */
function refuseMethod(ctx: Context): never {
  const allow = ctx.response.get('Allow');
  ctx.remove('Allow');
  if (allow === '') ctx.throw(404);
  ctx.throw(405, { headers: { Allow: allow } });
}
