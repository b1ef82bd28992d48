import { PART_CATEGORIES } from '@castall/contracts';
import { PART_TEXT_FIELDS } from '@castall/contracts/part-schema';
import { describe, expect, it } from 'vitest';
import { foldCode } from '../parts/search-text';
import { ARTWORK_KINDS } from './part-artwork';
import { SAMPLE_PARTS } from './sample-parts';

const TEXT_FIELDS = [...PART_TEXT_FIELDS, 'codigo'] as const;

describe('SAMPLE_PARTS', () => {
  it('has at least 64 parts, 16 in each category', () => {
    expect(SAMPLE_PARTS.length).toBeGreaterThanOrEqual(64);
    for (const category of PART_CATEGORIES) {
      expect(SAMPLE_PARTS.filter((part) => part.categoria === category)).toHaveLength(16);
    }
  });

  it('uses only the four categories', () => {
    for (const part of SAMPLE_PARTS) expect(PART_CATEGORIES).toContain(part.categoria);
  });

  it('has unique codes, also once case and separators are folded', () => {
    const folded = SAMPLE_PARTS.map((part) => foldCode(part.codigo));
    expect(new Set(folded).size).toBe(SAMPLE_PARTS.length);
  });

  it('writes codes as <category>-<family>-<four digits>', () => {
    for (const part of SAMPLE_PARTS)
      expect(part.codigo).toMatch(/^(HID|ELE|ETR|MEC)-[A-Z]{2}-\d{4}$/);
  });

  it('fills every text field, trimmed', () => {
    for (const part of SAMPLE_PARTS) {
      for (const field of TEXT_FIELDS) {
        const value = part[field];
        expect(value, `${part.codigo} ${field}`).not.toBe('');
        expect(value, `${part.codigo} ${field}`).toBe(value.trim());
      }
    }
  });

  it('names each part differently in each language', () => {
    for (const part of SAMPLE_PARTS) {
      const names = [part.nome_pt, part.nome_en, part.nome_es];
      expect(new Set(names).size, part.codigo).toBe(3);
    }
  });

  it('prices in BRL: finite, not negative, at most two decimals', () => {
    for (const part of SAMPLE_PARTS) {
      expect(Number.isFinite(part.preco), part.codigo).toBe(true);
      expect(part.preco, part.codigo).toBeGreaterThanOrEqual(0);
      const cents = part.preco * 100;
      expect(Math.abs(cents - Math.round(cents)), part.codigo).toBeLessThan(1e-6);
      // Plausible for the shop: from a thermocouple to a complete shot cylinder.
      expect(part.preco, part.codigo).toBeGreaterThanOrEqual(45.9);
      expect(part.preco, part.codigo).toBeLessThanOrEqual(48_000);
    }
  });

  it('keeps stock a non-negative integer, with some parts out of stock', () => {
    for (const part of SAMPLE_PARTS) {
      expect(Number.isInteger(part.estoque), part.codigo).toBe(true);
      expect(part.estoque, part.codigo).toBeGreaterThanOrEqual(0);
      expect(part.estoque, part.codigo).toBeLessThanOrEqual(120);
    }
    expect(SAMPLE_PARTS.some((part) => part.estoque === 0)).toBe(true);
  });

  it('draws every part with a known artwork kind, and uses every kind', () => {
    const used = new Set(SAMPLE_PARTS.map((part) => part.artwork));
    expect([...used].sort()).toEqual([...ARTWORK_KINDS].sort());
  });
});
