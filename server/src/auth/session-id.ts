import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/** The session cookie (spec: not signed; the id itself is the secret). */
export const SESSION_COOKIE = 'castall.sid';

const ID_BYTES = 32;
// 32 bytes in base64url, unpadded: exactly 43 characters of [A-Za-z0-9_-].
const ID_PATTERN = /^[\w-]{43}$/;

/** 256 random bits: unguessable, so the id needs no signature. */
export function newSessionId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

/** Anything else is not one of ours; refusing it early keeps junk out of store lookups. */
export function isSessionId(value: string | undefined): value is string {
  // Stryker disable next-line ConditionalExpression: the pattern refuses "undefined" too
  return value !== undefined && ID_PATTERN.test(value);
}

/** The token of `Authorization: Bearer <token>` (the desktop app), if the header has one. */
export function bearerToken(ctx: Context): string | undefined {
  // Stryker disable next-line Regex: Node's HTTP parser strips spaces and tabs ending a header
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

/** The session id a request names: the bearer token first, then the cookie. */
export function requestedSessionId(ctx: Context): string | undefined {
  const id = bearerToken(ctx) ?? ctx.cookies.get(SESSION_COOKIE, { signed: false });
  return isSessionId(id) ? id : undefined;
}
