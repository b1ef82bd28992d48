import { LANG_STORAGE_KEY, reduceLanguageTag, type Lang } from './languages';

/**
 * The language the visitor chose with a flag, kept in local storage (spec §1); storage may be
 * unavailable (privacy modes). The browser's languages are the server's to read, from
 * Accept-Language, before the page is sent (server/src/site/language-redirect.ts).
 */
export function storedLanguage(): Lang | undefined {
  try {
    return reduceLanguageTag(window.localStorage.getItem(LANG_STORAGE_KEY));
  } catch {
    return undefined;
  }
}
