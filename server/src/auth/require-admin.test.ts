// requireAdmin (require-admin.ts) behind the real session middleware on a session store in
// memory, alone in a small app built in each test: sessions are planted in the store, not
// opened by a scrypt login, so each mutant costs milliseconds (issue 11).
import type { Middleware } from 'koa';
import { describe, expect, it } from 'vitest';
import { requireAdminMiddleware } from './require-admin';
import { sessionMiddleware } from './session';
import { SESSION_COOKIE } from './session-id';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from './session-store-adapter';
import { reachedHandler, send, startGuardApp } from './testing/guard-app';
import { memorySessionStore } from './testing/memory-stores';

const SESSION_EXPIRED = {
  status: 401,
  body: { success: false, error: 'Sessão expirada. Faça login novamente.' },
};
const PASSED = { status: 200, body: reachedHandler('POST') };
const HOUR = 60 * 60 * 1000;
const ID = 'S'.repeat(43);
const cookie = (id: string) => ({ Cookie: `${SESSION_COOKIE}=${id}` });
const bearer = (id: string) => ({ Authorization: `Bearer ${id}` });

/**
 * requireAdmin behind the session middleware. `guardClock` is requireAdmin's own clock when it
 * differs from the store's (to see its own check of the 12-hour limit).
 */
async function startAdminApp(guardClock?: () => number) {
  let time = 1_000_000_000;
  const now = () => time;
  const sessions = memorySessionStore(now);
  const { port } = await startGuardApp((app): Middleware[] => [
    sessionMiddleware(app, { sessions, now }),
    requireAdminMiddleware(guardClock ?? now),
  ]);
  return {
    sessions,
    now,
    advance: (ms: number) => {
      time += ms;
    },
    post: (headers: Record<string, string>) => send(port, 'POST', '/api/protected', headers),
    /** Writes a session with these fields under ID, alive for 2 hours by default. */
    plant: (data: Record<string, unknown>, expiresAt = time + IDLE_TIMEOUT_MS) =>
      sessions.set(ID, { data, expiresAt }),
  };
}

describe('requireAdmin', () => {
  it('lets a live logged-in session through, named by its cookie or its bearer token', async () => {
    const app = await startAdminApp();
    await app.plant({ user: 'admin', loginAt: app.now() });
    expect(await app.post(cookie(ID))).toEqual(PASSED);
    expect(await app.post(bearer(ID))).toEqual(PASSED);
  });

  it('refuses a request without a session with 401 and the Portuguese sentence', async () => {
    const app = await startAdminApp();
    expect(await app.post({})).toEqual(SESSION_EXPIRED);
    expect(await app.post(cookie('x'.repeat(43)))).toEqual(SESSION_EXPIRED); // unknown id
    expect(await app.post(bearer('nonsense'))).toEqual(SESSION_EXPIRED);
  });

  it('refuses a session that never logged in, or whose fields are not what a login writes', async () => {
    const app = await startAdminApp();
    for (const data of [
      {},
      { loginAt: app.now() },
      { user: 42, loginAt: app.now() },
      { user: 'admin' },
      { user: 'admin', loginAt: String(app.now()) },
    ]) {
      await app.plant(data);
      expect(await app.post(cookie(ID)), JSON.stringify(data)).toEqual(SESSION_EXPIRED);
    }
  });

  it('refuses a revoked session (destroyed in the store, as by a logout)', async () => {
    const app = await startAdminApp();
    await app.plant({ user: 'admin', loginAt: app.now() });
    expect(await app.post(bearer(ID))).toEqual(PASSED);
    await app.sessions.destroy(ID);
    expect(await app.post(bearer(ID))).toEqual(SESSION_EXPIRED);
  });

  it('refuses a session idle for 2 hours', async () => {
    const app = await startAdminApp();
    await app.plant({ user: 'admin', loginAt: app.now() });
    app.advance(IDLE_TIMEOUT_MS);
    expect(await app.post(bearer(ID))).toEqual(SESSION_EXPIRED);
  });

  it('refuses a session 12 hours after its login by its own clock, whatever the store says', async () => {
    let guardTime = 0;
    const app = await startAdminApp(() => guardTime);
    const loginAt = app.now() - HOUR;
    await app.plant({ user: 'admin', loginAt });
    guardTime = loginAt + ABSOLUTE_TIMEOUT_MS - 1;
    expect(await app.post(bearer(ID))).toEqual(PASSED);
    guardTime = loginAt + ABSOLUTE_TIMEOUT_MS;
    expect(await app.post(bearer(ID))).toEqual(SESSION_EXPIRED);
  });
});
