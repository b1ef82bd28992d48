// The CSRF check (csrf.ts) for each HTTP method, alone in a small app built in each test: every
// unsafe method is refused cross-site, the safe ones never are (issue 11).
import { describe, expect, it } from 'vitest';
import { csrfProtection } from './csrf';
import { SESSION_COOKIE } from './session-id';
import { reachedHandler, send, startGuardApp, type GuardAnswer } from './testing/guard-app';

const REFUSED = { success: false, error: 'Requisição de outra origem recusada.' };
// The check only asks whether the cookie is there; the session behind it is not its concern.
const COOKIE = { Cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` };

const startCsrfApp = () =>
  startGuardApp(() => [csrfProtection({ alwaysChecked: new Set(['/api/login.php']) })]);

/** Headers a browser sends with a request from another site (or that name no site at all). */
const crossSiteHeaders = (url: string): Record<string, string>[] => [
  { Origin: 'https://evil.example' },
  { Origin: 'null' },
  { Origin: 'not a url' },
  { Origin: url.replace('127.0.0.1', 'localhost') }, // same machine, other site
  { Origin: url.replace(/:\d+$/, ':1') }, // same host, other port
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Site': 'same-site' },
  { Origin: url, 'Sec-Fetch-Site': 'cross-site' },
];

/** Headers of a same-origin request, and of a client that is not a browser. */
const sameOriginHeaders = (url: string): Record<string, string>[] => [
  { Origin: url, 'Sec-Fetch-Site': 'same-origin' },
  { 'Sec-Fetch-Site': 'same-origin' },
  { 'Sec-Fetch-Site': 'Same-Origin' },
  { 'Sec-Fetch-Site': 'none' },
  { Origin: url },
  {},
];

/** Sends the cookie with each set of headers and expects the same answer to all of them. */
async function expectEach(
  port: number,
  request: { method: string; path: string },
  headerSets: Record<string, string>[],
  expected: GuardAnswer,
) {
  for (const headers of headerSets) {
    const answer = await send(port, request.method, request.path, { ...COOKIE, ...headers });
    expect(answer, JSON.stringify(headers)).toEqual(expected);
  }
}

describe.each(['POST', 'PUT', 'PATCH', 'DELETE'])('the CSRF check of a cookie %s', (method) => {
  const request = { method, path: '/api/protected' };

  it('refuses it from another site with 403 and the Portuguese sentence', async () => {
    const { url, port } = await startCsrfApp();
    await expectEach(port, request, crossSiteHeaders(url), { status: 403, body: REFUSED });
  });

  it('lets it through from the same origin and from clients sending neither header', async () => {
    const { url, port } = await startCsrfApp();
    const passed = { status: 200, body: reachedHandler(method) };
    await expectEach(port, request, sameOriginHeaders(url), passed);
  });
});

describe('the CSRF check of safe methods', () => {
  it.each(['GET', 'OPTIONS'])('lets a cross-site cookie %s through', async (method) => {
    const { url, port } = await startCsrfApp();
    const passed = { status: 200, body: reachedHandler(method) };
    await expectEach(port, { method, path: '/api/login.php' }, crossSiteHeaders(url), passed);
  });

  it('lets a cross-site cookie HEAD through', async () => {
    const { url, port } = await startCsrfApp();
    const request = { method: 'HEAD', path: '/api/login.php' };
    await expectEach(port, request, crossSiteHeaders(url), { status: 200, body: undefined });
  });
});
