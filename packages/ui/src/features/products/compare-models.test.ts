import { describe, expect, it } from 'vitest';
import { loadWholeCatalog } from './catalog';
import { compareCastAll } from './compare-models';

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
      'Capacidade de injeção',
      'Servomotor',
      'Peso da máquina',
    ]);
    expect(rows[0]?.values[5]).toBe('1,000 t / 9,864 kN');
    expect(rows[4]?.values[2]).toBeUndefined();
  });
});
