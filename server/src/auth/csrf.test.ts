import { beforeEach, describe, expect, it } from 'vitest';
import { bearerHeader, cookieHeader, loginAsAdmin, post, verifySession } from './testing/http';
import { authAppPerTest } from './testing/auth-app';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const CROSS_ORIGIN = { success: false, error: 'Requisição de outra origem recusada.' };

const auth = authAppPerTest();
let token: string;

beforeEach(async () => {
  await auth.start();
  token = (await loginAsAdmin(auth.url)).body.token ?? '';
}, KDF_TEST_TIMEOUT_MS);

const sameOrigin = () => ({ Origin: auth.url, 'Sec-Fetch-Site': 'same-origin' });

describe('CSRF protection', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('refuses a cookie-authenticated POST from another origin with 403', async () => {
    const cases: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: auth.url.replace('127.0.0.1', 'localhost') }, // same machine, other site
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: auth.url, 'Sec-Fetch-Site': 'cross-site' },
      { Referer: 'https://evil.example/form.html' }, // neither Origin nor Sec-Fetch-Site
    ];
    for (const headers of cases) {
      const answer = await post(auth.url, '/api/protected', { ...cookieHeader(token), ...headers });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(CROSS_ORIGIN);
    }
    // The refused logout did not run: the session is still alive.
    const logout = await post(auth.url, '/api/logout.php', {
      ...cookieHeader(token),
      Origin: 'https://evil.example',
    });
    expect(logout.status).toBe(403);
    expect((await verifySession(auth.url, cookieHeader(token))).body.success).toBe(true);
  });

  it('accepts same-origin requests, and requests without either header', async () => {
    const cases: Record<string, string>[] = [
      sameOrigin(),
      { 'Sec-Fetch-Site': 'none' },
      { Origin: auth.url },
      { Referer: `${auth.url}/admin` },
      {},
    ];
    for (const headers of cases) {
      const answer = await post(auth.url, '/api/protected', { ...cookieHeader(token), ...headers });
      expect(answer).toMatchObject({ status: 200, body: { success: true } });
    }
  });

  it('exempts bearer requests, which a browser never sends cross-site by itself', async () => {
    const headers = { ...bearerHeader(token), Origin: 'https://evil.example' };
    const answer = await post(auth.url, '/api/protected', {
      ...headers,
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });

  it('checks the login even without a cookie (login CSRF)', async () => {
    const refused = await loginAsAdmin(auth.url, { Origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(CROSS_ORIGIN);
    const accepted = await loginAsAdmin(auth.url, sameOrigin());
    expect(accepted.body.success).toBe(true);
  });

  it('leaves safe methods alone', async () => {
    const answer = await verifySession(auth.url, {
      ...cookieHeader(token),
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(answer.body).toEqual({ success: true });
  });

  describe('the desktop app (DESKTOP_ORIGINS, app://castall in tests)', () => {
    const desktop = { Origin: 'app://castall', 'Sec-Fetch-Site': 'cross-site' };

    it('accepts its cookieless login and its bearer writes', async () => {
      const login = await loginAsAdmin(auth.url, desktop);
      expect(login.status).toBe(200);
      expect(login.body.success).toBe(true);
      const write = await post(auth.url, '/api/protected', { ...bearerHeader(token), ...desktop });
      expect(write).toMatchObject({ status: 200, body: { success: true } });
    });

    it('still refuses a cookie sent with its origin, and logins from other origins', async () => {
      const withCookie = await post(auth.url, '/api/protected', {
        ...cookieHeader(token),
        ...desktop,
      });
      expect(withCookie.status).toBe(403);
      const cookieLogin = await loginAsAdmin(auth.url, { ...cookieHeader(token), ...desktop });
      expect(cookieLogin.status).toBe(403);
      for (const Origin of ['app://other', 'app://castall.evil', 'http://127.0.0.1:1']) {
        const refused = await loginAsAdmin(auth.url, { Origin, 'Sec-Fetch-Site': 'cross-site' });
        expect(refused.status, Origin).toBe(403);
      }
    });
  });
});
