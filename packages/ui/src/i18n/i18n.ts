import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANG, LANGUAGES, type Lang } from './languages';
import { CORE_NAMESPACES, type Namespace } from './namespaces';

/**
 * Each language's namespaces are separate chunks (locales/{lang}/{file}.ts), so a page downloads
 * only the texts of the layout and of itself, in its own language.
 */
const modules = import.meta.glob<Record<string, unknown>>([
  './locales/*/*.ts',
  '!./locales/*/index.ts',
]);

function fileOf(namespace: Namespace): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

async function loadNamespace(lang: Lang, namespace: Namespace): Promise<unknown> {
  const load = modules[`./locales/${lang}/${fileOf(namespace)}.ts`];
  if (!load) throw new Error(`No texts for ${lang}/${namespace}`);
  const module = await load();
  if (!(namespace in module))
    throw new Error(`locales/${lang}/${fileOf(namespace)}.ts exports no ${namespace}`);
  return module[namespace];
}

/**
 * Loads in flight, per resource store: one per i18next instance (the prerender and tests make
 * several), and shared with the wrappers react-i18next hands to components.
 */
const loads = new WeakMap<object, Map<string, Promise<void>>>();

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

/** True when the layout's texts and these namespaces of the language are there. */
export function isLanguageLoaded(
  instance: I18n,
  lang: Lang,
  namespaces: readonly Namespace[] = [],
): boolean {
  return [...CORE_NAMESPACES, ...namespaces].every(
    (ns) => instance.getResource(lang, 'translation', ns) !== undefined,
  );
}

/**
 * Loads the layout's texts of a language plus the given namespaces (a page's), each once per
 * instance; concurrent callers share the same requests.
 */
export function ensureLanguage(
  instance: I18n,
  lang: Lang,
  namespaces: readonly Namespace[] = [],
): Promise<void> {
  if (isLanguageLoaded(instance, lang, namespaces)) return Promise.resolve();
  let inFlight = loads.get(instance.store);
  if (!inFlight) {
    inFlight = new Map();
    loads.set(instance.store, inFlight);
  }
  const requests = [...new Set([...CORE_NAMESPACES, ...namespaces])].map((namespace) => {
    const key = `${lang}/${namespace}`;
    let promise = inFlight.get(key);
    if (!promise) {
      promise = loadNamespace(lang, namespace).then((texts) => {
        instance.addResourceBundle(lang, 'translation', { [namespace]: texts }, true, true);
      });
      const pending = inFlight;
      promise.catch(() => pending.delete(key));
      inFlight.set(key, promise);
    }
    return promise;
  });
  return Promise.all(requests).then(() => undefined);
}
