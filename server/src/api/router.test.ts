import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/site-fixture';

// A file under api/ in the site folder must still never be reachable through /api.
const server = useTestApp({ siteFiles: { 'api/index.html': 'static', 'api/data.json': '{}' } });

describe('API router', () => {
  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/unknown'],
    ['DELETE', '/api/unknown'],
    ['PUT', '/api/login.php/extra'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/data.json'],
  ])('answers %s %s with a JSON 404', async (method, urlPath) => {
    const res = await fetch(server.url + urlPath, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ success: false, error: 'Recurso não encontrado.' });
  });

  it('answers HEAD under /api with a 404 and no body', async () => {
    const res = await fetch(`${server.url}/api/unknown`, { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });
});
