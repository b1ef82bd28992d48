import type { ApiAnswer } from '@castall/contracts';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { loginHandler, type LoginOptions } from './login';
import { authenticatedUser, endSession } from './session-state';

// Answers about a session must never be replayed from a cache (shared or the browser's).
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/** Adds login.php, logout.php and verify-session.php to the router prefixed with `/api`. */
export function registerAuthRoutes(router: Router, options: LoginOptions): void {
  const { now } = options;

  router.post('/login.php', noStore, loginHandler(options));

  // Idempotent: logging out without a session is a success too.
  router.post('/logout.php', noStore, (ctx) => {
    endSession(ctx);
    ctx.body = { success: true } satisfies ApiAnswer;
  });

  // The UI reads only `success`, so a dead session is a 200 too, not a 401.
  router.get('/verify-session.php', noStore, (ctx) => {
    ctx.body = { success: authenticatedUser(ctx, now()) !== undefined };
  });
}
