import { describe, expect, it } from 'vitest';
import { WordIndex } from './word-index';

describe('WordIndex', () => {
  const words: Record<string, string[]> = {
    a: ['valvula', 'alivio', '0001'],
    b: ['valvula', 'solenoide', '0002'],
    c: ['sensor', 'pressao'],
  };
  const index = new WordIndex();
  for (const [id, own] of Object.entries(words)) index.add(id, own);
  const wordsOf = (id: string) => words[id];

  it('finds the parts holding every query word, or a long one with a typo', () => {
    expect([...index.matching(['valvla'], wordsOf)].sort()).toEqual(['a', 'b']);
    expect([...index.matching(['valvla', '0002'], wordsOf)]).toEqual(['b']);
    expect([...index.matching(['sensro'], wordsOf)]).toEqual(['c']);
    expect([...index.matching(['solenoide', 'sensor'], wordsOf)]).toEqual([]);
  });

  it('forgets the words of a removed part', () => {
    const local = new WordIndex();
    local.add('x', ['engrenagem']);
    local.remove('x', ['engrenagem']);
    expect(local.matching(['engrenagme'], () => ['engrenagem']).size).toBe(0);
  });
});
