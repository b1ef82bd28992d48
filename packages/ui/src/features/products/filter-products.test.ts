import { describe, expect, it } from 'vitest';
import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import { filterProducts } from './filter-products';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('filterProducts', () => {
  const pt = machineCatalog.products('pt');

  it('keeps everything with no filter', () => {
    expect(filterProducts(pt, { category: 'all', query: '' }, 'pt')).toHaveLength(8);
  });

  it('filters by category', () => {
    expect(ids(filterProducts(pt, { category: 'peripheral', query: '' }, 'pt'))).toEqual([
      'lubrificador-lla',
      'dosador-linear',
    ]);
    expect(filterProducts(pt, { category: 'aluminum', query: '' }, 'pt')).toHaveLength(6);
  });

  it('matches name or short description, ignoring case and surrounding spaces', () => {
    expect(ids(filterProducts(pt, { category: 'all', query: '  cast all 8' }, 'pt'))).toEqual([
      'cast-all-800',
    ]);
    expect(ids(filterProducts(pt, { category: 'all', query: 'BICOS' }, 'pt'))).toEqual([
      'lubrificador-lla',
    ]);
  });

  it('searches in the current language only', () => {
    const en = machineCatalog.products('en');
    expect(filterProducts(en, { category: 'all', query: 'bicos' }, 'en')).toHaveLength(0);
    expect(ids(filterProducts(en, { category: 'all', query: 'nozzles' }, 'en'))).toEqual([
      'lubrificador-lla',
    ]);
  });

  it('combines category and query', () => {
    expect(filterProducts(pt, { category: 'peripheral', query: 'CAST ALL 250' }, 'pt')).toEqual([]);
  });
});
