import { SITEMAP_MAX_URLS } from '@castall/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredPart } from '../../store/types';
import { buildPartDirectory } from '../part/part-directory';
import { PARTS_PER_SITEMAP, partsSitemapXml, sitemapIndexXml } from './parts-sitemaps';

function part(n: number): StoredPart {
  const time = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  return {
    id: `id-${n}`,
    nome_pt: `Peça ${n}`,
    nome_en: '',
    nome_es: '',
    descricao_pt: '',
    descricao_en: '',
    descricao_es: '',
    codigo: `P-${n}`,
    categoria: 'Elétrica',
    preco: 0,
    estoque: 0,
    imagem: '',
    version: 1,
    createdAt: time,
    updatedAt: time,
  };
}

const SITE = 'https://example.com';
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

describe('the parts sitemaps', () => {
  it('split a large catalogue so no file passes the protocol limit of 50,000 URLs', () => {
    const directory = buildPartDirectory(
      Array.from({ length: PARTS_PER_SITEMAP + 1 }, (_, n) => part(n)),
    );
    const first = partsSitemapXml(SITE, directory, 1)!;
    const second = partsSitemapXml(SITE, directory, 2)!;
    expect(urlCount(first)).toBe(PARTS_PER_SITEMAP * 3);
    expect(urlCount(first)).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(urlCount(second)).toBe(3);
    expect(partsSitemapXml(SITE, directory, 3)).toBeUndefined();
    const index = sitemapIndexXml(SITE, directory);
    expect(index).toContain('<loc>https://example.com/sitemap-pages.xml</loc>');
    expect(index).toContain('<loc>https://example.com/sitemap-parts-2.xml</loc>');
    // Each file is dated by its newest part.
    expect(index).toContain(`<lastmod>${part(PARTS_PER_SITEMAP).updatedAt}</lastmod>`);
  });

  it('list each part in three languages with its alternates and its last change', () => {
    const xml = partsSitemapXml(SITE, buildPartDirectory([part(7)]), 1)!;
    expect(urlCount(xml)).toBe(3);
    for (const loc of ['/shop/p-7-peca-7', '/en/shop/p-7-peca-7', '/es/shop/p-7-peca-7']) {
      expect(xml).toContain(`<loc>${SITE}${loc}</loc>`);
    }
    expect(xml).toContain(`hreflang="pt-BR" href="${SITE}/shop/p-7-peca-7"`);
    expect(xml).toContain(`hreflang="x-default" href="${SITE}/shop/p-7-peca-7"`);
    expect(xml).toContain(`<lastmod>${part(7).updatedAt}</lastmod>`);
  });

  it('has only the pages sitemap in the index of an empty catalogue', () => {
    const index = sitemapIndexXml(SITE, buildPartDirectory([]));
    expect(index.match(/<sitemap>/g)).toHaveLength(1);
  });
});
