import Router, { type RouterMiddleware } from '@koa/router';
import { API_PREFIX, isApiPath } from '../http/paths';

/**
 * The JSON API under /api. The PHP-compatible endpoints (spec §7: login.php, produtos-*.php…)
 * are added by `register`; anything else under /api is a JSON 404 whatever the method,
 * and a known path with the wrong method is a 405, both shaped by the error handler.
 */
export function apiRouter(register: (router: Router) => void): RouterMiddleware {
  const router = new Router({ prefix: API_PREFIX });
  register(router);

  const routes = router.routes();
  const allowedMethods = router.allowedMethods({ throw: true });

  return async function api(ctx, next) {
    if (!isApiPath(ctx.path)) {
      await next();
      return;
    }
    // The API is a dead end: unmatched requests must not fall through to the static site.
    await routes(ctx, async () => {
      await allowedMethods(ctx, () => Promise.resolve());
    });
    if (ctx.status === 404 && ctx.body == null) ctx.throw(404);
  };
}
