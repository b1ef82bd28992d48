import { describe, expect, it } from 'vitest';
import {
  deletions,
  queryWords,
  searchWords,
  typoKeys,
  withinOneEdit,
  wordMatches,
} from './typo-match';

describe('typo tolerance', () => {
  it.each([
    ['valvla', 'valvula', true], // a letter missing
    ['sensro', 'sensor', true], // two neighbours swapped
    ['sansor', 'sensor', true], // a letter wrong
    ['senssor', 'sensor', true], // a letter extra
    ['snesro', 'sensor', false], // two edits
    ['sensor', 'sensor', true],
    ['abc', 'abcde', false],
  ])('%s is within one edit of %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  it('matches words containing the query, and long query words one edit away', () => {
    expect(wordMatches('valv', 'valvula')).toBe(true);
    expect(wordMatches('valvla', 'valvula')).toBe(true);
    // Under five letters a word is matched as typed: "mola" is no typo for "bola".
    expect(wordMatches('mola', 'bola')).toBe(false);
  });

  it('splits folded texts and queries into words', () => {
    expect(searchWords('hid-ac-0010 válvula')).toEqual(['hid', 'ac', '0010', 'válvula']);
    expect(queryWords('  Válvula  SOLENÓIDE ')).toEqual(['valvula', 'solenoide']);
  });

  it('gives two words one edit apart a common key', () => {
    for (const [typed, stored] of [
      ['valvla', 'valvula'],
      ['sensro', 'sensor'],
      ['sansor', 'sensor'],
      ['senssor', 'sensor'],
    ] as const) {
      const stored_ = new Set(typoKeys([stored]));
      expect(
        typoKeys([typed]).some((key) => stored_.has(key)),
        typed,
      ).toBe(true);
    }
    expect(deletions('aab')).toEqual(['ab', 'aa']);
  });
});
