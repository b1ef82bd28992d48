import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { authenticatedUser, endSession, startAuthenticatedSession } from './session-state';
import { ABSOLUTE_TIMEOUT_MS } from './session-store-adapter';

// `ctx.session` as koa-session exposes it, without the middleware: these are the checks that
// hold even if the app were wired wrong or the store handed back something odd.
const contextWith = (session: unknown) => ({ session }) as unknown as Context;
const NOW = 1_800_000_000_000;

describe('authenticatedUser', () => {
  it('is the user of a session that logged in less than 12 hours ago', () => {
    const ctx = contextWith({ user: 'admin', loginAt: NOW - ABSOLUTE_TIMEOUT_MS + 1 });
    expect(authenticatedUser(ctx, NOW)).toBe('admin');
  });

  it.each([
    ['no session middleware', undefined],
    ['a destroyed session', null],
    ['a session that never logged in', {}],
    ['a user that is not text', { user: ['admin'], loginAt: NOW }],
    ['no login time', { user: 'admin' }],
    ['a login time that is not a number', { user: 'admin', loginAt: String(NOW) }],
    ['a login exactly 12 hours ago', { user: 'admin', loginAt: NOW - ABSOLUTE_TIMEOUT_MS }],
  ])('is nobody for %s', (_, session) => {
    expect(authenticatedUser(contextWith(session), NOW)).toBeUndefined();
  });
});

describe('startAuthenticatedSession', () => {
  it('refuses to log in without the session middleware (a wiring mistake)', async () => {
    await expect(startAuthenticatedSession(contextWith(undefined), 'admin', NOW)).rejects.toThrow(
      'The session middleware must run before the login',
    );
  });

  it('refuses to answer a token when koa-session saved no new id', async () => {
    const fields: Record<string, unknown> = { cart: 'left over' };
    const session = Object.assign(fields, {
      toJSON: () => ({ cart: fields.cart }),
      regenerate: () => Promise.resolve(),
    });
    await expect(startAuthenticatedSession(contextWith(session), 'admin', NOW)).rejects.toThrow(
      'koa-session did not save the regenerated session',
    );
    // What came before the login is gone; the login's own fields are set.
    expect(fields.cart).toBeUndefined();
    expect(fields).toMatchObject({ user: 'admin', loginAt: NOW });
  });
});

describe('endSession', () => {
  it('sets the session to null, which koa-session turns into a destroy and a cleared cookie', () => {
    const ctx = contextWith({ user: 'admin', loginAt: NOW });
    endSession(ctx);
    expect((ctx as unknown as { session: unknown }).session).toBeNull();
  });
});
