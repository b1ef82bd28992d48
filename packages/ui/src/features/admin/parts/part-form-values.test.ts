import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, validatePartForm } from './part-form-values';

const complete = {
  ...EMPTY_FORM,
  nome_pt: 'Bomba',
  nome_en: 'Pump',
  nome_es: 'Bomba',
  descricao_pt: 'd',
  descricao_en: 'd',
  descricao_es: 'd',
  codigo: 'B-1',
  categoria: 'Hidráulica',
};

describe('validatePartForm', () => {
  it('requires the six texts, the code and the category (spec §5)', () => {
    const errors = validatePartForm(EMPTY_FORM, null);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'categoria',
        'codigo',
        'descricao_en',
        'descricao_es',
        'descricao_pt',
        'nome_en',
        'nome_es',
        'nome_pt',
      ].sort(),
    );
    expect(errors.nome_en).toBe('O campo Nome (English) é obrigatório.');
    expect(errors.codigo).toBe('O campo Código é obrigatório.');
  });

  it('accepts a complete form with optional price and stock', () => {
    expect(validatePartForm(complete, null)).toEqual({});
    expect(validatePartForm({ ...complete, preco: '12,50', estoque: '3' }, null)).toEqual({});
  });

  it('refuses bad numbers and files that are not images', () => {
    const errors = validatePartForm(
      { ...complete, preco: '-1', estoque: '1.5' },
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['estoque', 'imagem', 'preco']);
  });
});
