import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@castall/contracts';
import { loadWholeCatalog, machineCatalog } from './index';
import { SPEC_LABELS_PT } from './spec-labels';
import { MACHINE_PRODUCT_IDS } from './types';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

describe('machine catalogue', () => {
  it.each(LANGUAGES)('lists the 8 products in catalogue order in %s', (lang) => {
    expect(machineCatalog.products(lang).map((p) => p.id)).toEqual([...MACHINE_PRODUCT_IDS]);
  });

  it.each(LANGUAGES)('gives every product every field in %s', (lang) => {
    for (const product of machineCatalog.products(lang)) {
      expect(product.name.trim(), product.id).not.toBe('');
      expect(product.shortDescription.trim(), product.id).not.toBe('');
      expect(product.description, product.id).toMatch(/\*\*[^*]+\*\*/);
      expect(product.features.length, product.id).toBeGreaterThan(2);
      expect(product.applications.length, product.id).toBeGreaterThan(2);
      expect(product.badges.length, product.id).toBeGreaterThan(0);
      expect(product.specifications.length, product.id).toBeGreaterThan(3);
      expect(product.image, product.id).toMatch(/^\/images\/products\/.+\.webp$/);
      expect(product.imageLarge, product.id).toMatch(/^\/images\/products\/.+\.webp$/);
      for (const text of [...product.features, ...product.applications, ...product.badges]) {
        expect(text.trim(), product.id).not.toBe('');
      }
      // A figure is never blank; a missing one is undefined and shown 'on request'.
      for (const [, value] of product.specifications) expect(value?.trim()).not.toBe('');
    }
  });

  it('puts CAST ALL in aluminum and the lubricator and doser in peripheral', () => {
    const categories = machineCatalog.products('pt').map((p) => [p.id, p.category]);
    expect(categories.filter(([, c]) => c === 'aluminum')).toHaveLength(6);
    expect(machineCatalog.product('lubrificador-lla', 'pt')?.category).toBe('peripheral');
    expect(machineCatalog.product('dosador-linear', 'pt')?.category).toBe('peripheral');
  });

  it('really translates the texts (en and es differ from pt)', () => {
    for (const id of MACHINE_PRODUCT_IDS) {
      const pt = machineCatalog.product(id, 'pt');
      for (const lang of ['en', 'es'] as const) {
        const other = machineCatalog.product(id, lang);
        expect(other?.shortDescription).not.toBe(pt?.shortDescription);
        expect(other?.description).not.toBe(pt?.description);
        expect(other?.features).not.toEqual(pt?.features);
      }
    }
  });

  it('keys the same specification rows in every language', () => {
    for (const id of MACHINE_PRODUCT_IDS) {
      const labels = (lang: (typeof LANGUAGES)[number]) =>
        machineCatalog.product(id, lang)?.specifications.map(([label]) => label);
      expect(labels('en')).toEqual(labels('pt'));
      expect(labels('es')).toEqual(labels('pt'));
    }
  });

  it('translates every specification label used, and shows Portuguese ones as they are', () => {
    const used = new Set(
      machineCatalog.products('pt').flatMap((p) => p.specifications.map(([label]) => label)),
    );
    for (const label of used) {
      expect(SPEC_LABELS_PT).toContain(label);
      expect(machineCatalog.specLabel(label, 'pt')).toBe(label);
      expect(machineCatalog.specLabel(label, 'en')).not.toBe('');
      expect(machineCatalog.specLabel(label, 'es')).not.toBe('');
    }
    expect(machineCatalog.specLabel('Força de fechamento', 'en')).toBe('Clamping force');
    expect(machineCatalog.specLabel('Peso da máquina', 'es')).toBe('Peso de la máquina');
  });

  it('carries the nine specification labels the spec lists', () => {
    for (const label of [
      'Força de fechamento',
      'Curso de abertura',
      'Dimensão entre colunas',
      'Pressão específica máxima',
      'Potência do motor principal',
      'Capacidade de injeção',
      'Pressão de injeção',
      'Potência instalada',
      'Peso da máquina',
    ]) {
      expect(SPEC_LABELS_PT).toContain(label);
    }
  });

  it('returns undefined for an unknown id', () => {
    expect(machineCatalog.product('cast-all-9999', 'pt')).toBeUndefined();
    expect(machineCatalog.product('constructor', 'en')).toBeUndefined();
  });
});

describe('CAST ALL figures (spec §3 table)', () => {
  const spec = (id: string, lang: 'pt' | 'en' | 'es', label: string) =>
    new Map(machineCatalog.product(id, lang)?.specifications).get(label);

  it('prints the clamping force in t and kN per language', () => {
    expect(spec('cast-all-250', 'pt', 'Força de fechamento')).toBe('250 t / 2.451 kN');
    expect(spec('cast-all-250', 'en', 'Força de fechamento')).toBe('250 t / 2,451 kN');
    expect(spec('cast-all-250', 'es', 'Força de fechamento')).toBe('250 t / 2451 kN');
    expect(spec('cast-all-1000', 'pt', 'Força de fechamento')).toBe('1.000 t / 9.864 kN');
  });

  it('prints stroke, shot and servomotor', () => {
    expect(spec('cast-all-1000', 'en', 'Curso de abertura')).toBe('1,150 mm');
    expect(spec('cast-all-800', 'pt', 'Capacidade de injeção')).toBe('13,2 kg Al');
    expect(spec('cast-all-800', 'en', 'Capacidade de injeção')).toBe('13.2 kg Al');
    expect(spec('cast-all-1000', 'pt', 'Capacidade de injeção')).toBe('23 kg Al');
    expect(spec('cast-all-450', 'en', 'Servomotor')).toBe('37 kW, 2,500 rpm');
  });

  it('gives a weight only where the spec gives one (the ends of 7,000 to 37,000 kg)', () => {
    expect(spec('cast-all-250', 'en', 'Peso da máquina')).toBe('approx. 7,000 kg');
    expect(spec('cast-all-1000', 'es', 'Peso da máquina')).toBe('aprox. 37.000 kg');
    expect(spec('cast-all-550', 'pt', 'Peso da máquina')).toBeUndefined();
    expect(spec('cast-all-550', 'pt', 'Dimensão entre colunas')).toBeUndefined();
  });

  it('prints the peripherals figures', () => {
    expect(spec('lubrificador-lla', 'pt', 'Número de bicos')).toBe('16 a 28');
    expect(spec('lubrificador-lla', 'en', 'Peso da máquina')).toBe('375 to 395 kg');
    expect(spec('dosador-linear', 'pt', 'Velocidade vertical')).toBe('0,13 a 0,25 m/s');
    expect(spec('dosador-linear', 'en', 'Potência instalada')).toBe('3.5 CV');
    expect(spec('dosador-linear', 'es', 'Temperatura de trabalho')).toBe('hasta 700 °C');
  });

  it('claims the 65% energy saving for the 250T only', () => {
    const claims = machineCatalog
      .products('pt')
      .filter((p) => p.description.includes('65%'))
      .map((p) => p.id);
    expect(claims).toEqual(['cast-all-250']);
  });
});

describe('catalogue files', () => {
  it('maps every product to a PDF and names the language catalogues V01-R01', () => {
    for (const id of MACHINE_PRODUCT_IDS)
      expect(machineCatalog.productCatalogFile(id)).toBe(`${id}.pdf`);
    for (const lang of LANGUAGES) {
      expect(machineCatalog.languageCatalogFile(lang)).toMatch(/-V01-R01\.pdf$/);
    }
    expect(new Set(LANGUAGES.map((l) => machineCatalog.languageCatalogFile(l))).size).toBe(3);
  });
});
