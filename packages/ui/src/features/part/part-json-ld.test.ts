import type { SparePart } from '@castall/contracts';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, partJsonLd } from './part-json-ld';

const part: SparePart = {
  id: 'p1',
  nome_pt: 'Válvula',
  nome_en: 'Valve',
  nome_es: 'Válvula',
  descricao_pt: 'Válvula solenoide',
  descricao_en: 'Solenoid valve',
  descricao_es: 'Válvula solenoide',
  codigo: 'VS-24',
  categoria: 'Hidráulica',
  preco: 1250.5,
  estoque: 3,
  imagem: 'a.webp',
};

const input = {
  part,
  name: 'Valve',
  description: 'Solenoid valve',
  categoryName: 'Hydraulic',
  brand: 'CAST ALL Máquinas',
  url: 'https://example.com/en/shop/vs-24-valvula',
  image: 'https://example.com/upload/a.webp',
};

/**
 * What schema.org and Google's product snippets require: a Product with a name; an Offer with
 * price, priceCurrency (ISO 4217) and an availability from schema.org's ItemAvailability.
 */
function expectValidProduct(data: Record<string, unknown>) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Product');
  expect(typeof data.name).toBe('string');
  expect((data.name as string).length).toBeGreaterThan(0);
  expect(data.brand).toEqual({ '@type': 'Brand', name: 'CAST ALL Máquinas' });
  const offers = data.offers as Record<string, unknown> | undefined;
  if (offers !== undefined) {
    expect(offers['@type']).toBe('Offer');
    expect(offers.price).toMatch(/^\d+(\.\d+)?$/);
    expect(offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(String(offers.availability)).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  }
}

describe('a part page structured data', () => {
  it('names the part by its code as SKU, with an offer in reais while it has a price', () => {
    const data = partJsonLd(input);
    expectValidProduct(data);
    expect(data).toMatchObject({
      sku: 'VS-24',
      name: 'Valve',
      image: ['https://example.com/upload/a.webp'],
      offers: {
        price: '1250.50',
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says out of stock when there is none', () => {
    const data = partJsonLd({ ...input, part: { ...part, estoque: 0 } });
    expectValidProduct(data);
    expect(data.offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('leaves the offer out when the price is on request, and the image when there is none', () => {
    const data = partJsonLd({ ...input, part: { ...part, preco: 0 }, image: undefined });
    expectValidProduct(data);
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('image');
  });

  it('lists breadcrumbs with positions from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://example.com/en/' },
        { name: 'Shop', url: 'https://example.com/en/shop' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/en/' },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://example.com/en/shop' },
    ]);
  });
});
