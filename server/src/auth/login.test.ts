import { describe, expect, it } from 'vitest';
import { login, loginAsAdmin, post, sessionCookie, verifySession } from './testing/http';
import { authAppPerTest, TEST_ADMIN_PASSWORD } from './testing/auth-app';
import { KDF_TEST_TIMEOUT_MS } from './testing/timeouts';

const auth = authAppPerTest();

const start = async (trustProxy = false) => {
  await auth.start({ trustProxy });
  return auth.url;
};

const postLogin = (url: string, body: string, type: string) =>
  post(url, '/api/login.php', { 'Content-Type': type }, body);

describe('POST /api/login.php', { timeout: KDF_TEST_TIMEOUT_MS }, () => {
  it('logs in: a token, and an HttpOnly SameSite=Strict cookie holding the same id', async () => {
    const url = await start();
    const { status, body, response } = await loginAsAdmin(url);

    expect(status).toBe(200);
    expect(body).toEqual({ success: true, token: expect.stringMatching(/^[\w-]{43}$/) });
    const cookie = sessionCookie(response);
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.attributes.has('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')?.toLowerCase()).toBe('strict');
    expect(cookie?.attributes.get('path')).toBe('/');
    expect(cookie?.attributes.has('secure')).toBe(false); // plain HTTP
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure behind a trusted TLS proxy', async () => {
    const url = await start(true);
    const { response } = await loginAsAdmin(url, { 'X-Forwarded-Proto': 'https' });
    expect(sessionCookie(response)?.attributes.has('secure')).toBe(true);
  });

  it('answers an unknown user and a wrong password identically, without a session', async () => {
    const url = await start();
    const wrong = await login(url, 'admin', 'not the password');
    const unknown = await login(url, 'nobody', TEST_ADMIN_PASSWORD);

    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: false, error: 'Credenciais inválidas' });
      expect(sessionCookie(answer.response)).toBeUndefined();
      expect(answer.response.headers.get('cache-control')).toBe('no-store');
    }
    const headers = (answer: typeof wrong) =>
      [...answer.response.headers.keys()].filter((name) => name !== 'date');
    expect(headers(unknown)).toEqual(headers(wrong));
  });

  it('refuses missing or empty fields with 400', async () => {
    const url = await start();
    const expected = { success: false, error: 'Informe usuário e senha.' };
    for (const body of ['', 'username=admin', `password=x`, 'username=&password=x']) {
      const answer = await postLogin(url, body, 'application/x-www-form-urlencoded');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(expected);
      expect(answer.response.headers.get('cache-control')).toBe('no-store');
    }
    const onlyName = new FormData();
    onlyName.set('username', 'admin');
    const response = await fetch(`${url}/api/login.php`, { method: 'POST', body: onlyName });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
  });

  it('accepts urlencoded as well as multipart', async () => {
    const url = await start();
    const body = new URLSearchParams({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    const answer = await postLogin(url, body.toString(), 'application/x-www-form-urlencoded');
    expect(answer.body.success).toBe(true);
    expect(
      (await verifySession(url, { Authorization: `Bearer ${answer.body.token}` })).body,
    ).toEqual({ success: true });
  });

  it('refuses operator objects and JSON bodies with 400', async () => {
    const url = await start();
    const injections: [string, string][] = [
      ['username[$ne]=x&password[$ne]=x', 'application/x-www-form-urlencoded'],
      ['username=admin&password[$gt]=', 'application/x-www-form-urlencoded'],
      ['{"username":{"$ne":null},"password":{"$ne":null}}', 'application/json'],
      [JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }), 'application/json'],
    ];
    for (const [body, type] of injections) {
      const answer = await postLogin(url, body, type);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(sessionCookie(answer.response)).toBeUndefined();
    }
  });
});

describe('verify-session.php and logout.php', () => {
  it('answer no-store, 200 and success:false without a session', async () => {
    const url = await start();
    const verify = await verifySession(url);
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ success: false });
    expect(verify.response.headers.get('cache-control')).toBe('no-store');

    const logout = await post(url, '/api/logout.php');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true });
    expect(logout.response.headers.get('cache-control')).toBe('no-store');
  });
});
