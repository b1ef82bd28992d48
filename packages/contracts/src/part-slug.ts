/**
 * The address of a part's own page (issue 15): `/shop/{code}-{name}`, code first so a buyer who
 * searches a search engine by code sees it in the URL, then the Portuguese name for the words.
 * Both are folded to lower-case ASCII words joined by dashes.
 */

/** Longest name part kept, cut at a word: long names make URLs nobody shares. */
const MAX_NAME_LENGTH = 60;

/** Lower-case ASCII words joined by dashes: accents dropped, anything else separates words. */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The part of a slug that names the part: its code's words, or its id's for a code with no
 * letter or digit in ASCII (which the URL could not carry).
 */
export function slugCodeKey(part: { id: string; codigo: string }): string {
  return slugWords(part.codigo) || `id-${slugWords(part.id)}`;
}

function nameWords(name: string): string {
  const words = slugWords(name);
  if (words.length <= MAX_NAME_LENGTH) return words;
  const cut = words.slice(0, MAX_NAME_LENGTH + 1);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, MAX_NAME_LENGTH);
}

/** A part's slug, e.g. `rt-001-valvula-solenoide`. */
export function partSlug(part: { id: string; codigo: string; nome_pt: string }): string {
  const name = nameWords(part.nome_pt);
  const key = slugCodeKey(part);
  return name === '' ? key : `${key}-${name}`;
}

/**
 * Longest slug segment a part page answers for; longer is a 404 at once. A code of 64
 * characters and a name cut at 60 make about 125, so 200 leaves room and bounds the work a
 * crafted address can cost (issue 38: a 16 kB slug of dashes took 130–180 ms).
 */
export const MAX_SLUG_LENGTH = 200;

/**
 * The code keys a slug can start with, longest first: a URL whose name part is out of date (the
 * part was renamed) still names its part by the code, and is redirected to the current slug.
 * Only prefixes up to `maxKeyLength` (the longest code key there is), so the work is linear in
 * the slug's length: the slug is scanned once and each candidate is at most that long.
 */
export function slugCodeCandidates(slug: string, maxKeyLength = slug.length): string[] {
  const ends: number[] = [];
  const limit = Math.min(slug.length, maxKeyLength);
  for (let at = slug.indexOf('-'); at !== -1 && at <= limit; at = slug.indexOf('-', at + 1)) {
    ends.push(at);
  }
  if (slug.length <= maxKeyLength) ends.push(slug.length);
  return ends
    .reverse()
    .filter((end) => end > 0)
    .map((end) => slug.slice(0, end));
}
