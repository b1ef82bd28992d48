import { lazy, use, type ComponentType } from 'react';
import type { TextStore } from '../i18n/i18n';
import { useLang } from '../i18n/lang-context';
import { useTexts } from '../i18n/lang-provider';
import type { Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';

/** Data a page needs per language besides its texts (e.g. the machine catalogue's). */
export interface PageData {
  isLoaded(lang: Lang): boolean;
  load(lang: Lang): Promise<void>;
}

export interface PageNeeds {
  /** The text namespaces the page shows besides the layout's. */
  namespaces?: readonly Namespace[];
  data?: PageData;
}

export type LazyPage = ComponentType & {
  /** The page's source module as Vite's manifest names it (`src/features/…/XPage.tsx`). */
  module: string;
  preload: () => Promise<unknown>;
  /** Loads the page's texts and data of a language (before hydration or a language switch). */
  prepare: (texts: TextStore, lang: Lang) => Promise<void>;
};

/**
 * A page loaded on demand, with its texts and data. Once prepared and preloaded (before
 * hydration, or by the prerender) it renders synchronously, so the server HTML hydrates without
 * suspending; otherwise it suspends and the layout shows the loading text.
 */
export function lazyPage(
  module: string,
  load: () => Promise<{ default: ComponentType }>,
  { namespaces = [], data }: PageNeeds = {},
): LazyPage {
  let Loaded: ComponentType | undefined;
  let promise: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    promise ??= load().then((module) => {
      Loaded = module.default;
      return module;
    });
    return promise;
  };
  const prepare = async (texts: TextStore, lang: Lang) => {
    await Promise.all([texts.ensure(lang, namespaces), data?.load(lang)]);
  };
  const Lazy = lazy(preload);
  function Page() {
    const lang = useLang();
    useTexts(namespaces);
    if (data && !data.isLoaded(lang)) use(data.load(lang));
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { module, preload, prepare });
}
