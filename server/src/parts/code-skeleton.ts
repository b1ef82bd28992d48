// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no typings: this brings ours into every project that compiles this file (tests, scripts)
/// <reference path="../types/unicode-confusables.d.ts" />
import { rectifyConfusion } from 'unicode-confusables';
import type { StoredPart } from '../store/types';
import { foldCode, foldText, NOT_PLAIN_ASCII } from './search-text';

/**
 * Look-alike codes (issue 38): Greek `ΖW-001` and Cyrillic `ZW-О01` are drawn like `ZW-001`
 * but fold to other keys, so the stores took them as new codes beside it. Two codes are one
 * when their confusable skeletons (Unicode UTS #39, confusables.txt through
 * unicode-confusables) are equal and one of them has a character outside ASCII. The stores keep
 * enforcing the folded key (`foldCode`); this check comes on top. Two plain-ASCII codes are
 * never compared: the skeleton would merge codes a catalogue does tell apart (`0`/`O`, `1`/`l`).
 * So a new plain-ASCII code is compared with the few stored codes outside ASCII only.
 */

/** Drawn as nothing or as a space; refused in new codes (part-text.ts), dropped here. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Each ASCII character's skeleton, lower-cased: `0` → `o`, `1` and `I` → `l`, `m` → `rn`. */
const ASCII_SKELETONS = Array.from({ length: 128 }, (_, code) =>
  rectifyConfusion(String.fromCharCode(code)).toLowerCase(),
);

/**
 * UTS #39's skeleton of a code's folded key: each character replaced by its prototype, then
 * folded like the search (case, marks, compatibility forms). Mapped before lower-casing:
 * confusables.txt maps capital Greek `Ζ` to `Z` and has nothing for small `ζ`.
 */
export function codeSkeleton(code: string): string {
  const text = code.normalize('NFKD').replace(INVISIBLE, '');
  let mapped = '';
  for (const char of text) {
    const ascii = char.length === 1 ? ASCII_SKELETONS[char.charCodeAt(0)] : undefined;
    mapped += ascii ?? rectifyConfusion(char);
  }
  return foldCode(foldText(mapped));
}

/** True when the code needs the look-alike check: a character outside printable ASCII. */
export function mayLookAlike(code: string): boolean {
  return NOT_PLAIN_ASCII.test(code);
}

/** The two reads of the catalogue the check needs (a PartRepository has both). */
export interface CodeSource {
  list(): Promise<readonly StoredPart[]>;
  listWithCodeOutsideAscii(): Promise<readonly StoredPart[]>;
}

/**
 * The part (other than `exceptId`) whose code is drawn like `code` without being the same code
 * by the stores' key, if any. A code outside ASCII is compared with every stored code; a
 * plain-ASCII one with the stored codes outside ASCII.
 */
export async function lookAlikeHolder(
  code: string,
  source: CodeSource,
  exceptId?: string,
): Promise<StoredPart | undefined> {
  const candidates = mayLookAlike(code)
    ? await source.list()
    : await source.listWithCodeOutsideAscii();
  if (candidates.length === 0) return undefined;
  const skeleton = codeSkeleton(code);
  const key = foldCode(code);
  return candidates.find(
    (part) =>
      part.id !== exceptId &&
      foldCode(part.codigo) !== key &&
      codeSkeleton(part.codigo) === skeleton,
  );
}
