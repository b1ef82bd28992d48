import { FALLBACK_LANG, LANG_STORAGE_KEY, reduceLanguageTag, type Lang } from './languages';

export interface DetectionSources {
  stored: string | null;
  browserLanguages: readonly string[];
}

/**
 * Spec §1: the stored choice first, else the browser's languages reduced by
 * prefix, else Portuguese.
 */
export function detectLanguage({ stored, browserLanguages }: DetectionSources): Lang {
  const fromStore = reduceLanguageTag(stored);
  if (fromStore) return fromStore;
  for (const tag of browserLanguages) {
    const lang = reduceLanguageTag(tag);
    if (lang) return lang;
  }
  return FALLBACK_LANG;
}

/** Reads the detection sources of this browser; storage may be unavailable (privacy modes). */
export function browserDetectionSources(): DetectionSources {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { stored, browserLanguages: languages };
}

export function storeLanguageChoice(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the URL still carries the language.
  }
}
