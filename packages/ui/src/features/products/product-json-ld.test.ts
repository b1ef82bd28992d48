import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../i18n/languages';
import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import type { MachineProduct } from '@castall/machines/types';
import { productJsonLd } from './product-json-ld';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

function properties(lang: Lang) {
  const product = machineCatalog.product('cast-all-800', lang) as MachineProduct;
  return productJsonLd({
    product,
    lang,
    categoryName: 'Alumínio',
    brand: 'CAST ALL',
    url: `https://example.com/${lang}/products/cast-all-800`,
    origin: 'https://example.com',
  }).additionalProperty;
}

describe('Product JSON-LD specifications', () => {
  it.each([
    ['pt', 'Força de fechamento', '800 t / 7.360 kN'],
    ['en', 'Clamping force', '800 t / 7,360 kN'],
    ['es', 'Fuerza de cierre', '800 t / 7360 kN'],
  ] as const)('names them in the page language (%s)', (lang, name, value) => {
    expect(properties(lang)[0]).toEqual({ '@type': 'PropertyValue', name, value });
  });

  it.each([
    ['en', ['Clamping force', 'Opening stroke', 'Injection capacity', 'Servomotor']],
    ['es', ['Fuerza de cierre', 'Carrera de apertura', 'Capacidad de inyección', 'Servomotor']],
  ] as const)('names every figure as the visible table does (%s)', (lang, names) => {
    expect(properties(lang).map((property) => property.name)).toEqual(names);
  });

  it.each(LANGUAGES)('lists only given figures, never an empty value (%s)', (lang) => {
    for (const property of properties(lang)) expect(property.value).toBeTruthy();
    expect(properties(lang).map((p) => p.name)).toHaveLength(4);
  });
});
