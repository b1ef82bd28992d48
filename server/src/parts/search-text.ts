/**
 * Search normalisation shared by both stores, so the embedded and the MongoDB implementations
 * match exactly the same parts (spec §5: case-insensitive substring; issue 3: accents ignored,
 * and part codes also match without spaces, dots and dashes, so "ABC-123" finds "abc123").
 * Issue 11: compatibility forms fold too (NFKC), so a full-width "ＲＴ-001" is the code "RT-001".
 */

/** A character outside printable ASCII (space to tilde). */
export const NOT_PLAIN_ASCII = /[^ -~]/;

/** Lower case without diacritics or compatibility forms: "Hidráulica" → "hidraulica". */
export function foldText(text: string): string {
  // Printable ASCII has nothing to decompose and no marks: the common case (codes, English
  // names) skips the Unicode work, a good part of the catalogue's start-up folding.
  if (!NOT_PLAIN_ASCII.test(text)) return text.toLowerCase();
  // NFKD is NFKC's decomposition: full-width and other look-alike forms become the plain
  // letters, and accents come apart so they can be dropped.
  // Stryker disable next-line Regex: equivalent: with the g flag, dropping each mark or each run of marks gives the same text.
  const bare = text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return bare.toLowerCase();
}

/**
 * A part code folded and stripped of separators and of invisible format characters (zero-width
 * spaces, bidi controls), so a code stored before issue 11 still collides: " ABC-1.23 " → "abc123".
 */
export function foldCode(code: string): string {
  // Stryker disable next-line Regex: equivalent: with the g flag, dropping each separator or each run of them gives the same text.
  return foldText(code).replace(/[\s.\-_/\p{Cf}]+/gu, '');
}
