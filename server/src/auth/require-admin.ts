import type { Middleware } from 'koa';
import { authenticatedUser } from './session-state';
import { AUTH_MESSAGES } from '../messages';

/** Guards an admin route: 401 unless the request names a live, logged-in session. */
export function requireAdminMiddleware(now: () => number): Middleware {
  return async function requireAdmin(ctx, next) {
    if (authenticatedUser(ctx, now()) === undefined) ctx.throw(401, AUTH_MESSAGES.sessionExpired);
    await next();
  };
}
