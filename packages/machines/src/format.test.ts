import { describe, expect, it } from 'vitest';
import { formatNumber, formatRange, formatUpTo } from './format';

describe('formatNumber', () => {
  it('groups thousands and writes decimals per language', () => {
    expect(formatNumber(2451, 'pt')).toBe('2.451');
    expect(formatNumber(2451, 'en')).toBe('2,451');
    expect(formatNumber(37000, 'es')).toBe('37.000');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(2, 'pt', 1)).toBe('2,0');
    expect(formatNumber(0.13, 'en', 2)).toBe('0.13');
  });

  it('leaves four-digit numbers ungrouped in Spanish (RAE, CLDR es)', () => {
    expect(formatNumber(2451, 'es')).toBe('2451');
    expect(formatNumber(9864, 'es')).toBe('9864');
  });

  it('does not group numbers below a thousand and keeps the sign', () => {
    expect(formatNumber(950, 'pt')).toBe('950');
    expect(formatNumber(-1500, 'pt')).toBe('-1.500');
  });

  it('writes ranges and ceilings in words', () => {
    expect(formatRange('16', '28', 'en')).toBe('16 to 28');
    expect(formatUpTo('700 °C', 'pt')).toBe('até 700 °C');
  });
});
