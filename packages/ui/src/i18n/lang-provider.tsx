import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { TextStore } from './i18n';
import { LangContext, TranslateContext, useLang } from './lang-context';
import type { Lang } from './languages';
import type { Namespace } from './namespaces';
import { createTranslate } from './translate';

const TextStoreContext = createContext<TextStore | null>(null);

/** Hands the app's texts (i18n.ts) to the pages below. */
export function TextStoreProvider({ store, children }: { store: TextStore; children: ReactNode }) {
  return <TextStoreContext value={store}>{children}</TextStoreContext>;
}

function useTextStore(): TextStore {
  const store = useContext(TextStoreContext);
  if (!store) throw new Error('No TextStoreProvider above this page');
  return store;
}

/**
 * The URL decides the language of a page; this provider passes it down with the translation
 * function of that language, and suspends until the language's texts are loaded.
 */
export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const store = useTextStore();
  if (!store.isLoaded(lang)) use(store.ensure(lang));
  const t = useMemo(
    () => createTranslate(store.texts(lang), { strict: store.strict }),
    [store, lang],
  );
  return (
    <LangContext value={lang}>
      <TranslateContext value={t}>{children}</TranslateContext>
    </LangContext>
  );
}

/** Suspends until the page's own text namespaces of the current language are loaded. */
export function useTexts(namespaces: readonly Namespace[]): void {
  const store = useTextStore();
  const lang = useLang();
  if (!store.isLoaded(lang, namespaces)) use(store.ensure(lang, namespaces));
}
