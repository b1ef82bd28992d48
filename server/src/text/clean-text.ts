/**
 * The one rule for text typed into the product (part fields, CSV rows, the newsletter): NFC,
 * no lone UTF-16 surrogates, and no invisible characters that make two strings look alike or
 * make text read in another order than it is stored (issue 11; choices in docs/decisions.md).
 */

/**
 * Zero-width characters: ZWSP, ZWNJ, ZWJ, word joiner and the byte order mark. They come in
 * unseen with text pasted from web pages and word processors.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Bidi controls: LRM/RLM, embeddings and overrides (U+202E…), isolates. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** A surrogate that is not half of a pair cannot be written as UTF-8; strict JSON readers fail on it. */
const LONE_SURROGATE = /\p{Cs}/u;

/** What a field does with zero-width characters; bidi controls are always refused. */
export type ZeroWidthPolicy = 'strip' | 'refuse';

export type CleanText =
  { ok: true; text: string } | { ok: false; problem: 'malformed' | 'invisible' };

/** Cleans `raw` for storage, or says why it cannot be stored. */
export function cleanText(raw: string, zeroWidth: ZeroWidthPolicy): CleanText {
  // With the u flag a paired surrogate is one code point, so only a lone half matches.
  if (LONE_SURROGATE.test(raw)) return { ok: false, problem: 'malformed' };
  if (BIDI_CONTROL.test(raw)) return { ok: false, problem: 'invisible' };
  if (zeroWidth === 'refuse' && new RegExp(ZERO_WIDTH.source).test(raw)) {
    return { ok: false, problem: 'invisible' };
  }
  return { ok: true, text: raw.replace(ZERO_WIDTH, '').normalize('NFC') };
}
