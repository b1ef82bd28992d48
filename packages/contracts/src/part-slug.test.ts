import { describe, expect, it } from 'vitest';
import { partSlug, slugCodeCandidates, slugCodeKey, slugWords } from './part-slug';

describe('part slugs', () => {
  it('folds accents, case and punctuation into dashed ASCII words', () => {
    expect(slugWords('  Válvula Solenóide 24V / DC ')).toBe('valvula-solenoide-24v-dc');
    expect(slugWords('ＲＴ-001')).toBe('rt-001');
    expect(slugWords('日本')).toBe('');
  });

  it('puts the code before the Portuguese name', () => {
    expect(partSlug({ id: 'x', codigo: 'RT-001', nome_pt: 'Válvula Solenoide' })).toBe(
      'rt-001-valvula-solenoide',
    );
    expect(partSlug({ id: 'x', codigo: 'AB.12', nome_pt: '' })).toBe('ab-12');
  });

  it('names a part whose code has no ASCII letter by its id', () => {
    expect(slugCodeKey({ id: 'A1b2', codigo: 'Ω' })).toBe('id-a1b2');
  });

  it('cuts a long name at a word', () => {
    const slug = partSlug({ id: 'x', codigo: 'C1', nome_pt: 'palavra '.repeat(20) });
    expect(slug.length).toBeLessThanOrEqual(3 + 60);
    expect(slug.endsWith('palavra')).toBe(true);
  });

  it('lists the code keys a slug may start with, longest first', () => {
    expect(slugCodeCandidates('rt-001-valvula')).toEqual(['rt-001-valvula', 'rt-001', 'rt']);
    expect(slugCodeCandidates('abc')).toEqual(['abc']);
    expect(slugCodeCandidates('-a--b-')).toEqual(['-a--b-', '-a--b', '-a-', '-a']);
  });

  it('keeps only candidates up to the longest code key', () => {
    expect(slugCodeCandidates('rt-001-valvula', 6)).toEqual(['rt-001', 'rt']);
    expect(slugCodeCandidates('rt-001-valvula', 2)).toEqual(['rt']);
    expect(slugCodeCandidates('rt-001', 6)).toEqual(['rt-001', 'rt']);
    // Issue 38: a 16 kB slug of dashes gave 16,000 candidates of up to 16 kB each.
    const dashes = '-'.repeat(16_000);
    expect(slugCodeCandidates(dashes, 64)).toHaveLength(64);
    expect(slugCodeCandidates(`a${dashes}`, 64).every((key) => key.length <= 64)).toBe(true);
  });
});
