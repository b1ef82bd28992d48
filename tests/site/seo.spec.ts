import { expect, test } from '@playwright/test';
import { allSitemaps, HTML_LANG, LANGS, localized, OG_LOCALE, PAGES } from '../fixtures/site';

/** The prerendered HTML as a crawler receives it, before any JavaScript runs. */
for (const lang of LANGS) {
  for (const path of PAGES) {
    const url = localized(path, lang);
    test(`prerendered head and content of ${url}`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const attr = (pattern: RegExp) => pattern.exec(html)?.[1];

      expect(attr(/<html lang="([^"]+)"/)).toBe(HTML_LANG[lang]);
      expect(attr(/<title>([^<]+)<\/title>/)).toMatch(/^.+ \| .+$/);
      expect(attr(/<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
      expect(attr(/<meta name="robots" content="([^"]+)"/)).toBe('index,follow');
      expect(attr(/<meta name="theme-color" content="([^"]+)"/)).toMatch(/^#F2/i);
      expect(attr(/<meta property="og:locale" content="([^"]+)"/)).toBe(OG_LOCALE[lang]);
      expect(attr(/<meta property="og:image:width" content="([^"]+)"/)).toBe('1200');
      expect(attr(/<meta property="og:image:height" content="([^"]+)"/)).toBe('630');
      expect(attr(/<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`${url}$`));
      for (const other of LANGS) {
        expect(html).toContain(`hreflang="${HTML_LANG[other]}" href="`);
      }
      expect(attr(/hreflang="x-default" href="([^"]+)"/)).toMatch(new RegExp(`${path}$`));

      const ldJson = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
      ];
      const organization = ldJson
        .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'Organization');
      expect(organization).toMatchObject({
        contactPoint: {
          contactType: 'customer service',
          availableLanguage: ['Portuguese', 'English', 'Spanish'],
        },
        address: { addressLocality: 'Americana', addressRegion: 'SP', addressCountry: 'BR' },
        areaServed: ['BR', 'AR', 'CL', 'UY', 'PY'],
      });
      expect((organization?.sameAs as unknown[]).length).toBe(3);

      // The content is in the HTML itself: the h1 and the localized navigation.
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain(`href="${localized('/products', lang)}"`);
    });
  }
}

test('unknown paths answer 404 with a page in the path language', async ({ request }) => {
  for (const [url, lang] of [
    ['/no-such-page', 'pt-BR'],
    ['/en/no-such-page', 'en'],
    ['/es/nada/aqui', 'es'],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain('noindex,nofollow');
  }
});

test('robots.txt points to the sitemap index, which lists every page in every language', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /admin');
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  const { paths: sitemaps, xml } = await allSitemaps(request);
  expect(sitemaps).toContain('/sitemap-pages.xml');
  expect(sitemaps).toContain('/sitemap-parts-1.xml');
  for (const lang of LANGS) {
    for (const path of PAGES) {
      expect(xml).toContain(`${localized(path, lang)}</loc>`);
    }
  }
  expect(xml).toContain('hreflang="x-default"');
  // Every part of the demo catalogue has its page in the three languages.
  expect(xml).toMatch(/\/es\/shop\/[a-z0-9-]+<\/loc>/);
});
