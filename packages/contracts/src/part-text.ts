/**
 * The one rule for the text fields of a part, typed in the admin form or imported from CSV:
 * NFC, no lone UTF-16 surrogates, and no invisible characters that make two strings look alike or
 * make text read in another order than it is stored (issue 11; choices in docs/decisions.md).
 */

/**
 * Zero-width characters: ZWSP, ZWNJ, ZWJ, word joiner and the byte order mark. They come in
 * unseen with text pasted from web pages and word processors.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/;
const ALL_ZERO_WIDTH = new RegExp(ZERO_WIDTH.source, 'g');

/**
 * What a code or category never holds (issue 38): every default-ignorable code point (drawn as
 * nothing: the zero-widths above, soft hyphen, variation selectors, the Hangul fillers U+115F,
 * U+1160, U+3164, U+FFA0) and the blank braille cell U+2800, which draws as a space. Each
 * made `ZW-001` + one of them a second, different-looking-alike code.
 */
const INVISIBLE_IN_CODES = /[\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Bidi controls: LRM/RLM, embeddings and overrides (U+202E…), isolates. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Half of a surrogate pair alone: not writable as UTF-8, and strict JSON readers refuse it. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * U+FFFD, what a decoder writes in place of bytes that were not UTF-8 (a Latin-1 form post, a
 * broken client): storing it would keep the damage out of sight, so the field is refused.
 */
const REPLACEMENT = /\uFFFD/;

/** What a field does with zero-width characters ('refuse': every invisible one); bidi controls are always refused. */
export type ZeroWidthPolicy = 'strip' | 'refuse';

export type CleanText =
  { ok: true; text: string } | { ok: false; problem: 'malformed' | 'invisible' };

/** Cleans `raw` for storage, or says why it cannot be stored. */
export function cleanText(raw: string, zeroWidth: ZeroWidthPolicy): CleanText {
  // With the u flag a paired surrogate is one code point, so only a lone half matches.
  if (LONE_SURROGATE.test(raw) || REPLACEMENT.test(raw)) return { ok: false, problem: 'malformed' };
  if (BIDI_CONTROL.test(raw)) return { ok: false, problem: 'invisible' };
  if (zeroWidth === 'refuse' && INVISIBLE_IN_CODES.test(raw)) {
    return { ok: false, problem: 'invisible' };
  }
  return { ok: true, text: raw.replace(ALL_ZERO_WIDTH, '').normalize('NFC') };
}
