import { API_ENDPOINTS } from '@castall/contracts';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/types';
import { csrfProtection } from './csrf';
import { DeviceTokens } from './login-device';
import { LoginLimiter } from './login-limiter';
import { requireAdminMiddleware } from './require-admin';
import { registerAuthRoutes } from './routes';
import { sessionMiddleware } from './session';

export interface AuthOptions {
  config: Config;
  store: Pick<Store, 'sessions' | 'accounts' | 'loginFailures'>;
  logger: Logger;
  /** Clock for session expiry and login lockout. Default: `Date.now`. */
  now?: () => number;
}

export interface Auth {
  /** koa-session with bearer support; mount right after compression. */
  session: Middleware;
  /** Cross-site write refusal; mount right after `session`. */
  csrf: Middleware;
  /** Guards admin routes: 401 without a live logged-in session. */
  requireAdmin: Middleware;
  /** Adds login.php, logout.php, verify-session.php and alterar-senha.php to the `/api` router. */
  registerRoutes(router: Router): void;
}

/**
 * The administrator's authentication (spec §7): server-side sessions named by an HttpOnly
 * SameSite=Strict cookie or a bearer token, scrypt passwords, login lockout and CSRF checks.
 * `app.proxy` must already reflect TRUST_PROXY: it decides the client address the limits use
 * and whether the cookie is Secure.
 */
export function createAuth(app: Koa, options: AuthOptions): Auth {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  const limiter = new LoginLimiter({ now, failures: store.loginFailures });
  const requireAdmin = requireAdminMiddleware(now);
  const devices = new DeviceTokens(store.sessions);
  return {
    session: sessionMiddleware(app, { sessions: store.sessions, now }),
    csrf: csrfProtection({
      alwaysChecked: new Set([API_ENDPOINTS.login]),
      desktopOrigins: new Set(options.config.desktopOrigins),
    }),
    requireAdmin,
    registerRoutes: (router) => {
      const { accounts, sessions } = store;
      registerAuthRoutes(router, {
        accounts,
        sessions,
        limiter,
        devices,
        logger,
        now,
        requireAdmin,
      });
    },
  };
}
