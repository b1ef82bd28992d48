import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './number-format';

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(10000, 'pt')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'es')).toBe('10.000');
  });
});

describe('formatPrice', () => {
  it('writes reais with the R$ sign in every language', () => {
    expect(formatPrice(2850, 'pt')).toMatch(/^R\$\s2\.850,00$/);
    expect(formatPrice(2850, 'en')).toBe('R$2,850.00');
    expect(formatPrice(2850, 'es')).toMatch(/^2850,00\sR\$$/);
  });
});
