import { describe, expect, it } from 'vitest';
import { readExpectedVersion, readPartForm } from './part-form';
import { validPartFields } from './testing';

// The number formats of the admin form and the CSV import (spec §5, docs/decisions.md):
// Brazilian and plain decimals, an optional "R$", at most 2 decimals, whole stock.

const PRICE_ERROR = 'O preço deve ser um número não negativo com até 2 casas decimais.';
const STOCK_ERROR = 'O estoque deve ser um número inteiro não negativo.';

const priceOf = (preco: string) => readPartForm({ ...validPartFields(), preco });
const stockOf = (estoque: string) => readPartForm({ ...validPartFields(), estoque });

describe('price', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234.56', 1234.56],
    ['R$ 12,50', 12.5],
    ['R$12,50', 12.5],
    ['R$   7', 7],
    [' 42 ', 42],
    ['', 0],
    ['   ', 0],
  ])('reads %j as %d', (preco, value) => {
    expect(priceOf(preco)).toMatchObject({ ok: true, input: { preco: value } });
  });

  it('stores 0 when the field is not sent at all', () => {
    const { preco: _preco, ...fields } = validPartFields();
    void _preco;
    expect(readPartForm(fields)).toMatchObject({ ok: true, input: { preco: 0 } });
  });

  it.each([
    '-1',
    '1.234',
    '1,234',
    '12.',
    '.5',
    'R$ -1',
    '12R$',
    'x12',
    '12x',
    'US$ 12',
    '1 2',
    '1e3',
  ])('refuses %j', (preco) => {
    expect(priceOf(preco)).toEqual({ ok: false, errors: [PRICE_ERROR] });
  });
});

describe('stock', () => {
  it.each([
    ['0', 0],
    [' 12 ', 12],
    ['', 0],
  ])('reads %j as %d', (estoque, value) => {
    expect(stockOf(estoque)).toMatchObject({ ok: true, input: { estoque: value } });
  });

  it('stores 0 when the field is not sent at all', () => {
    const { estoque: _estoque, ...fields } = validPartFields();
    void _estoque;
    expect(readPartForm(fields)).toMatchObject({ ok: true, input: { estoque: 0 } });
  });

  it.each(['-1', '1.5', '1,5', '7a', 'a7', '1 000'])('refuses %j', (estoque) => {
    expect(stockOf(estoque)).toEqual({ ok: false, errors: [STOCK_ERROR] });
  });

  it('names both number errors at once', () => {
    expect(readPartForm({ ...validPartFields(), preco: 'x', estoque: 'y' })).toEqual({
      ok: false,
      errors: [PRICE_ERROR, STOCK_ERROR],
    });
  });
});

describe('readExpectedVersion', () => {
  it('reads a positive integer of up to 10 digits, spaces around allowed', () => {
    expect(readExpectedVersion('1')).toBe(1);
    expect(readExpectedVersion(' 42 ')).toBe(42);
    expect(readExpectedVersion('9999999999')).toBe(9_999_999_999);
  });

  it('means "no version" when absent or blank', () => {
    expect(readExpectedVersion(undefined)).toBeUndefined();
    expect(readExpectedVersion('')).toBeUndefined();
    expect(readExpectedVersion('  ')).toBeUndefined();
  });

  it.each(['0', '01', '-1', '1.5', '10000000000', 'x1', '1x', '1 2'])('refuses %j', (raw) => {
    expect(readExpectedVersion(raw)).toBe('invalid');
  });
});
