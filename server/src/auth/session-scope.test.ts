import { describe, expect, it, vi } from 'vitest';
import { sessionMiddleware } from './session';
import { newSessionId } from './session-id';
import { IDLE_TIMEOUT_MS } from './session-store-adapter';
import { startGuardApp } from './testing/guard-app';
import { cookieHeader, sessionCookie } from './testing/http';
import { memorySessionStore } from './testing/memory-stores';

// The session middleware alone (no login, no scrypt) over a store in memory holding one live
// logged-in session: what it reads and writes depends on the path alone.
async function setUp() {
  const sessions = memorySessionStore();
  const id = newSessionId();
  const now = Date.now();
  await sessions.set(id, {
    data: { user: 'admin', loginAt: now },
    expiresAt: now + IDLE_TIMEOUT_MS,
  });
  const get = vi.spyOn(sessions, 'get');
  const { url } = await startGuardApp((app) => [
    sessionMiddleware(app, { sessions, now: Date.now }),
  ]);
  const fetchWithSession = (path: string) => fetch(`${url}${path}`, { headers: cookieHeader(id) });
  return { id, get, fetchWithSession };
}

describe('the session middleware', () => {
  it('neither reads nor renews the session for the site and its files, only for /api', async () => {
    const { id, get, fetchWithSession } = await setUp();
    for (const path of ['/', '/logo.svg', '/uploads/peca.webp', '/apiary']) {
      const response = await fetchWithSession(path);
      expect(response.status).toBe(200);
      expect(sessionCookie(response)).toBeUndefined();
    }
    expect(get).not.toHaveBeenCalled();

    // The same cookie on an API path: read once, and the rolling cookie renewed.
    const api = await fetchWithSession('/api/verify-session.php');
    expect(get).toHaveBeenCalledTimes(1);
    expect(sessionCookie(api)?.value).toBe(id);
  });
});
