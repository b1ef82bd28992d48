import type { Middleware } from 'koa';
import { UPLOAD_PREFIX } from '../uploads/serve-uploads';
import { isApiPath, isUnderPrefix } from './paths';

export interface DesktopCorsOptions {
  /** Exact origins (lower case) of the desktop admin app, from DESKTOP_ORIGINS. */
  origins: readonly string[];
}

const ALLOWED_METHODS = 'GET, HEAD, POST';
// Authorization carries the bearer token; Content-Type the JSON header of verify-session.
const ALLOWED_HEADERS = 'Authorization, Content-Type';
// The lockout's Retry-After and the list's ETag are read by the admin screens.
// Castall-Device: the device token a login answers (auth/login-device.ts), kept by the app.
const EXPOSED_HEADERS = 'Retry-After, ETag, Castall-Device';
const PREFLIGHT_MAX_AGE_S = '600';

/**
 * CORS for the desktop admin app (issue 6), on /api only and only for the configured origins.
 * No Access-Control-Allow-Credentials: the app authenticates with the bearer token, so no
 * cookie ever crosses origins, and pages of other origins get no CORS headers at all.
 * Part images under /upload are public, and the app shows them with <img> from its own origin;
 * helmet's Cross-Origin-Resource-Policy `same-origin` would block that, so they are marked
 * `cross-origin` when a desktop origin is configured.
 */
export function desktopCors({ origins }: DesktopCorsOptions): Middleware {
  const allowed = new Set(origins);
  return async function cors(ctx, next) {
    if (allowed.size > 0 && isUnderPrefix(ctx.path, UPLOAD_PREFIX)) {
      // Replaces helmet's value, which is set earlier in the chain.
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      await next();
      return;
    }
    if (!isApiPath(ctx.path)) {
      await next();
      return;
    }
    // Answers differ by Origin, so caches must key on it.
    ctx.vary('Origin');
    const origin = ctx.get('Origin').toLowerCase();
    if (!allowed.has(origin)) {
      await next();
      return;
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '') {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
