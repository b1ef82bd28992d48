import type { PartCategory, SparePart } from '@castall/contracts';
import type { Lang } from '../../i18n/languages';

const UPLOAD_PREFIX = '/upload/';

/**
 * The text of a part in `lang`, falling back to Portuguese (spec §3); undefined when both
 * are blank, so the caller shows the last-resort text of its language.
 */
export function localizedPartText(
  part: SparePart,
  field: 'nome' | 'descricao',
  lang: Lang,
): string | undefined {
  const own = part[`${field}_${lang}`].trim();
  if (own !== '') return own;
  const pt = part[`${field}_pt`].trim();
  return pt === '' ? undefined : pt;
}

/**
 * Where a part's image is served (spec §3/§7): under /upload/, the prefix added unless the
 * stored value already carries it. Undefined when the part has no image.
 */
export function partImageUrl(imagem: string): string | undefined {
  const path = imagem.trim();
  if (path === '') return undefined;
  if (path.startsWith(UPLOAD_PREFIX)) return path;
  if (path.startsWith(UPLOAD_PREFIX.slice(1))) return `/${path}`;
  return UPLOAD_PREFIX + path.replace(/^\/+/, '');
}

/** Stored category values (spec §3) and the translation keys that label them. */
export const CATEGORY_KEYS = {
  Elétrica: 'eletrica',
  Hidráulica: 'hidraulica',
  Eletrônica: 'eletronica',
  Mecânica: 'mecanica',
} as const satisfies Record<PartCategory, string>;

export type CategoryKey = (typeof CATEGORY_KEYS)[PartCategory];

/** The translation key of a stored category; undefined for a value outside the four. */
export function categoryKey(categoria: string): CategoryKey | undefined {
  return Object.hasOwn(CATEGORY_KEYS, categoria)
    ? CATEGORY_KEYS[categoria as PartCategory]
    : undefined;
}
