import type { Context, Middleware } from 'koa';
import { isApiPath } from '../http/paths';
import { bearerToken, SESSION_COOKIE } from './session-id';
import { AUTH_MESSAGES } from '../messages';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CsrfOptions {
  /** Paths checked even without a session cookie (the login: login CSRF). */
  alwaysChecked: ReadonlySet<string>;
  /**
   * Origins of the desktop admin app (DESKTOP_ORIGINS, lower case). Their requests carry no
   * cookie (bearer auth), so their login is not a login CSRF; a cookie from them is refused
   * like any other cross-site cookie.
   */
  desktopOrigins?: ReadonlySet<string>;
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
    // Stryker disable next-line BlockStatement: an emptied catch returns undefined all the same
  } catch {
    return undefined; // `null` (sandboxed frames, some redirects) or garbage: not ours
  }
}

function isCrossSite(ctx: Context): boolean {
  const fetchSite = ctx.get('Sec-Fetch-Site');
  if (fetchSite !== '' && !TRUSTED_FETCH_SITES.has(fetchSite.toLowerCase())) return true;
  // ctx.host honours X-Forwarded-Host only when app.proxy (TRUST_PROXY) is on.
  const host = ctx.host.toLowerCase();
  const origin = ctx.get('Origin');
  if (origin !== '') return originHost(origin) !== host;
  // A browser old enough to send neither header still names the page that posted: another
  // site's page is refused. (A Referer left out, e.g. by a no-referrer policy, passes.)
  const referer = ctx.get('Referer');
  return referer !== '' && originHost(referer) !== host;
}

// Browsers never let a page choose its Origin header, so only the desktop app sends these.
function isCookielessDesktopRequest(ctx: Context, desktopOrigins: ReadonlySet<string>): boolean {
  return (
    desktopOrigins.has(ctx.get('Origin').toLowerCase()) &&
    ctx.cookies.get(SESSION_COOKIE, { signed: false }) === undefined
  );
}

/**
 * Refuses cross-site writes to the API that a browser authenticates by cookie. The cookie is
 * already SameSite=Strict; this is the second lock, from the headers browsers set and pages
 * cannot forge. Requests without either header (non-browser clients) pass, and so do bearer
 * requests: a browser never adds that header to a cross-site request by itself (and CORS lets
 * only the desktop origins send it). The desktop app's cookieless login passes too.
 */
export function csrfProtection(options: CsrfOptions): Middleware {
  const desktopOrigins = options.desktopOrigins ?? new Set<string>();
  return async function csrf(ctx, next) {
    const checked =
      UNSAFE_METHODS.has(ctx.method) &&
      isApiPath(ctx.path) &&
      bearerToken(ctx) === undefined &&
      (ctx.cookies.get(SESSION_COOKIE, { signed: false }) !== undefined ||
        options.alwaysChecked.has(ctx.path));
    if (checked && isCrossSite(ctx) && !isCookielessDesktopRequest(ctx, desktopOrigins)) {
      ctx.throw(403, AUTH_MESSAGES.crossOrigin);
    }
    await next();
  };
}
