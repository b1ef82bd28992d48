import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '@castall/contracts';
import { loadWholeCatalog, machineCatalog } from './index';
import type { MachineProduct } from './types';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

/** Spec §2: the die-casting machine's standard accessories, as each language words them. */
const DIE_CASTING_ACCESSORIES: Record<Lang, readonly string[]> = {
  pt: [
    'Pés niveladores',
    'Porta frontal automática',
    'Bucha e pistão de injeção',
    'Moldes das placas móvel e fixa',
  ],
  en: [
    'Leveling feet',
    'Automatic front door',
    'Injection bushing and piston',
    'Movable and fixed plate molds',
  ],
  es: [
    'Patas niveladoras',
    'Puerta frontal automática',
    'Buje y pistón de inyección',
    'Moldes de las placas móvil y fija',
  ],
};

const byId = (id: string, lang: Lang) => machineCatalog.product(id, lang) as MachineProduct;
const peripherals = ['lubrificador-lla', 'dosador-linear'] as const;

describe("each machine's standard items", () => {
  it.each(LANGUAGES)('lists the die-casting accessories for every CAST ALL model in %s', (lang) => {
    const castAll = machineCatalog.products(lang).filter((p) => p.category === 'aluminum');
    expect(castAll).toHaveLength(6);
    for (const model of castAll) {
      expect(model.standardItems, model.id).toEqual(DIE_CASTING_ACCESSORIES[lang]);
    }
  });

  it.each(LANGUAGES)('gives the lubricator and the doser none of them in %s', (lang) => {
    for (const id of peripherals) {
      const items = byId(id, lang).standardItems;
      expect(items.length, id).toBeGreaterThan(0);
      for (const accessory of DIE_CASTING_ACCESSORIES[lang])
        expect(items, id).not.toContain(accessory);
    }
  });

  it.each(LANGUAGES)("names the lubricator's own spec §3 items in %s", (lang) => {
    const items = byId('lubrificador-lla', lang).standardItems.join(' | ');
    expect(items).toContain('16');
    expect(items).toContain('28');
    expect(items).toMatch(/V900xH600, V1200xH700 (e|and|y) V1400xH900/);
  });

  it.each(LANGUAGES)(
    'shares no feature, application or item list between machine kinds in %s',
    (lang) => {
      const kinds = [
        byId('cast-all-250', lang),
        byId('lubrificador-lla', lang),
        byId('dosador-linear', lang),
      ];
      for (const field of ['features', 'applications', 'standardItems'] as const) {
        const texts = kinds.map((product) => new Set(product[field]));
        for (const [index, own] of texts.entries()) {
          for (const other of texts.slice(index + 1)) {
            expect(
              [...own].filter((text) => other.has(text)),
              `${field} in ${lang}`,
            ).toEqual([]);
          }
        }
      }
    },
  );
});
