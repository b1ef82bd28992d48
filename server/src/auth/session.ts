import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import createSession from 'koa-session';
import { isApiPath } from '../http/paths';
import type { SessionStore } from '../store/types';
import { bearerToken, newSessionId, requestedSessionId, SESSION_COOKIE } from './session-id';
import { IDLE_TIMEOUT_MS, sessionStoreAdapter } from './session-store-adapter';

export interface SessionOptions {
  sessions: SessionStore;
  now: () => number;
}

// Left without `secure`: the cookies library then marks the cookie Secure exactly when the
// request is HTTPS, which honours X-Forwarded-Proto when `app.proxy` (TRUST_PROXY) is on.
const COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'strict',
  path: '/',
  maxAge: IDLE_TIMEOUT_MS,
  overwrite: true,
  signed: false,
} as const;

// The id koa-session last saved for each request: after a login's regenerate, the new id,
// which the login answers as `token`. koa-session keeps it private otherwise.
const savedIds = new WeakMap<Context, string>();

/** The session id written during this request (after a login: the new one), if any. */
export function savedSessionId(ctx: Context): string | undefined {
  return savedIds.get(ctx);
}

/**
 * koa-session with its data in the app's `SessionStore`, the id in the `castall.sid` cookie or
 * in `Authorization: Bearer <id>` (the desktop app). Only API requests touch the session:
 * the static site never needs it, and a logged-in browser loading images would otherwise
 * read (and, rolling, rewrite) the session for every file.
 */
export function sessionMiddleware(app: Koa, options: SessionOptions): Middleware {
  const koaSession = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: IDLE_TIMEOUT_MS,
      rolling: true,
      // Stryker disable next-line BooleanLiteral: with `rolling` every answer renews the cookie already.
      renew: false,
      autoCommit: true,
      httpOnly: COOKIE_OPTIONS.httpOnly,
      sameSite: COOKIE_OPTIONS.sameSite,
      overwrite: COOKIE_OPTIONS.overwrite,
      // Unsigned (spec): the id is 256 random bits kept server-side, so no keys to manage.
      signed: false,
      store: sessionStoreAdapter(options.sessions, options.now),
      genid: newSessionId,
      externalKey: {
        // Stryker disable next-line StringLiteral: any text the store never holds reads as no session.
        get: (ctx: Context) => requestedSessionId(ctx) ?? '',
        set: (ctx: Context, id: string) => {
          savedIds.set(ctx, id);
          // A bearer client keeps its token itself; a cookie on each of its answers is noise.
          if (bearerToken(ctx) !== id) ctx.cookies.set(SESSION_COOKIE, id, COOKIE_OPTIONS);
        },
      },
    },
    app,
  );

  return async function session(ctx, next) {
    if (!isApiPath(ctx.path)) {
      await next();
      return;
    }
    await koaSession(ctx, next);
  };
}
