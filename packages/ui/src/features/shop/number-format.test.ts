import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format';

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(10000, 'pt')).toBe('10.000');
    expect(formatNumber(10000, 'en')).toBe('10,000');
    expect(formatNumber(10000, 'es')).toBe('10.000');
  });
});
