import type { PartInput } from '../store/types';

const TRANSLATED_PAIRS = [
  ['nome_pt', 'nome_en'],
  ['nome_pt', 'nome_es'],
  ['descricao_pt', 'descricao_en'],
  ['descricao_pt', 'descricao_es'],
] as const;

/**
 * Case and surrounding spaces do not make a translation; accents do (alivio ≠ alívio).
 * Portuguese has no special casing rules, so the plain (much faster) lower case is the same.
 */
function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * True when an English or Spanish name or description is empty or the Portuguese text copied
 * as is: the admin screen's "missing translation" filter. The form requires every text, so an
 * untranslated part usually shows up as a copy (or as an empty field in data imported from
 * the old system). Some words are the same in two languages, so this is a list to review,
 * not an error.
 */
export function lacksTranslation(part: PartInput): boolean {
  return TRANSLATED_PAIRS.some(([source, target]) => {
    const translated = normalise(part[target]);
    return translated === '' || translated === normalise(part[source]);
  });
}
