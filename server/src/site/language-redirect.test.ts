import { LANG_COOKIE } from '@castall/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/site-fixture';

const server = useTestApp();

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const GOOGLEBOT_UA =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0 Safari/537.36';

function visit(path: string, headers: Record<string, string> = {}) {
  return fetch(server.url + path, {
    redirect: 'manual',
    headers: { 'User-Agent': CHROME_UA, ...headers },
  });
}

describe('a first visit to an unprefixed page', () => {
  it.each([
    ['/', 'es-AR,es;q=0.9', '/es/'],
    ['/about', 'en-GB,en;q=0.8', '/en/about'],
    ['/about/', 'fr-FR,fr;q=0.9,en;q=0.5', '/en/about/'],
    [
      '/shop?q=rolamento&categoria=El%C3%A9trica',
      'es',
      '/es/shop?q=rolamento&categoria=El%C3%A9trica',
    ],
    ['/pdf/es/catalogo.pdf', 'es-MX', '/es/pdf/es/catalogo.pdf'],
  ])('%s with Accept-Language %s goes to %s', async (path, accept, location) => {
    const res = await visit(path, { 'Accept-Language': accept });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
    expect(res.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([['pt-BR,pt;q=0.9,en;q=0.8'], ['fr-FR,de;q=0.9'], ['*']])(
    'stays in Portuguese with Accept-Language %s',
    async (accept) => {
      const res = await visit('/about', { 'Accept-Language': accept });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
    },
  );

  it('stays in Portuguese without Accept-Language', async () => {
    expect((await visit('/about')).status).toBe(200);
  });

  it('follows the stored choice over the browser language', async () => {
    const pt = await visit('/about', {
      'Accept-Language': 'en-US',
      Cookie: `${LANG_COOKIE}=pt`,
    });
    expect(pt.status).toBe(200);
    const es = await visit('/about', {
      'Accept-Language': 'en-US',
      Cookie: `${LANG_COOKIE}=es`,
    });
    expect(es.headers.get('location')).toBe('/es/about');
  });

  it('ignores a stored choice that is not a language', async () => {
    const res = await visit('/about', {
      'Accept-Language': 'en-US',
      Cookie: `${LANG_COOKIE}=xx%0d%0aLocation:%20//evil.example`,
    });
    expect(res.headers.get('location')).toBe('/en/about');
  });

  it.each([
    ['Googlebot', GOOGLEBOT_UA],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    [
      'facebookexternalhit',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ],
    ['GPTBot', 'GPTBot/1.0'],
    [
      'Baiduspider',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    ],
  ])('never moves a crawler (%s)', async (_name, ua) => {
    const res = await visit('/about', { 'Accept-Language': 'en-US', 'User-Agent': ua });
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'a headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
    ],
    [
      'a Playwright browser',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36 Playwright/1.57',
    ],
  ])('moves %s like any visitor', async (_name, ua) => {
    const res = await visit('/about', { 'Accept-Language': 'es-CL,es;q=0.9', 'User-Agent': ua });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/es/about');
  });

  it.each([
    ['curl', 'curl/8.5.0'],
    ["Node's fetch", 'node'],
    ['python-requests', 'python-requests/2.32.3'],
    ["Playwright's request API", 'Playwright/1.57.0 (x64; debian 12) node/20.20 CI/1'],
  ])('moves a plain HTTP client (%s) that asks for a language', async (_name, ua) => {
    const res = await visit('/about', { 'Accept-Language': 'en-US,en;q=0.9', 'User-Agent': ua });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/about');
  });

  it('keeps a plain HTTP client that names no language in Portuguese', async () => {
    expect((await visit('/about', { 'User-Agent': 'curl/8.5.0' })).status).toBe(200);
  });
});

describe('never redirected', () => {
  it.each([
    ['/en/about', 'es-ES'],
    ['/es/', 'en-US'],
    ['/en', 'es-ES'],
    ['/robots.txt', 'en-US'],
    ['/images/logo.svg', 'en-US'],
    ['/admin/login', 'en-US'],
    ['/api/produtos-listar.php', 'en-US'],
  ])('%s with Accept-Language %s', async (path, accept) => {
    const res = await visit(path, { 'Accept-Language': accept });
    expect(res.status).not.toBe(302);
    expect(res.headers.get('location')).toBeNull();
  });

  it('a path that only starts like a language (/english)', async () => {
    const res = await visit('/english', { 'Accept-Language': 'pt-BR' });
    expect(res.headers.get('location')).toBeNull();
  });

  it('a POST', async () => {
    const res = await visit('/about', { 'Accept-Language': 'en-US' });
    expect(res.status).toBe(302);
    const post = await fetch(`${server.url}/about`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Accept-Language': 'en-US', 'User-Agent': CHROME_UA },
    });
    expect(post.headers.get('location')).toBeNull();
  });
});
