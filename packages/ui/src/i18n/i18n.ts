import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANG, LANGUAGES, type Lang } from './languages';
import type { Translation } from './locales/types';

/** Each language is its own bundled chunk, so a page downloads only the texts it shows. */
const loaders: Record<Lang, () => Promise<Translation>> = {
  pt: () => import('./locales/pt').then((m) => m.pt),
  en: () => import('./locales/en').then((m) => m.en),
  es: () => import('./locales/es').then((m) => m.es),
};

/** Loads in flight, per i18next instance (the prerender and tests make several). */
const pending = new WeakMap<I18n, Map<Lang, Promise<void>>>();

export interface CreateI18nOptions {
  /** Throw on a missing key instead of showing it (tests and the prerender). Default: false. */
  strict?: boolean;
}

export function createI18n({ strict = false }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: FALLBACK_LANG,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: [...LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: strict,
    missingKeyHandler: strict
      ? (_lngs, _ns, key) => {
          throw new Error(`Missing translation key "${key}"`);
        }
      : false,
  });
  return instance;
}

export function isLanguageLoaded(instance: I18n, lang: Lang): boolean {
  return instance.hasResourceBundle(lang, 'translation');
}

/** Loads a language's texts once; concurrent callers share the same request. */
export function ensureLanguage(instance: I18n, lang: Lang): Promise<void> {
  if (isLanguageLoaded(instance, lang)) return Promise.resolve();
  let loads = pending.get(instance);
  if (!loads) {
    loads = new Map();
    pending.set(instance, loads);
  }
  let promise = loads.get(lang);
  if (!promise) {
    promise = loaders[lang]().then((resources) => {
      instance.addResourceBundle(lang, 'translation', resources, true, true);
    });
    const inFlight = loads;
    promise.catch(() => inFlight.delete(lang));
    loads.set(lang, promise);
  }
  return promise;
}
