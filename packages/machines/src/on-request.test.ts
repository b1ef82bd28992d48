import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@castall/contracts';
import { loadWholeCatalog, machineCatalog } from './index';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

/** Spec §3: shown per CAST ALL model, though the table of figures gives none of them. */
const PER_MODEL_ROWS = ['Dimensão das placas', 'Dimensão entre colunas', 'Peso da máquina'];

describe('CAST ALL rows the specification shows without a figure', () => {
  it.each(LANGUAGES)(
    'gives every model platen size, tie-bar clearance and weight in %s',
    (lang) => {
      const castAll = machineCatalog.products(lang).filter((p) => p.category === 'aluminum');
      for (const model of castAll) {
        const labels = model.specifications.map(([label]) => label);
        for (const row of PER_MODEL_ROWS) expect(labels, model.id).toContain(row);
      }
    },
  );

  it('leaves a figure the specification does not give undefined (on request), never invented', () => {
    for (const model of machineCatalog.products('pt').filter((p) => p.category === 'aluminum')) {
      const rows = new Map(model.specifications);
      expect(rows.get('Dimensão das placas'), model.id).toBeUndefined();
      expect(rows.get('Dimensão entre colunas'), model.id).toBeUndefined();
    }
    const weight = (id: string) =>
      new Map(machineCatalog.product(id, 'pt')?.specifications).get('Peso da máquina');
    expect(weight('cast-all-250')).toBe('aprox. 7.000 kg');
    expect(weight('cast-all-550')).toBeUndefined();
  });
});
