import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, SITE_FILES, useTestApp } from '../../testing/site-fixture';
import type { StoredPart } from '../../store/types';
import { builtAstroDir, shopPart, visibleHtml } from '../shop/testing';

const PART_NOT_FOUND = 'prerendered part not found';
const app = useTestApp({
  config: { ssrDir: builtAstroDir() },
  siteFiles: {
    ...SITE_FILES,
    'shop/404.html': `<!doctype html><title>Peça não encontrada</title><p>${PART_NOT_FOUND}</p>`,
  },
});

let trashed: StoredPart;

beforeAll(async () => {
  const { parts } = app.services.store;
  await parts.create({
    ...shopPart('V1', 'Hidráulica'),
    codigo: 'VS-24',
    nome_pt: 'Válvula Solenoide',
    nome_en: 'Solenoid Valve',
    nome_es: '',
    preco: 1250.5,
    estoque: 0,
  });
  await parts.create(shopPart('H2', 'Hidráulica'));
  await parts.create(shopPart('E3', 'Elétrica'));
  trashed = await parts.create(shopPart('T4', 'Hidráulica'));
  await parts.trash(trashed.id, { by: 'admin' });
  // The first request imports the Astro build (seconds on a busy machine): not in a test's time.
  await fetch(`${app.url}/shop`);
}, 60_000);

async function get(urlPath: string) {
  const response = await fetch(`${app.url}${urlPath}`, { redirect: 'manual' });
  return { response, html: visibleHtml(await response.text()) };
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('a part page rendered by the server', () => {
  it('shows the part in Portuguese with its price, its quote link and its neighbours', async () => {
    const { response, html } = await get('/shop/vs-24-valvula-solenoide');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toMatch(/<h1>Válvula Solenoide<\/h1>/);
    expect(html).toContain('VS-24');
    expect(html).toMatch(/R\$\s1\.250,50/);
    expect(html).toContain('Sob consulta'); // no stock
    expect(html).toContain(
      `https://wa.me/5519900000000?text=${encodeURIComponent('Olá! Gostaria de um orçamento para a peça: Válvula Solenoide (código VS-24)')}`,
    );
    // The other hydraulic part, not the electric one nor the trashed one.
    expect(html).toContain('href="/shop/cod-h2-peca-h2"');
    expect(html).not.toContain('cod-e3');
    expect(html).not.toContain('cod-t4');
    expect(html).toMatch(/<title>Válvula Solenoide \(VS-24\) \| CAST ALL Máquinas<\/title>/);
    expect(html).toContain(
      '<link rel="canonical" href="https://www.castall.com.br/shop/vs-24-valvula-solenoide"',
    );
    for (const [lang, href] of [
      ['pt-BR', '/shop/vs-24-valvula-solenoide'],
      ['en', '/en/shop/vs-24-valvula-solenoide'],
      ['es', '/es/shop/vs-24-valvula-solenoide'],
    ]) {
      expect(html).toContain(`hreflang="${lang}" href="https://www.castall.com.br${href}"`);
    }
  });

  it('has Product and BreadcrumbList structured data with the offer in reais', async () => {
    const { html } = await get('/en/shop/vs-24-valvula-solenoide');
    const data = jsonLd(html);
    const product = data.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Solenoid Valve',
      sku: 'VS-24',
      brand: { '@type': 'Brand', name: 'CAST ALL Máquinas' },
      offers: {
        '@type': 'Offer',
        price: '1250.50',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  it('falls back to the Portuguese name where a language has none', async () => {
    const { response, html } = await get('/es/shop/vs-24-valvula-solenoide');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toMatch(/<h1>Válvula Solenoide<\/h1>/);
    expect(html).toContain('Precio');
  });

  it('moves an old or differently written address to the current one', async () => {
    for (const [from, to] of [
      ['/shop/vs-24', '/shop/vs-24-valvula-solenoide'],
      ['/en/shop/VS-24-old-name?ref=mail', '/en/shop/vs-24-valvula-solenoide?ref=mail'],
      ['/es/shop/vs-24-valvula-solenoide/', '/es/shop/vs-24-valvula-solenoide'],
    ] as const) {
      const { response } = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers the shop 404 page for an unknown or trashed part', async () => {
    for (const urlPath of ['/shop/nada-aqui', '/shop/cod-t4-peca-t4', '/shop/-']) {
      const { response, html } = await get(urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(html).toContain(PART_NOT_FOUND);
    }
    // A malformed address is the client's error, not the server's.
    expect((await get('/shop/%E0%A4%A')).response.status).toBe(400);
  });

  // Issue 38: a 16 kB slug of dashes cost 130–180 ms to resolve; six a second slowed the server.
  it('answers a slug segment over 200 characters with the 404 page, without resolving it', async () => {
    const longest = `vs-24-${'x'.repeat(194)}`;
    expect((await get(`/shop/${longest}`)).response.status).toBe(301);
    for (const urlPath of [
      `/shop/${longest}x`,
      `/shop/${'-'.repeat(16_000)}`,
      `/shop/vs-24${'%2D'.repeat(196)}`,
    ]) {
      const { response, html } = await get(urlPath);
      expect(response.status, urlPath.slice(0, 40)).toBe(404);
      expect(html).toContain(PART_NOT_FOUND);
    }
    expect((await get(`/en/shop/${'a-'.repeat(8_000)}`)).response.status).toBe(404);
  });

  it('answers 304 to its ETag, and a new page once the part is renamed', async () => {
    // Node's fetch adds `Cache-Control: no-cache` to a conditional request: a raw one does not.
    const first = await rawRequest(app.url, '/shop/cod-h2-peca-h2');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await rawRequest(app.url, '/shop/cod-h2-peca-h2', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const { parts } = app.services.store;
    const [part] = (await parts.list()).filter((p) => p.codigo === 'COD-H2');
    await parts.update(part!.id, { ...shopPart('H2', 'Hidráulica'), nome_pt: 'Bomba nova' });
    const moved = await get('/shop/cod-h2-peca-h2');
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe('/shop/cod-h2-bomba-nova');
    const renamed = await get('/shop/cod-h2-bomba-nova');
    expect(renamed.html).toMatch(/<h1>Bomba nova<\/h1>/);
  });
});
