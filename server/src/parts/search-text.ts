/**
 * Search normalisation shared by both stores, so the embedded and the MongoDB implementations
 * match exactly the same parts (spec §5: case-insensitive substring; issue 3: accents ignored,
 * and part codes also match without spaces, dots and dashes, so "ABC-123" finds "abc123").
 */

/** Lower case without diacritics: "Hidráulica" → "hidraulica". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A part code folded and stripped of separators: " ABC-1.23 " → "abc123". */
export function foldCode(code: string): string {
  return foldText(code).replace(/[\s.\-_/]+/g, '');
}
