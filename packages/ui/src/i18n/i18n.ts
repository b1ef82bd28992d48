import { CORE_NAMESPACES, type Namespace } from './namespaces';
import type { Lang } from './languages';
import type { TextTree } from './translate';

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

async function loadNamespace(lang: Lang, namespace: Namespace): Promise<TextTree> {
  const load = modules[`./locales/${lang}/${fileOf(namespace)}.ts`];
  if (!load) throw new Error(`No texts for ${lang}/${namespace}`);
  const module = await load();
  if (!(namespace in module))
    throw new Error(`locales/${lang}/${fileOf(namespace)}.ts exports no ${namespace}`);
  return module[namespace] as TextTree;
}

/**
 * The texts of an app (the browser's page, the prerender, a test), loaded namespace by namespace
 * and looked up by `createTranslate` (translate.ts): the one way the site finds a text, on static
 * pages and in islands alike (issue 39; i18next is gone).
 */
export interface TextStore {
  /** Missing keys throw instead of showing (tests and the prerender). */
  readonly strict: boolean;
  /** The loaded namespaces of a language, one live object that grows as more load. */
  texts(lang: Lang): TextTree;
  /** True when the layout's texts and these namespaces of the language are there. */
  isLoaded(lang: Lang, namespaces?: readonly Namespace[]): boolean;
  /**
   * Loads the layout's texts of a language plus the given namespaces (a page's), each once;
   * concurrent callers share one promise per set.
   */
  ensure(lang: Lang, namespaces?: readonly Namespace[]): Promise<void>;
}

export function createTextStore({ strict = false }: { strict?: boolean } = {}): TextStore {
  const loaded = new Map<Lang, Record<string, TextTree>>();
  const loads = new Map<string, Promise<void>>();
  const textsOf = (lang: Lang) => {
    let texts = loaded.get(lang);
    if (!texts) loaded.set(lang, (texts = {}));
    return texts;
  };
  const wanted = (namespaces: readonly Namespace[]) => [
    ...new Set([...CORE_NAMESPACES, ...namespaces]),
  ];
  const loadOne = (lang: Lang, namespace: Namespace) => {
    const key = `${lang}/${namespace}`;
    let promise = loads.get(key);
    if (!promise) {
      promise = loadNamespace(lang, namespace).then((texts) => {
        textsOf(lang)[namespace] = texts;
      });
      promise.catch(() => loads.delete(key));
      loads.set(key, promise);
    }
    return promise;
  };
  const sets = new Map<string, Promise<void>>();
  return {
    strict,
    texts: textsOf,
    isLoaded: (lang, namespaces = []) =>
      wanted(namespaces).every((namespace) => namespace in textsOf(lang)),
    ensure(lang, namespaces = []) {
      const all = wanted(namespaces);
      const key = `${lang}:${all.sort().join(',')}`;
      let promise = sets.get(key);
      if (!promise) {
        promise = Promise.all(all.map((namespace) => loadOne(lang, namespace))).then(() => {});
        promise.catch(() => sets.delete(key));
        sets.set(key, promise);
      }
      return promise;
    },
  };
}
