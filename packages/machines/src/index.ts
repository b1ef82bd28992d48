import { LANGUAGES, type Lang } from '@castall/contracts';
import { castAllProducts } from './data/cast-all';
import { doser } from './data/doser';
import { lubricator } from './data/lubricator';
import type { ProductSource, ProductTexts } from './data/source';
import { languageCatalogFile, productCatalogFile } from './files';
import { cardImage, largeImage } from './images';
import { translateSpecLabel } from './spec-labels';
import {
  MACHINE_PRODUCT_IDS,
  type MachineCatalog,
  type MachineProduct,
  type MachineProductId,
} from './types';

const sources: readonly ProductSource[] = [...castAllProducts, lubricator, doser];
const byId = new Map(sources.map((source) => [source.id as string, source]));

type CatalogTexts = Readonly<Record<MachineProductId, ProductTexts>>;

/** The texts are one chunk per language, so a page downloads only its own language's. */
const textLoaders: Record<Lang, () => Promise<CatalogTexts>> = {
  pt: () => import('./locales/pt').then((module) => module.texts),
  en: () => import('./locales/en').then((module) => module.texts),
  es: () => import('./locales/es').then((module) => module.texts),
};
const loadedTexts = new Map<Lang, CatalogTexts>();
const textLoads = new Map<Lang, Promise<void>>();

export function isCatalogLoaded(lang: Lang): boolean {
  return loadedTexts.has(lang);
}

/** Loads a language's product texts once; pages await it before they render (lazyPage data). */
export function loadCatalog(lang: Lang): Promise<void> {
  let promise = textLoads.get(lang);
  if (!promise) {
    promise = textLoaders[lang]().then((texts) => {
      loadedTexts.set(lang, texts);
    });
    promise.catch(() => textLoads.delete(lang));
    textLoads.set(lang, promise);
  }
  return promise;
}

/** For the build scripts and tests, which read every language. */
export function loadWholeCatalog(): Promise<void> {
  return Promise.all(LANGUAGES.map(loadCatalog)).then(() => undefined);
}

function read(source: ProductSource, lang: Lang): MachineProduct {
  const texts = loadedTexts.get(lang);
  if (!texts) throw new Error(`The ${lang} catalogue texts are not loaded (loadCatalog first)`);
  return {
    id: source.id,
    category: source.category,
    image: cardImage(source.id),
    imageLarge: largeImage(source.id),
    ...texts[source.id],
    specifications: source.specifications(lang),
  };
}

/** Products read per language once, so pages can compare them by identity. */
const cache = new Map<Lang, readonly MachineProduct[]>();

function products(lang: Lang): readonly MachineProduct[] {
  let list = cache.get(lang);
  if (!list) {
    list = MACHINE_PRODUCT_IDS.map((id) => read(byId.get(id) as ProductSource, lang));
    cache.set(lang, list);
  }
  return list;
}

/** The machine catalogue of spec §3, as data (8 products × pt, en, es). */
export const machineCatalog: MachineCatalog = {
  products,
  product: (id, lang) =>
    byId.has(id) ? products(lang).find((product) => product.id === id) : undefined,
  specLabel: translateSpecLabel,
  productCatalogFile,
  languageCatalogFile,
};
