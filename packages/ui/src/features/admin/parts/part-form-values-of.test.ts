import { describe, expect, it } from 'vitest';
import type { AdminPart } from '../admin-api';
import { validatePartForm, valuesOf } from './part-form-values';

// Every field holds a different value, so a field copied into another's place (price and stock
// swapped, one language for another) changes the result.
const part: AdminPart = {
  id: 'id-1',
  nome_pt: 'Bomba',
  nome_en: 'Pump',
  nome_es: 'Bombita',
  descricao_pt: 'Descrição',
  descricao_en: 'Description',
  descricao_es: 'Descripción',
  codigo: 'HID-1',
  categoria: 'Hidráulica',
  preco: 1234.5,
  estoque: 17,
  imagem: 'hid-1.webp',
  version: 3,
};

describe('valuesOf', () => {
  it('puts every field of the part in its own place in the form', () => {
    expect(valuesOf(part)).toEqual({
      nome_pt: 'Bomba',
      nome_en: 'Pump',
      nome_es: 'Bombita',
      descricao_pt: 'Descrição',
      descricao_en: 'Description',
      descricao_es: 'Descripción',
      codigo: 'HID-1',
      categoria: 'Hidráulica',
      preco: '1234.5',
      estoque: '17',
    });
  });

  it.each([
    [0, 0, '0', '0'],
    [0.05, 1, '0.05', '1'],
    [99.99, 100000, '99.99', '100000'],
  ])('writes price %s and stock %s as the form accepts them', (preco, estoque, text, stock) => {
    const values = valuesOf({ ...part, preco, estoque });
    expect([values.preco, values.estoque]).toEqual([text, stock]);
    expect(validatePartForm(values, null)).toEqual({});
  });
});
