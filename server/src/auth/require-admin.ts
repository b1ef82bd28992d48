import type { Context, Middleware } from 'koa';
import { authenticatedUser } from './session-state';
import { AUTH_MESSAGES } from '../messages';
import type { WriteAuthor } from '../store/types';

interface AdminState {
  adminUser?: string;
}

/**
 * Guards an admin route: 401 unless the request names a live, logged-in session. The username
 * is kept for the route, which records it as the author of its writes.
 */
export function requireAdminMiddleware(now: () => number): Middleware<AdminState> {
  return async function requireAdmin(ctx, next) {
    const user = authenticatedUser(ctx, now());
    if (user === undefined) ctx.throw(401, AUTH_MESSAGES.sessionExpired);
    ctx.state.adminUser = user;
    await next();
  };
}

/** The administrator a guarded route acts for (the change history's "who"). */
export function adminAuthor(ctx: Context): WriteAuthor {
  const user = (ctx.state as AdminState).adminUser;
  if (user === undefined) throw new Error('adminAuthor called on a route without requireAdmin');
  return { by: user };
}
