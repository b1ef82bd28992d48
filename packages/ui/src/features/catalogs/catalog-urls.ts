import { catalogViewerPath, languageCatalogPath } from '@castall/contracts';
import type { Lang } from '../../i18n/languages';
// The file names only, not the catalogue's index: that would bring every machine's data into
// the download button's island (about 2.5 kB gzip on each product page).
import { languageCatalogFile, productCatalogFile } from '@castall/machines/files';
import { MACHINE_PRODUCT_IDS, type MachineProductId } from '@castall/machines/types';

function isProductId(id: string): id is MachineProductId {
  return (MACHINE_PRODUCT_IDS as readonly string[]).includes(id);
}

/** /catalogs/{file} for a product (spec §7), or undefined when no file is mapped. */
export function productCatalogUrl(id: string): string | undefined {
  const file = isProductId(id) ? productCatalogFile(id) : undefined;
  return file === undefined ? undefined : `/catalogs/${file}`;
}

/** The whole-line catalogue of a language: its file, its URL and its viewer page. */
export function lineCatalog(lang: Lang): { file: string; url: string; viewer: string } {
  const file = languageCatalogFile(lang);
  return {
    file,
    url: languageCatalogPath(lang, file),
    viewer: catalogViewerPath(lang, file),
  };
}
