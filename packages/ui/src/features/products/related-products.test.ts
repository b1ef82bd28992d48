import { describe, expect, it } from 'vitest';
import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import { relatedProducts } from './related-products';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

describe('relatedProducts', () => {
  const all = machineCatalog.products('pt');
  const related = (id: string) =>
    relatedProducts(machineCatalog.product(id, 'pt')!, all).map((p) => p.id);

  it('gives up to 3 of the same category, nearest first, never itself', () => {
    expect(related('cast-all-550')).toEqual(['cast-all-450', 'cast-all-800', 'cast-all-350']);
    expect(related('cast-all-250')).toEqual(['cast-all-350', 'cast-all-450', 'cast-all-550']);
  });

  it('gives fewer when the category is small', () => {
    expect(related('lubrificador-lla')).toEqual(['dosador-linear']);
  });
});
