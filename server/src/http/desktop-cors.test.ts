import { describe, expect, it } from 'vitest';
import { bearer, loginAsAdmin } from '../testing/api-client';
import { rawRequest, useTestApp } from '../testing/site-fixture';

const DESKTOP = 'http://localhost:5999';
const server = useTestApp({ config: { desktopOrigins: ['app://castall', DESKTOP] } });

function preflight(origin: string, path = '/api/produtos-adicionar.php') {
  return rawRequest(server.url, path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization',
    },
  });
}

describe('CORS for the desktop admin app (DESKTOP_ORIGINS)', () => {
  it('answers the preflight of a configured origin, without credentials', async () => {
    for (const origin of ['app://castall', DESKTOP]) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-methods']).toBe('GET, HEAD, POST');
      expect(answer.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Origin/);
    }
  });

  it('gives other origins no CORS header at all', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:6000']) {
      const answer = await preflight(origin);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const get = await rawRequest(server.url, '/api/verify-session.php', {
        headers: { Origin: origin },
      });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('covers /api only, not the site', async () => {
    const page = await rawRequest(server.url, '/', { headers: { Origin: DESKTOP } });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the app log in and write with the bearer token, and read error answers', async () => {
    const form = new FormData();
    form.set('username', 'admin');
    form.set('password', 'wrong password');
    const refused = await fetch(`${server.url}/api/login.php`, {
      method: 'POST',
      body: form,
      headers: { Origin: DESKTOP, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('access-control-allow-origin')).toBe(DESKTOP);
    expect(await refused.json()).toEqual({ success: false, error: 'Credenciais inválidas' });

    const auth = await loginAsAdmin(server.url);
    const deleted = await fetch(`${server.url}/api/produtos-deletar.php`, {
      method: 'POST',
      body: new URLSearchParams({ id: 'no-such-id' }),
      headers: { ...bearer(auth), Origin: DESKTOP, 'Sec-Fetch-Site': 'cross-site' },
    });
    // Past CORS, CSRF and the auth check: the part simply does not exist.
    expect(deleted.status).toBe(404);
    expect(deleted.headers.get('access-control-allow-origin')).toBe(DESKTOP);
    expect(deleted.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('marks part images embeddable from the app origin', async () => {
    const answer = await rawRequest(server.url, '/upload/missing.webp');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const site = await rawRequest(server.url, '/');
    expect(site.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('without desktop origins (DESKTOP_ORIGINS=none)', () => {
  const closed = useTestApp({ config: { desktopOrigins: [] } });

  it('sends no CORS header and keeps images same-origin', async () => {
    const answer = await rawRequest(closed.url, '/api/verify-session.php', {
      headers: { Origin: 'app://castall' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const image = await rawRequest(closed.url, '/upload/missing.webp');
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
