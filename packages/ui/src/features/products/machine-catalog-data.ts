import type { Lang } from '../../i18n/languages';
import type { PageData } from '../../lib/lazy-page';

const loaded = new Set<Lang>();
const loads = new Map<Lang, Promise<void>>();

/**
 * The machine catalogue's texts of a language, for the pages that show products. The catalogue
 * module itself is imported here lazily, so the route table does not pull it into every page.
 */
export const machineCatalogData: PageData = {
  isLoaded: (lang) => loaded.has(lang),
  load(lang) {
    let promise = loads.get(lang);
    if (!promise) {
      promise = import('@castall/machines')
        .then((catalog) => catalog.loadCatalog(lang))
        .then(() => {
          loaded.add(lang);
        });
      promise.catch(() => loads.delete(lang));
      loads.set(lang, promise);
    }
    return promise;
  },
};
