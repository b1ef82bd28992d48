import { describe, expect, it } from 'vitest';
import { searchTerms } from '../shared/search-fields';
import { containingCandidates, partsByWords } from './search-candidates';
import { WordIndex } from './word-index';

const words: Record<string, string[]> = {
  a: ['valvula', 'alivio', '0001'],
  b: ['valvula', 'solenoide', '0002'],
  c: ['sensor', 'pressao'],
};
const wordsOf = (id: string) => words[id];
const index = WordIndex.of(Object.entries(words));
const sorted = (ids: Set<string> | undefined) => [...(ids ?? [])].sort();

describe('WordIndex and the search candidates', () => {
  it('finds the parts holding every query word, started or one typo away', () => {
    expect(sorted(partsByWords([index], ['valvla'], wordsOf))).toEqual(['a', 'b']);
    expect(sorted(partsByWords([index], ['valvla', '0002'], wordsOf))).toEqual(['b']);
    expect(sorted(partsByWords([index], ['sensro'], wordsOf))).toEqual(['c']);
    expect(sorted(partsByWords([index], ['solen', 'sensor'], wordsOf))).toEqual([]);
  });

  it('narrows a search to the parts that can contain it, or leaves it to a scan', () => {
    const codes = (code: string) => ('x0001'.includes(code) ? ['a'] : []);
    expect(sorted(containingCandidates([index], searchTerms('lenoi')!, codes, 10))).toEqual(['b']);
    expect(sorted(containingCandidates([index], searchTerms('valvula sol')!, codes, 10))).toEqual([
      'b',
    ]);
    // The code without separators adds its part; a common word is left to the scan.
    expect(sorted(containingCandidates([index], searchTerms('X-0001')!, codes, 10))).toEqual(['a']);
    // The first word ends a word of the field ("lvula" of "valvula"), inner words are whole.
    expect(sorted(containingCandidates([index], searchTerms('ivio 0001')!, codes, 10))).toEqual([
      'a',
    ]);
    expect(containingCandidates([index], searchTerms('valvula')!, codes, 1)).toBeUndefined();
    expect(containingCandidates([index], searchTerms('-.')!, codes, 10)).toBeUndefined();
  });

  it('forgets the words of a removed part, and learns a new one in order', () => {
    const local = WordIndex.of([]);
    local.add('x', ['engrenagem']);
    local.add('y', ['eixo']);
    expect(local.wordsStarting('e')).toEqual(['eixo', 'engrenagem']);
    local.remove('x', ['engrenagem']);
    expect(local.wordsFor('engrenagme').size).toBe(0);
    expect(local.wordsStarting('e')).toEqual(['eixo']);
    local.add('z', ['seixo']);
    expect(local.wordsEnding('ixo')).toEqual(['eixo', 'seixo']);
  });
});
