import { describe, expect, it } from 'vitest';
import { CodeIndex } from './code-index';

const sorted = (ids: string[]) => [...ids].sort();

describe('CodeIndex', () => {
  const index = new CodeIndex();
  index.add('a', 'ben00123');
  index.add('b', 'ben00124');
  index.add('c', 'rt001');

  it('finds every code containing a text of three or more characters', () => {
    expect(sorted(index.idsContaining('0012'))).toEqual(['a', 'b']);
    expect(index.idsContaining('00123')).toEqual(['a']);
    expect(sorted(index.idsContaining('ben'))).toEqual(['a', 'b']);
    // Every trigram held, but not in a row: the candidates are confirmed.
    expect(index.idsContaining('0013')).toEqual([]);
  });

  it('answers nothing at once when a trigram is held by no code', () => {
    expect(index.idsContaining('zzz0')).toEqual([]);
  });

  it('reads every code for a text shorter than a trigram', () => {
    expect(sorted(index.idsContaining('01'))).toEqual(['a', 'b', 'c']);
    expect(sorted(index.idsContaining('4'))).toEqual(['b']);
    expect(sorted(index.idsContaining(''))).toEqual(['a', 'b', 'c']);
  });

  it('forgets a removed code, and a trigram left to no code', () => {
    const changing = new CodeIndex();
    changing.add('a', 'abc1');
    changing.add('b', 'abc2');
    changing.remove('a');
    changing.remove('missing');
    expect(changing.idsContaining('abc')).toEqual(['b']);
    expect(changing.idsContaining('bc1')).toEqual([]);
    changing.add('a', 'xyz1');
    expect(changing.idsContaining('yz1')).toEqual(['a']);
  });
});
