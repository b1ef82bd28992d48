import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureLanguage, isLanguageLoaded } from './i18n';
import { FALLBACK_LANG, type Lang } from './languages';
import type { Namespace } from './namespaces';

const LangContext = createContext<Lang>(FALLBACK_LANG);

/**
 * The URL decides the language of a page; this provider passes it down and
 * suspends until that language's texts are loaded (e.g. after a flag click).
 */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!isLanguageLoaded(i18n, lang)) use(ensureLanguage(i18n, lang));
  return <LangContext value={lang}>{children}</LangContext>;
}

/** Suspends until the page's own text namespaces of the current language are loaded. */
export function useTexts(namespaces: readonly Namespace[]): void {
  const { i18n } = useTranslation();
  const lang = useLang();
  if (!isLanguageLoaded(i18n, lang, namespaces)) use(ensureLanguage(i18n, lang, namespaces));
}

export function useLang(): Lang {
  return use(LangContext);
}

/** The translation function of the page's language. */
export function useT() {
  const lang = useLang();
  return useTranslation('translation', { lng: lang }).t;
}
