import type { Lang } from '../../../i18n/languages';
import { castAllProducts } from './data/cast-all';
import { doser } from './data/doser';
import { lubricator } from './data/lubricator';
import type { ProductSource } from './data/source';
import { languageCatalogFile, productCatalogFile } from './files';
import { cardImage, largeImage } from './images';
import { translateSpecLabel } from './spec-labels';
import { MACHINE_PRODUCT_IDS, type MachineCatalog, type MachineProduct } from './types';

const sources: readonly ProductSource[] = [...castAllProducts, lubricator, doser];
const byId = new Map(sources.map((source) => [source.id as string, source]));

function read(source: ProductSource, lang: Lang): MachineProduct {
  return {
    id: source.id,
    category: source.category,
    image: cardImage(source.id),
    imageLarge: largeImage(source.id),
    ...source.texts[lang],
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
