import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, SITE_FILES, useTestApp } from '../../testing/site-fixture';
import { builtAstroDir, embeddedFirstPage, shopPart, visibleHtml } from './testing';

// The real per-request render of the build (packages/ui/src/pages/[...lang]/shop/index.astro).
const app = useTestApp({ siteFiles: SITE_FILES, config: { ssrDir: builtAstroDir() } });

beforeAll(async () => {
  const { parts } = app.services.store;
  await parts.create(shopPart('ALFA-1', 'Elétrica'));
  await parts.create(shopPart('ALFA-2', 'Hidráulica'));
  await parts.create(shopPart('BETA-3', 'Hidráulica'));
  await parts.create(shopPart('BETA-4', 'Mecânica'));
  // The first request imports the Astro build (seconds on a busy machine): not in a test's time.
  await fetch(`${app.url}/shop`);
}, 60_000);

async function page(urlPath: string): Promise<{ status: number; html: string; etag: string }> {
  const response = await fetch(`${app.url}${urlPath}`);
  return {
    status: response.status,
    html: await response.text(),
    etag: response.headers.get('etag') ?? '',
  };
}

describe('the shop page rendered by the server', () => {
  it('GET /shop?q= holds the parts the search finds, in Portuguese', async () => {
    const { status, html: page1 } = await page('/shop?q=alfa');
    expect(status).toBe(200);
    const html = visibleHtml(page1);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Peça ALFA-1');
    expect(html).toContain('COD-ALFA-2');
    expect(html).not.toContain('BETA');
    expect(html).toMatch(/role="status"[^>]*>Mostrando 1-2 de 2 peças</);
    // The search box says what was searched, as the browser will render it.
    expect(html).toMatch(/<input[^>]*id="[^"]*shop-search"[^>]*value="alfa"/);
  });

  it('GET /es/shop?categoria= holds that category, in Spanish', async () => {
    const html = visibleHtml((await page('/es/shop?categoria=Hidr%C3%A1ulica')).html);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Pieza ALFA-2');
    expect(html).toContain('Pieza BETA-3');
    expect(html).not.toContain('Peça ALFA-2');
    expect(html).not.toContain('ALFA-1');
    expect(html).not.toContain('BETA-4');
    expect(html).toMatch(/role="status"[^>]*>Mostrando 1-2 de 2 piezas</);
  });

  it('embeds exactly what the query endpoint answers, for the shop to hydrate from', async () => {
    const { html } = await page('/en/shop?categoria=Mec%C3%A2nica&pageSize=100&utm=x');
    const first = embeddedFirstPage(html);
    expect(first.query).toBe('scope=shop&page=1&pageSize=100&categoria=Mec%C3%A2nica');
    const api = await fetch(`${app.url}/api/produtos-buscar.php?${first.query}`);
    expect(first.page).toEqual(await api.json());
    expect(first.page.items.map((part) => part.codigo)).toEqual(['COD-BETA-4']);
  });

  it('links its flags to the same view in the other languages, without unknown parameters', async () => {
    // Without JavaScript the flags are plain links: they must keep the search, category and page.
    const html = visibleHtml(
      (await page('/en/shop?utm=x&q=alfa&categoria=El%C3%A9trica&page=1')).html,
    );
    const flagHrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*data-lang-choice="(\w+)"/g)].map(
      ([, href, lang]) => `${lang} ${href?.replaceAll('&amp;', '&')}`,
    );
    expect(flagHrefs).toEqual([
      'pt /shop?q=alfa&categoria=El%C3%A9trica',
      'en /en/shop?q=alfa&categoria=El%C3%A9trica',
      'es /es/shop?q=alfa&categoria=El%C3%A9trica',
    ]);
    const plain = visibleHtml((await page('/es/shop')).html);
    expect(plain).toMatch(/<a href="\/en\/shop" hrefLang="en"/i);
  });

  it('sends no-cache and an ETag, and 304 to a client that has the page', async () => {
    const first = await rawRequest(app.url, '/shop?q=beta');
    expect(first.body.toString()).toContain('Peça BETA-3');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const etag = String(first.headers.etag);
    const again = await rawRequest(app.url, '/shop?q=beta', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('shows an edit on the next request (the cache is per catalogue revision)', async () => {
    const before = await page('/shop?q=gama');
    expect(before.html).not.toContain('GAMA');
    const { parts } = app.services.store;
    const created = await parts.create(shopPart('GAMA-5', 'Elétrica'));
    const added = await page('/shop?q=gama');
    expect(added.html).toContain('Peça GAMA-5');
    expect(added.etag).not.toBe(before.etag);

    await parts.update(created.id, {
      ...shopPart('GAMA-5', 'Elétrica'),
      nome_pt: 'Peça renomeada',
    });
    const edited = await page('/shop?q=gama');
    expect(edited.html).toContain('Peça renomeada');
    expect(edited.html).not.toContain('Peça GAMA-5');
  });

  it('escapes the data it gives the shop island, so a part name cannot break out of it', async () => {
    await app.services.store.parts.create({
      ...shopPart('DELTA-6', 'Elétrica'),
      nome_pt: 'Peça </script><script>alert(1)</script> \u2028 fim',
    });
    const { html } = await page('/shop?q=delta');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(embeddedFirstPage(html).page.items[0]?.nome_pt).toBe(
      'Peça </script><script>alert(1)</script> \u2028 fim',
    );
  });
});
