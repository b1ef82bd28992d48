import { describe, expect, it } from 'vitest';
import { foldCode, foldText } from './search-text';

// Both stores search and check code uniqueness through these two functions, so a changed
// rule here changes which parts a search finds and which codes count as taken (issue 3, 11).

describe('foldText', () => {
  it('lower-cases and drops accents, composed or decomposed', () => {
    expect(foldText('Hidráulica')).toBe('hidraulica');
    expect(foldText('ELÉTRICA')).toBe('eletrica');
    // A letter with two combining marks (a + acute + circumflex) loses both.
    expect(foldText('Ca\u0301\u0302o')).toBe('cao');
  });

  it('turns full-width look-alikes into the plain letters and digits', () => {
    expect(foldText('ＲＴ-００１')).toBe('rt-001');
  });

  it('keeps separators and letters that carry no mark', () => {
    expect(foldText('Bomba A-1 / 2.5 kg')).toBe('bomba a-1 / 2.5 kg');
  });
});

describe('foldCode', () => {
  it('drops spaces, dots, dashes, underscores and slashes anywhere in the code', () => {
    expect(foldCode(' ABC-1.23 ')).toBe('abc123');
    expect(foldCode('hid_val/1\t2\n3')).toBe('hidval123');
    expect(foldCode('A -- B')).toBe('ab');
  });

  it('folds accents and full-width forms like foldText', () => {
    expect(foldCode('HID-VÁL-1')).toBe('hidval1');
    expect(foldCode('ＲＴ-００１')).toBe('rt001');
  });

  it('drops zero-width and bidi format characters, so a code stored before issue 11 collides', () => {
    expect(foldCode('RT\u200b-001')).toBe('rt001');
    expect(foldCode('RT\u202e001\ufeff')).toBe('rt001');
  });

  it('keeps every other character of the code', () => {
    expect(foldCode('ab#1+2')).toBe('ab#1+2');
  });
});
