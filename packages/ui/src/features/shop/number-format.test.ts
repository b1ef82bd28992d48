import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './number-format';

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(10000, 'pt')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'es')).toBe('10.000');
    expect(formatNumber(5000, 'es')).toBe('5000');
  });

  it('writes every whole number as Intl.NumberFormat does, in each language', () => {
    const samples = [0, 1, -1, 7, 999, 1000, -1000, 9999, 10000, 12345, 99999, 100000, 1234567];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))));
    samples.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
    for (const [lang, locale] of [
      ['pt', 'pt-BR'],
      ['en', 'en'],
      ['es', 'es'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of samples) expect(formatNumber(value, lang)).toBe(intl.format(value));
    }
  });

  it('leaves fractions and odd values to Intl.NumberFormat', () => {
    expect(formatNumber(1234.5, 'pt')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
  });
});

describe('formatPrice', () => {
  it('writes reais with the R$ sign in every language', () => {
    expect(formatPrice(2850, 'pt')).toMatch(/^R\$\s2\.850,00$/);
    expect(formatPrice(2850, 'en')).toBe('R$2,850.00');
    expect(formatPrice(2850, 'es')).toMatch(/^2850,00\sR\$$/);
  });
});
