import { catalogViewerPath, languageCatalogPath } from '@castall/contracts';
import type { Lang } from '../../i18n/languages';
import { machineCatalog } from '../products/catalog';
import { MACHINE_PRODUCT_IDS, type MachineProductId } from '../products/catalog/types';

function isProductId(id: string): id is MachineProductId {
  return (MACHINE_PRODUCT_IDS as readonly string[]).includes(id);
}

/** /catalogs/{file} for a product (spec §7), or undefined when no file is mapped. */
export function productCatalogUrl(id: string): string | undefined {
  const file = isProductId(id) ? machineCatalog.productCatalogFile(id) : undefined;
  return file === undefined ? undefined : `/catalogs/${file}`;
}

/** The whole-line catalogue of a language: its file, its URL and its viewer page. */
export function lineCatalog(lang: Lang): { file: string; url: string; viewer: string } {
  const file = machineCatalog.languageCatalogFile(lang);
  return {
    file,
    url: languageCatalogPath(lang, file),
    viewer: catalogViewerPath(lang, file),
  };
}
