import type { Middleware } from 'koa';
import { authenticatedUser } from './session-state';

const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';

/** Guards an admin route: 401 unless the request names a live, logged-in session. */
export function requireAdminMiddleware(now: () => number): Middleware {
  return async function requireAdmin(ctx, next) {
    if (authenticatedUser(ctx, now()) === undefined) ctx.throw(401, SESSION_EXPIRED);
    await next();
  };
}
