import { describe, expect, it } from 'vitest';
import {
  createSiteFixture,
  rawRequest,
  startTestApp,
  testConfig,
  useTestApp,
} from '../testing/site-fixture';
import { NOT_BUILT_MESSAGE } from './not-found-page';

const server = useTestApp();

describe('pages', () => {
  it.each([
    ['/', 'Início'],
    ['/about', 'Sobre'],
    ['/about/', 'Sobre'],
    ['/en', 'Home'],
    ['/en/', 'Home'],
    ['/en/about', 'About'],
    ['/es/', 'Inicio'],
    ['/index.html', 'Início'],
  ])('serves %s as the prerendered page "%s"', async (urlPath, title) => {
    const res = await fetch(server.url + urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-length')).toBe(
      String(Buffer.byteLength('<!doctype html><title>Sobre</title>')),
    );
    expect(await res.text()).toBe('');
  });

  it('refuses other methods with 405 and Allow', async () => {
    const res = await fetch(`${server.url}/about`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('not found', () => {
  it.each([
    ['/nope', 'Página não encontrada'],
    ['/about/nope', 'Página não encontrada'],
    ['/missing.png', 'Página não encontrada'],
    ['/en/nope', 'Page not found'],
    ['/es/nope', 'Página no encontrada'],
    ['/english', 'Página não encontrada'],
  ])('answers %s with 404 and the page "%s"', async (urlPath, title) => {
    const res = await fetch(server.url + urlPath);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it('answers with the nearest section 404 page (an unknown product)', async () => {
    const site = await createSiteFixture({
      '404.html': '<title>pt 404</title>',
      'products/404.html': '<title>pt product 404</title>',
      'en/404.html': '<title>en 404</title>',
      'en/products/404.html': '<title>en product 404</title>',
    });
    const server = await startTestApp(testConfig(site.siteDir));
    try {
      for (const [urlPath, body] of [
        ['/products/unknown', '<title>pt product 404</title>'],
        ['/en/products/unknown', '<title>en product 404</title>'],
        ['/en/nope', '<title>en 404</title>'],
        ['/es/products/unknown', '<title>pt 404</title>'],
      ] as const) {
        const res = await fetch(server.url + urlPath);
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(body);
      }
    } finally {
      await server.close();
      await site.cleanup();
    }
  });

  it('treats a directory that has no index.html as missing', async () => {
    const res = await fetch(`${server.url}/images`);
    expect(res.status).toBe(404);
  });

  it('treats a folder named like a file as missing', async () => {
    const res = await fetch(`${server.url}/catalogs/pt`);
    expect(res.status).toBe(404);
  });

  it('falls back to the Portuguese page when a language has no 404 page', async () => {
    const site = await createSiteFixture({ '404.html': '<title>pt 404</title>' });
    const server = await startTestApp(testConfig(site.siteDir));
    try {
      const res = await fetch(`${server.url}/en/nope`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<title>pt 404</title>');
    } finally {
      await server.close();
      await site.cleanup();
    }
  });

  it('says the site is not built when SITE_DIR holds no pages', async () => {
    const site = await createSiteFixture({});
    const server = await startTestApp(testConfig(site.siteDir));
    try {
      for (const urlPath of ['/', '/en/about']) {
        const res = await fetch(server.url + urlPath);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        const body = await res.text();
        expect(body).toBe(NOT_BUILT_MESSAGE);
        expect(body).toContain('Run npm run build');
      }
    } finally {
      await server.close();
      await site.cleanup();
    }
  });
});

describe('path safety', () => {
  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/../secret.txt',
    '/images/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
    '/index.html%00.png',
    '/%00',
    '/%E0%A4%A',
  ])('refuses %s without reading outside the root', async (rawPath) => {
    const res = await rawRequest(server.url, rawPath);
    expect([400, 404]).toContain(res.status);
    expect(res.body.toString()).not.toContain('outside the site root');
    expect(res.body.toString()).not.toContain('root:');
  });

  it.each(['/.env', '/.git/config', '/%2eenv', '/en/.env'])(
    'never serves the dotfile %s',
    async (rawPath) => {
      const res = await rawRequest(server.url, rawPath);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('SECRET');
      expect(res.body.toString()).not.toContain('[core]');
    },
  );
});

describe('content types', () => {
  it.each([
    ['/video/hero.webm', 'video/webm'],
    ['/video/hero.mp4', 'video/mp4'],
    ['/images/photo.avif', 'image/avif'],
    ['/images/hero.webp', 'image/webp'],
    ['/images/logo.svg', 'image/svg+xml'],
    ['/catalogs/pt/catalogo.pdf', 'application/pdf'],
    ['/sitemap-pages.xml', 'application/xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/manifest.json', 'application/json; charset=utf-8'],
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/assets/index-3f2a1b.js', 'text/javascript; charset=utf-8'],
    ['/assets/index-3f2a1b.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s', async (urlPath, type) => {
    const res = await fetch(server.url + urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });
});

describe('caching', () => {
  it.each([
    ['/assets/index-3f2a1b.js', 'public, max-age=31536000, immutable'],
    ['/assets/index-3f2a1b.css', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/en/about/', 'no-cache'],
    ['/images/hero.webp', 'public, max-age=86400'],
    ['/video/hero.webm', 'public, max-age=86400'],
    ['/catalogs/pt/catalogo.pdf', 'public, max-age=86400'],
    ['/sitemap-pages.xml', 'public, max-age=86400'],
    ['/robots.txt', 'public, max-age=86400'],
  ])('marks %s with Cache-Control "%s"', async (urlPath, cacheControl) => {
    const res = await fetch(server.url + urlPath);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(cacheControl);
  });

  it('answers a repeated request with If-None-Match by 304 without a body', async () => {
    const first = await fetch(`${server.url}/about`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);

    const second = await rawRequest(server.url, '/about', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('answers If-Modified-Since with 304 while the file is unchanged', async () => {
    const first = await fetch(`${server.url}/images/hero.webp`);
    const lastModified = first.headers.get('last-modified');
    expect(lastModified).not.toBeNull();

    const second = await rawRequest(server.url, '/images/hero.webp', {
      headers: { 'If-Modified-Since': lastModified ?? '' },
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('sends the full file when the validator no longer matches', async () => {
    const res = await rawRequest(server.url, '/about', {
      headers: { 'If-None-Match': 'W/"stale"' },
    });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('Sobre');
  });
});
