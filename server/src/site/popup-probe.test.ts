import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/site-fixture';

const server = useTestApp();

describe('popup probe', () => {
  it.each(['/images/popup/popup.jpg', '/images/popup/oferta.webp', '/images/popup/destaque.svg'])(
    'answers the missing probe %s with 204 and no-store',
    async (urlPath) => {
      const res = await fetch(server.url + urlPath);
      expect(res.status).toBe(204);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('');
    },
  );

  it('serves a probe that finds a file normally', async () => {
    const res = await fetch(`${server.url}/images/popup/promocao.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from('\x89PNG\r\n'));
  });

  it.each(['/images/popup/other.png', '/images/popup/popup.bmp', '/images/popup/popup.png.bak'])(
    'leaves %s, which the page never probes, a normal 404',
    async (urlPath) => {
      const res = await fetch(server.url + urlPath);
      expect(res.status).toBe(404);
    },
  );
});
