import { isLang, type Lang } from '@castall/contracts';

export {
  FALLBACK_LANG,
  htmlLang,
  isLang,
  LANG_STORAGE_KEY,
  LANGUAGES,
  type Lang,
} from '@castall/contracts';

/** Reduces a tag such as `pt-BR` or `es-419` to a supported language, by prefix. */
export function reduceLanguageTag(tag: string | null | undefined): Lang | undefined {
  const prefix = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(prefix) ? prefix : undefined;
}

/** Open Graph locale: pt → pt_BR, es → es_ES, anything else → en_US (spec §1). */
export function ogLocale(lang: Lang): string {
  if (lang === 'pt') return 'pt_BR';
  if (lang === 'es') return 'es_ES';
  return 'en_US';
}
