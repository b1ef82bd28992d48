import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, SITE_FILES, useTestApp } from '../../testing/site-fixture';
import { shopPart } from '../shop/testing';

const app = useTestApp({ siteFiles: SITE_FILES });

beforeAll(async () => {
  const { parts } = app.services.store;
  await parts.create(shopPart('A1', 'Elétrica'));
  const gone = await parts.create(shopPart('G2', 'Elétrica'));
  await parts.trash(gone.id, { by: 'admin' });
});

describe('sitemaps from the store', () => {
  it('answers the index and the parts sitemap, without trashed parts', async () => {
    const index = await fetch(`${app.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    expect(indexXml).toContain('<loc>https://www.castall.com.br/sitemap-parts-1.xml</loc>');

    const parts = await (await fetch(`${app.url}/sitemap-parts-1.xml`)).text();
    expect(parts).toContain('<loc>https://www.castall.com.br/es/shop/cod-a1-peca-a1</loc>');
    expect(parts).not.toContain('g2');
    expect((await fetch(`${app.url}/sitemap-parts-2.xml`)).status).toBe(404);
    expect((await fetch(`${app.url}/sitemap-parts-0.xml`)).status).toBe(404);
  });

  it('follows the catalogue: a new part is listed at once, and 304 until then', async () => {
    const first = await rawRequest(app.url, '/sitemap-parts-1.xml');
    const etag = String(first.headers.etag);
    const same = await rawRequest(app.url, '/sitemap-parts-1.xml', {
      headers: { 'If-None-Match': etag },
    });
    expect(same.status).toBe(304);
    await app.services.store.parts.create(shopPart('N3', 'Mecânica'));
    const after = await rawRequest(app.url, '/sitemap-parts-1.xml', {
      headers: { 'If-None-Match': etag },
    });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('/shop/cod-n3-peca-n3</loc>');
  });
});
