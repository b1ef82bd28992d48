import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureLanguage, isLanguageLoaded } from './i18n';
import { LangContext, TranslateContext, useLang } from './lang-context';
import type { Lang } from './languages';
import type { Namespace } from './namespaces';

/**
 * The URL decides the language of a page; this provider passes it down with i18next's
 * translation function, and suspends until that language's texts are loaded.
 */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!isLanguageLoaded(i18n, lang)) use(ensureLanguage(i18n, lang));
  const { t } = useTranslation('translation', { lng: lang });
  return (
    <LangContext value={lang}>
      <TranslateContext value={t}>{children}</TranslateContext>
    </LangContext>
  );
}

/** Suspends until the page's own text namespaces of the current language are loaded. */
export function useTexts(namespaces: readonly Namespace[]): void {
  const { i18n } = useTranslation();
  const lang = useLang();
  if (!isLanguageLoaded(i18n, lang, namespaces)) use(ensureLanguage(i18n, lang, namespaces));
}
