import {
  API_ENDPOINTS,
  apiRoute,
  type ApiAnswer,
  type VerifySessionAnswer,
} from '@castall/contracts';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { changePasswordHandler, type ChangePasswordOptions } from './change-password';
import { loginHandler } from './login';
import type { DeviceTokens } from './login-device';
import { authenticatedUser, endSession } from './session-state';

// Answers about a session must never be replayed from a cache (shared or the browser's).
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

export interface AuthRouteOptions extends ChangePasswordOptions {
  requireAdmin: Middleware;
  devices: DeviceTokens;
}

/**
 * Adds login.php, logout.php, verify-session.php and alterar-senha.php to the router
 * prefixed with `/api`.
 */
export function registerAuthRoutes(router: Router, options: AuthRouteOptions): void {
  const { now } = options;

  router.post(apiRoute(API_ENDPOINTS.login), noStore, loginHandler(options));
  router.post(
    apiRoute(API_ENDPOINTS.changePassword),
    noStore,
    options.requireAdmin,
    changePasswordHandler(options),
  );

  // Idempotent: logging out without a session is a success too.
  router.post(apiRoute(API_ENDPOINTS.logout), noStore, (ctx) => {
    endSession(ctx);
    ctx.body = { success: true } satisfies ApiAnswer;
  });

  // The UI reads only `success`, so a dead session is a 200 too, not a 401.
  router.get(apiRoute(API_ENDPOINTS.verifySession), noStore, (ctx) => {
    ctx.body = {
      success: authenticatedUser(ctx, now()) !== undefined,
    } satisfies VerifySessionAnswer;
  });
}
