import { describe, expect, it } from 'vitest';
import { loadWholeCatalog } from '@castall/machines';
import { compareCastAll, comparisonCells } from './compare-models';

// The product texts load per language; these tests read every language.
await loadWholeCatalog();

describe('compareCastAll', () => {
  it('puts the six models side by side on every specification row', () => {
    const { models, rows } = compareCastAll('en');
    expect(models.map((m) => m.id)).toEqual([
      'cast-all-250',
      'cast-all-350',
      'cast-all-450',
      'cast-all-550',
      'cast-all-800',
      'cast-all-1000',
    ]);
    expect(rows.map((r) => r.label)).toEqual([
      'Força de fechamento',
      'Curso de abertura',
      'Dimensão das placas',
      'Dimensão entre colunas',
      'Capacidade de injeção',
      'Servomotor',
      'Peso da máquina',
    ]);
    expect(rows[0]?.values[5]).toBe('1,000 t / 9,864 kN');
    expect(rows[6]?.values[2]).toBeUndefined();
  });

  it('says a row without figures once, across the six models', () => {
    const platen = compareCastAll('pt').rows.find((row) => row.label === 'Dimensão das placas');
    expect(platen?.cells).toEqual([{ value: undefined, span: 6, first: 0 }]);
  });

  it('keeps the known weights and merges the four models between them', () => {
    const weight = compareCastAll('en').rows.find((row) => row.label === 'Peso da máquina');
    expect(weight?.cells).toEqual([
      { value: 'approx. 7,000 kg', span: 1, first: 0 },
      { value: undefined, span: 4, first: 1 },
      { value: 'approx. 37,000 kg', span: 1, first: 5 },
    ]);
  });
});

describe('comparisonCells', () => {
  it('merges only neighbouring missing figures', () => {
    expect(comparisonCells(['a', undefined, 'b', undefined, undefined])).toEqual([
      { value: 'a', span: 1, first: 0 },
      { value: undefined, span: 1, first: 1 },
      { value: 'b', span: 1, first: 2 },
      { value: undefined, span: 2, first: 3 },
    ]);
  });
});
