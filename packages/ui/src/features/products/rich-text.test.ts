import { describe, expect, it } from 'vitest';
import { parseRichText, plainText } from './rich-text';

describe('parseRichText', () => {
  it('splits paragraphs and bold runs', () => {
    expect(parseRichText('A **B** c.\n\n**D**')).toEqual([
      [
        { text: 'A ', bold: false },
        { text: 'B', bold: true },
        { text: ' c.', bold: false },
      ],
      [{ text: 'D', bold: true }],
    ]);
  });

  it('keeps markup-looking text as text and an unpaired marker as written', () => {
    expect(parseRichText('<img src=x onerror=alert(1)> **x')).toEqual([
      [{ text: '<img src=x onerror=alert(1)> **x', bold: false }],
    ]);
  });

  it('strips the markers for plain text', () => {
    expect(plainText('A **B**.\n\nC')).toBe('A B. C');
  });
});
