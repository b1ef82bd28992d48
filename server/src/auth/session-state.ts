import type { Context } from 'koa';
import { savedSessionId } from './session';
import { ABSOLUTE_TIMEOUT_MS } from './session-store-adapter';

/** What a login puts in the session; koa-session exposes the fields on `ctx.session`. */
interface AuthFields {
  user?: unknown;
  loginAt?: unknown;
}

interface KoaSession extends AuthFields {
  toJSON(): Record<string, unknown>;
  regenerate(): Promise<void> | undefined;
}

// koa-session adds `ctx.session` at run time without declaring it on Koa's types.
function sessionOf(ctx: Context): KoaSession | null | undefined {
  return (ctx as unknown as { session?: KoaSession | null }).session;
}

/** The logged-in username, when the request names a live session that logged in. */
export function authenticatedUser(ctx: Context, now: number): string | undefined {
  const session = sessionOf(ctx);
  if (session == null || typeof session.user !== 'string') return undefined;
  // The store adapter already refuses such sessions; checked again where access is granted.
  if (typeof session.loginAt !== 'number' || now >= session.loginAt + ABSOLUTE_TIMEOUT_MS) {
    return undefined;
  }
  return session.user;
}

/**
 * Marks the session logged in under a new id (the old one is destroyed: no session fixation)
 * and resolves that id, which the login answers as the bearer token.
 */
export async function startAuthenticatedSession(
  ctx: Context,
  user: string,
  now: number,
): Promise<string> {
  const session = sessionOf(ctx);
  if (session == null) throw new Error('The session middleware must run before the login');
  const fields = session as unknown as Record<string, unknown>;
  // Nothing from before the login survives it.
  for (const key of Object.keys(session.toJSON())) delete fields[key];
  session.user = user;
  session.loginAt = now;
  await session.regenerate();
  const id = savedSessionId(ctx);
  if (id === undefined) throw new Error('koa-session did not save the regenerated session');
  return id;
}

/** Destroys the session in the store and clears the cookie (when the response is committed). */
export function endSession(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
}

/**
 * Moves the logged-in session to a new id, keeping its fields (and its login time, so the
 * absolute timeout is not extended); the old id is destroyed. Resolves the new id.
 */
export async function rotateSession(ctx: Context, user: string): Promise<string> {
  const session = sessionOf(ctx);
  if (session == null || session.user !== user) throw new Error('No logged-in session to rotate');
  const fields = session.toJSON();
  const loginAt = typeof fields.loginAt === 'number' ? fields.loginAt : undefined;
  if (loginAt === undefined) throw new Error('No logged-in session to rotate');
  return startAuthenticatedSession(ctx, user, loginAt);
}
