import { describe, expect, it } from 'vitest';
import { LOGIN_CLIENT_COOKIE } from './login-client';
import { login, loginAsAdmin, responseCookie } from './testing/http';
import { authAppPerTest, testClock } from './testing/auth-app';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const LOCKED = {
  success: false,
  error: 'Muitas tentativas de login falharam. Tente novamente em 15 minutos.',
};
const INVALID = { success: false, error: 'Credenciais inválidas' };

const auth = authAppPerTest();

const clientCookie = (response: Response) => responseCookie(response, LOGIN_CLIENT_COOKIE);

/** A browser opening the login page: the id the server gives it. */
async function openLoginPage(url: string, path = '/admin/login'): Promise<string> {
  const cookie = clientCookie(await fetch(`${url}${path}`));
  if (cookie?.value === undefined) throw new Error(`no ${LOGIN_CLIENT_COOKIE} cookie on ${path}`);
  return cookie.value;
}

const asBrowser = (id: string) => ({ Cookie: `${LOGIN_CLIENT_COOKIE}=${id}` });

describe('login lockout per browser (spec §4)', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it("locks the browser that failed three times, not the administrator's other browsers", async () => {
    await auth.start({ now: testClock().now });
    const first = await openLoginPage(auth.url);
    const second = await openLoginPage(auth.url, '/admin');
    expect(second).not.toBe(first);

    expect((await login(auth.url, 'admin', 'wrong 1', asBrowser(first))).body).toEqual(INVALID);
    expect((await login(auth.url, 'admin', 'wrong 2', asBrowser(first))).body).toEqual(INVALID);
    const third = await login(auth.url, 'admin', 'wrong 3', asBrowser(first));
    expect(third.status).toBe(429);
    expect(third.body).toEqual(LOCKED);

    // The locked browser stays locked, even with the right password.
    expect((await loginAsAdmin(auth.url, asBrowser(first))).status).toBe(429);
    // Another browser, and a client without the cookie, still get their own answers.
    expect((await login(auth.url, 'admin', 'wrong', asBrowser(second))).body).toEqual(INVALID);
    expect((await login(auth.url, 'admin', 'wrong')).body).toEqual(INVALID);
    const other = await loginAsAdmin(auth.url, asBrowser(second));
    expect(other.status).toBe(200);
    expect(other.body.success).toBe(true);
  });

  it('gives the id once, HttpOnly and SameSite=Strict, and only on the admin pages', async () => {
    await auth.start({ now: testClock().now });
    const response = await fetch(`${auth.url}/admin/login`);
    const cookie = clientCookie(response);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('strict');
    const again = await fetch(`${auth.url}/admin/login`, {
      headers: asBrowser(cookie?.value ?? ''),
    });
    expect(clientCookie(again)).toBeUndefined();
    expect(clientCookie(await fetch(`${auth.url}/`))).toBeUndefined();
    expect(clientCookie(await fetch(`${auth.url}/api/produtos-listar.php`))).toBeUndefined();
  });

  it('counts a malformed id as no id: on the username alone', async () => {
    await auth.start({ now: testClock().now });
    const forged = { Cookie: `${LOGIN_CLIENT_COOKIE}=not-an-id` };
    await login(auth.url, 'admin', 'wrong 1', forged);
    await login(auth.url, 'admin', 'wrong 2');
    expect((await login(auth.url, 'admin', 'wrong 3', forged)).body).toEqual(LOCKED);
    expect((await loginAsAdmin(auth.url)).status).toBe(429);
  });

  it('still locks the address after 20 failures, however many ids it mints', async () => {
    await auth.start({ now: testClock().now });
    for (let i = 1; i < 20; i += 1) {
      const id = await openLoginPage(auth.url);
      expect((await login(auth.url, 'admin', `wrong ${i}`, asBrowser(id))).body).toEqual(INVALID);
    }
    const id = await openLoginPage(auth.url);
    const twentieth = await login(auth.url, 'admin', 'wrong 20', asBrowser(id));
    expect(twentieth.status).toBe(429);
    expect((await loginAsAdmin(auth.url, asBrowser(await openLoginPage(auth.url)))).status).toBe(
      429,
    );
  });
});
