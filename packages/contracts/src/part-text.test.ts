import { describe, expect, it } from 'vitest';
import { cleanText } from './part-text';

// Every boundary of the character ranges is tried with its neighbours outside the range, so a
// widened or narrowed range fails here (issue 11: look-alike and invisible characters).

const hex = (char: string) => `U+${char.codePointAt(0)?.toString(16).toUpperCase()}`;

describe('cleanText', () => {
  it('refuses a lone surrogate of either half, and keeps a paired one', () => {
    expect(cleanText('P\ud800', 'strip')).toEqual({ ok: false, problem: 'malformed' });
    expect(cleanText('\udfffP', 'refuse')).toEqual({ ok: false, problem: 'malformed' });
    expect(cleanText('Peça 😀', 'refuse')).toEqual({ ok: true, text: 'Peça 😀' });
  });

  it.each(['\u200e', '\u200f', '\u202a', '\u202c', '\u202e', '\u2066', '\u2068', '\u2069'])(
    'refuses the bidi control %j under both policies',
    (control) => {
      for (const policy of ['strip', 'refuse'] as const) {
        expect(cleanText(`RT${control}001`, policy), `${hex(control)} ${policy}`).toEqual({
          ok: false,
          problem: 'invisible',
        });
      }
    },
  );

  it.each(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'])(
    'strips the zero-width %j, or refuses it when asked to',
    (zeroWidth) => {
      expect(cleanText(`Bom${zeroWidth}ba`, 'strip')).toEqual({ ok: true, text: 'Bomba' });
      expect(cleanText(`RT${zeroWidth}001`, 'refuse')).toEqual({ ok: false, problem: 'invisible' });
    },
  );

  it.each(['\u200a', '\u2029', '\u202f', '\u205f', '\ufefe'])(
    'keeps %j, next to the ranges but visible or harmless',
    (neighbour) => {
      for (const policy of ['strip', 'refuse'] as const) {
        expect(cleanText(`a${neighbour}b`, policy), `${hex(neighbour)} ${policy}`).toEqual({
          ok: true,
          text: `a${neighbour}b`,
        });
      }
    },
  );

  // Issue 38: `ZW-001` with one of these after it was taken as a second code beside `ZW-001`.
  it.each([
    ['U+3164 Hangul filler', '\u3164'],
    ['U+115F Hangul choseong filler', '\u115f'],
    ['U+1160 Hangul jungseong filler', '\u1160'],
    ['U+FFA0 half-width Hangul filler', '\uffa0'],
    ['U+2800 braille blank', '\u2800'],
    ['U+00AD soft hyphen', '\u00ad'],
    ['U+034F combining grapheme joiner', '\u034f'],
    ['U+FE0F variation selector', '\ufe0f'],
    ['U+2061 function application', '\u2061'],
    ['U+2065 (reserved, default-ignorable)', '\u2065'],
    ['U+206A inhibit symmetric swapping', '\u206a'],
    ['U+E0020 tag space', '\u{e0020}'],
  ])('refuses %s in a code, keeps it in a name', (_name, invisible) => {
    expect(cleanText(`ZW-001${invisible}`, 'refuse')).toEqual({ ok: false, problem: 'invisible' });
    expect(cleanText(`a${invisible}b`, 'strip')).toEqual({ ok: true, text: `a${invisible}b` });
  });

  it('strips every zero-width character, not only the first', () => {
    expect(cleanText('\u200bA\u200bB\ufeff', 'strip')).toEqual({ ok: true, text: 'AB' });
  });

  it('composes decomposed accents (NFC)', () => {
    const result = cleanText('Pec\u0327a hidra\u0301ulica', 'refuse');
    expect(result).toEqual({ ok: true, text: 'Peça hidráulica' });
  });

  it('keeps ordinary text as it is, spaces included', () => {
    expect(cleanText('  Bomba  ', 'strip')).toEqual({ ok: true, text: '  Bomba  ' });
  });
});
