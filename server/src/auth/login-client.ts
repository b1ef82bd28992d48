import { randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';

/**
 * Spec §4 counts login failures per browser. The server keeps its own count (issue 11), and
 * keyed by the username alone it let one browser's three wrong passwords lock the
 * administrator out of every other browser for 15 minutes. A browser that loaded the login
 * page carries this random id to `login.php`, and its failures count apart from other
 * browsers'; a client without it (a script, the desktop app) counts on the username alone, as
 * before. Minting ids to get more guesses runs into the per-address limit (20 in 15 minutes).
 */
export const LOGIN_CLIENT_COOKIE = 'castall.client';
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ADMIN_PAGES = new Set(['/admin', '/admin/', '/admin/login', '/admin/login/']);

// Without `secure`, as the session cookie: the cookies library marks it Secure on HTTPS.
const COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  maxAge: ONE_YEAR_MS,
  overwrite: true,
  signed: false,
} as const;

/** The browser's login-client id, when it sent a well-formed one. */
export function loginClientId(ctx: Context): string | undefined {
  const id = ctx.cookies.get(LOGIN_CLIENT_COOKIE);
  return id !== undefined && ID_PATTERN.test(id) ? id : undefined;
}

/** What the login limiter counts failures on: the username, per browser when it has an id. */
export function loginLockKey(username: string, clientId: string | undefined): string {
  return clientId === undefined ? username : `${username}\n${clientId}`;
}

/** Gives a browser loading `/admin` or `/admin/login` its id, once. */
export function issueLoginClient(): Middleware {
  return async function loginClient(ctx, next) {
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && ADMIN_PAGES.has(ctx.path)) {
      if (loginClientId(ctx) === undefined) {
        ctx.cookies.set(LOGIN_CLIENT_COOKIE, randomBytes(16).toString('base64url'), COOKIE_OPTIONS);
      }
    }
    await next();
  };
}
