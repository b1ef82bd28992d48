import { createContext, useContext } from 'react';
import { FALLBACK_LANG, type Lang } from './languages';
import type { Translation } from './locales/types';

/** `a.b.c` for every text of the tree: a missing or misspelled key fails the type check. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the site's texts (the Portuguese ones give the shape every language has). */
export type TextKey = TextKeys<Translation>;

/** The translation function components call (translate.ts): a key, and values for `{{name}}`. */
export type Translate = (key: TextKey, values?: Readonly<Record<string, unknown>>) => string;

export const LangContext = createContext<Lang>(FALLBACK_LANG);

/**
 * Set by the full app from its text store (i18n/lang-provider.tsx) and in an island from the texts the
 * page embeds (islands/island-root.tsx): components depend on this context, never on i18next,
 * so an island's chunk carries only the texts it shows.
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
