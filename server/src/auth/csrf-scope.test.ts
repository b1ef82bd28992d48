// What the CSRF check (csrf.ts) looks at besides the method: the path, the cookie, a bearer
// token, the Host, the desktop app's origins. Alone in a small app built in each test (issue 11).
import { describe, expect, it } from 'vitest';
import { csrfProtection, type CsrfOptions } from './csrf';
import { SESSION_COOKIE } from './session-id';
import { reachedHandler, send, startGuardApp } from './testing/guard-app';

const REFUSED = {
  status: 403,
  body: { success: false, error: 'Requisição de outra origem recusada.' },
};
const PASSED = { status: 200, body: reachedHandler('POST') };
const COOKIE = { Cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` };
const EVIL = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
const LOGIN = '/api/login.php';
const DESKTOP = 'app://castall';

const startCsrfApp = (options: Partial<CsrfOptions> = {}) =>
  startGuardApp(() => [csrfProtection({ alwaysChecked: new Set([LOGIN]), ...options })]);

describe('the CSRF check', () => {
  it('checks the API only: /api and below, not /apiary nor the site', async () => {
    const { port } = await startCsrfApp();
    const post = (path: string) => send(port, 'POST', path, { ...COOKIE, ...EVIL });
    expect(await post('/api')).toEqual(REFUSED);
    expect(await post('/api/produtos.php')).toEqual(REFUSED);
    expect(await post('/apiary')).toEqual(PASSED);
    expect(await post('/index.html')).toEqual(PASSED);
  });

  it('checks a request without the session cookie only on the login path (login CSRF)', async () => {
    const { port } = await startCsrfApp();
    expect(await send(port, 'POST', '/api/produtos.php', EVIL)).toEqual(PASSED);
    expect(await send(port, 'POST', LOGIN, EVIL)).toEqual(REFUSED);
    // Another cookie is not the session's.
    const other = { Cookie: 'other=1', ...EVIL };
    expect(await send(port, 'POST', '/api/produtos.php', other)).toEqual(PASSED);
  });

  it('lets bearer requests through, with a cookie too, and only those', async () => {
    const { port } = await startCsrfApp();
    const bearer = { Authorization: 'Bearer some-token', ...COOKIE, ...EVIL };
    expect(await send(port, 'POST', '/api/produtos.php', bearer)).toEqual(PASSED);
    expect(await send(port, 'POST', LOGIN, bearer)).toEqual(PASSED);
    const basic = { Authorization: 'Basic YWRtaW46eA==', ...COOKIE, ...EVIL };
    expect(await send(port, 'POST', '/api/produtos.php', basic)).toEqual(REFUSED);
  });

  it('compares the Origin with the Host without regard to case', async () => {
    const { port } = await startCsrfApp();
    const headers = { ...COOKIE, Host: `LOCALHOST:${port}`, Origin: `http://localhost:${port}` };
    expect(await send(port, 'POST', '/api/produtos.php', headers)).toEqual(PASSED);
    const otherHost = { ...headers, Origin: `http://localhost.evil:${port}` };
    expect(await send(port, 'POST', '/api/produtos.php', otherHost)).toEqual(REFUSED);
  });
});

describe('the CSRF check with the desktop app (DESKTOP_ORIGINS)', () => {
  const desktop = { Origin: DESKTOP, 'Sec-Fetch-Site': 'cross-site' };

  it("lets the desktop app's cookieless login through, its origin in any case", async () => {
    const { port } = await startCsrfApp({ desktopOrigins: new Set([DESKTOP]) });
    expect(await send(port, 'POST', LOGIN, desktop)).toEqual(PASSED);
    expect(await send(port, 'POST', LOGIN, { ...desktop, Origin: 'APP://CastAll' })).toEqual(
      PASSED,
    );
    for (const Origin of ['app://other', 'app://castall.evil', 'https://evil.example']) {
      expect(await send(port, 'POST', LOGIN, { ...desktop, Origin }), Origin).toEqual(REFUSED);
    }
  });

  it('refuses a session cookie sent with a desktop origin, signed cookies or not', async () => {
    // With app.keys, the cookies library reads cookies as signed unless told otherwise; the
    // session cookie is unsigned (spec), so the check must still see it.
    for (const keys of [undefined, ['a signing key']]) {
      const { port } = await startGuardApp((app) => {
        if (keys !== undefined) app.keys = keys;
        return [
          csrfProtection({ alwaysChecked: new Set([LOGIN]), desktopOrigins: new Set([DESKTOP]) }),
        ];
      });
      const withCookie = { ...COOKIE, ...desktop };
      expect(await send(port, 'POST', LOGIN, withCookie), String(keys)).toEqual(REFUSED);
      expect(await send(port, 'POST', '/api/produtos.php', withCookie), String(keys)).toEqual(
        REFUSED,
      );
    }
  });

  it('refuses every cross-site login when no desktop origin is configured', async () => {
    const { port } = await startCsrfApp();
    expect(await send(port, 'POST', LOGIN, desktop)).toEqual(REFUSED);
  });
});
