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
  });
});
