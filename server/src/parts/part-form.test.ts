import { describe, expect, it } from 'vitest';
import { readPartForm } from './part-form';
import { validPartFields } from './testing';

// Issue 11: mutations of these bounds survived (only limit + 1 was tried, and nothing checked
// the price and stock ceilings). Each bound is tried exactly at the limit and one step past it;
// the figures are written out, not read from PART_LIMITS, so a changed constant fails here.

function errorsOf(fields: Record<string, string>): string[] {
  const result = readPartForm(fields);
  return result.ok ? [] : result.errors;
}

describe('length limits', () => {
  it.each([
    ['nome_pt', 'Nome (Português)', 200],
    ['nome_en', 'Nome (English)', 200],
    ['nome_es', 'Nome (Español)', 200],
    ['descricao_pt', 'Descrição (Português)', 5000],
    ['descricao_en', 'Descrição (English)', 5000],
    ['descricao_es', 'Descrição (Español)', 5000],
    ['codigo', 'Código', 64],
  ])('%s takes exactly %s… %i characters, not one more', (field, label, max) => {
    const atLimit = readPartForm({ ...validPartFields(), [field]: 'x'.repeat(max) });
    expect(atLimit).toMatchObject({ ok: true, input: { [field]: 'x'.repeat(max) } });
    expect(errorsOf({ ...validPartFields(), [field]: 'x'.repeat(max + 1) })).toEqual([
      `O campo ${label} aceita no máximo ${max} caracteres.`,
    ]);
  });
});

describe('price ceiling: R$ 10,000,000', () => {
  const PRICE_ERROR = 'O preço aceita no máximo R$ 10.000.000,00.';

  it.each(['10000000', '10000000.00', '10.000.000,00'])('accepts %s', (preco) => {
    expect(readPartForm({ ...validPartFields(), preco })).toMatchObject({
      ok: true,
      input: { preco: 10_000_000 },
    });
  });

  it.each(['10000000.01', '10.000.000,01', '10000001'])('refuses %s', (preco) => {
    expect(errorsOf({ ...validPartFields(), preco })).toEqual([PRICE_ERROR]);
  });
});

describe('stock ceiling: 1,000,000', () => {
  it('accepts 1000000 and refuses 1000001', () => {
    expect(readPartForm({ ...validPartFields(), estoque: '1000000' })).toMatchObject({
      ok: true,
      input: { estoque: 1_000_000 },
    });
    expect(errorsOf({ ...validPartFields(), estoque: '1000001' })).toEqual([
      'O estoque aceita no máximo 1.000.000 unidades.',
    ]);
  });
});
