import { describe, expect, it } from 'vitest';
import type { StoredPart } from '../../store/types';
import { validPartFields } from '../testing';
import { planImport } from './import-plan';

const stored: StoredPart = {
  ...validPartFields('HID-1'),
  id: 'p1',
  categoria: 'Hidráulica',
  preco: 1234.56,
  estoque: 7,
  imagem: 'p1.webp',
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

/** The CSV row of the stored part, with its price and stock cells as given. */
function row(cells: { preco?: string; estoque?: string }, codigo = stored.codigo) {
  const { preco: _preco, estoque: _estoque, ...texts } = validPartFields(codigo);
  void [_preco, _estoque];
  return { line: 2, fields: { ...texts, categoria: stored.categoria, ...cells } };
}

describe('planImport: empty price and stock', () => {
  it('keeps the stored price and stock when both cells are empty', () => {
    const plan = planImport([row({ preco: '', estoque: '' })], [stored]);
    expect(plan.rows).toEqual([{ line: 2, codigo: 'HID-1', action: 'unchanged' }]);
    expect(plan.writes).toEqual([]);
  });

  it('keeps them when the columns are missing from the file', () => {
    const plan = planImport([row({})], [stored]);
    expect(plan.summary).toEqual({ new: 0, changed: 0, unchanged: 1, error: 0 });
  });

  it('keeps an empty one and writes the other', () => {
    const other: StoredPart = { ...stored, id: 'p2', codigo: 'HID-2' };
    const plan = planImport(
      [row({ preco: '  ', estoque: '9' }), row({ preco: '99,90', estoque: '' }, 'HID-2')],
      [stored, other],
    );
    expect(plan.rows.map((planned) => planned.changes)).toEqual([['estoque'], ['preco']]);
    expect(plan.writes.map(({ input }) => [input.preco, input.estoque])).toEqual([
      [1234.56, 9],
      [99.9, 7],
    ]);
  });

  it('writes a given zero over the stored value (zero is not empty)', () => {
    const plan = planImport([row({ preco: '0', estoque: '0' })], [stored]);
    expect(plan.rows[0]).toMatchObject({ action: 'changed', changes: ['preco', 'estoque'] });
    expect(plan.writes[0]?.input).toMatchObject({ preco: 0, estoque: 0 });
  });

  it('makes a new part with price and stock 0 when the cells are empty', () => {
    const plan = planImport([row({ preco: '', estoque: '' }, 'NEW-1')], [stored]);
    expect(plan.rows).toEqual([{ line: 2, codigo: 'NEW-1', action: 'new' }]);
    expect(plan.writes[0]?.input).toMatchObject({ preco: 0, estoque: 0 });
    expect(plan.writes[0]?.existing).toBeUndefined();
  });
});
