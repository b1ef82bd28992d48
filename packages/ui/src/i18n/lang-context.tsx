import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import { FALLBACK_LANG, type Lang } from './languages';

/** The translation function components call: i18next's, or an island's small one. */
export type Translate = TFunction<'translation'>;

export const LangContext = createContext<Lang>(FALLBACK_LANG);

/**
 * Set by the full app from i18next (i18n/lang-provider.tsx) and in an island from the texts the
 * page embeds (islands/island-root.tsx): components depend on this context, never on i18next,
 * so an island's chunk carries no i18next.
 */
export const TranslateContext = createContext<Translate | null>(null);

export function useLang(): Lang {
  return useContext(LangContext);
}

/** The translation function of the page's language. */
export function useT(): Translate {
  const t = useContext(TranslateContext);
  if (!t) throw new Error('useT() outside a LangProvider or an island');
  return t;
}
