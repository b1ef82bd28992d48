import type { Lang } from '@castall/contracts';
import type { MachineProductId } from './types';

/** Version of every catalogue PDF (spec §7: "versioned V01-R01"). */
export const CATALOG_VERSION = 'V01-R01';

/**
 * Product catalogue per id, served at `/catalogs/{file}` (spec §7, "mapped per product id").
 * Every product of the line has one; an id missing here gets the spec's "not available" message.
 */
const PRODUCT_FILES: Record<MachineProductId, string> = {
  'cast-all-250': 'cast-all-250.pdf',
  'cast-all-350': 'cast-all-350.pdf',
  'cast-all-450': 'cast-all-450.pdf',
  'cast-all-550': 'cast-all-550.pdf',
  'cast-all-800': 'cast-all-800.pdf',
  'cast-all-1000': 'cast-all-1000.pdf',
  'lubrificador-lla': 'lubrificador-lla.pdf',
  'dosador-linear': 'dosador-linear.pdf',
};

/** The whole-line catalogue's name in each language, at `/catalogs/{lang}/{file}`. */
const LANGUAGE_FILES: Record<Lang, string> = {
  pt: `Catalogo-CAST-ALL-PT-${CATALOG_VERSION}.pdf`,
  en: `Catalog-CAST-ALL-EN-${CATALOG_VERSION}.pdf`,
  es: `Catalogo-CAST-ALL-ES-${CATALOG_VERSION}.pdf`,
};

export function productCatalogFile(id: MachineProductId): string | undefined {
  return Object.hasOwn(PRODUCT_FILES, id) ? PRODUCT_FILES[id] : undefined;
}

export function languageCatalogFile(lang: Lang): string {
  return LANGUAGE_FILES[lang];
}
