import { loadWholeCatalog, machineCatalog } from '@castall/machines';
import { MACHINE_PRODUCT_IDS } from '@castall/machines/types';
import { siteConfig } from '@castall/contracts/company';
import { LANGUAGES } from '@castall/contracts';
import { languageCatalogPdf, productCatalogPdf, type CatalogContext } from './catalog-documents';
import { createImageLoader } from './product-images';

export interface WrittenCatalog {
  /** Path under the catalogues folder, as served at /catalogs/{path}. */
  path: string;
  bytes: number;
}

/** Renders every catalogue and hands each one to `write`, named as the catalogue data says. */
export async function writeCatalogs(options: {
  publicDir: string;
  write: (relativePath: string, content: Buffer) => Promise<void>;
}): Promise<WrittenCatalog[]> {
  await loadWholeCatalog();
  const ctx: CatalogContext = {
    catalog: machineCatalog,
    brand: siteConfig.brandName,
    contactLine: [
      siteConfig.siteUrl.replace(/^https?:\/\//, ''),
      siteConfig.phoneDisplay,
      siteConfig.email,
    ].join(' · '),
    loadImage: createImageLoader(options.publicDir),
  };
  const jobs: { path: string; render: () => Promise<Buffer> }[] = [];
  for (const id of MACHINE_PRODUCT_IDS) {
    const file = machineCatalog.productCatalogFile(id);
    if (file) jobs.push({ path: file, render: () => productCatalogPdf(id, ctx) });
  }
  for (const lang of LANGUAGES) {
    const file = machineCatalog.languageCatalogFile(lang);
    jobs.push({ path: `${lang}/${file}`, render: () => languageCatalogPdf(lang, ctx) });
  }
  const written: WrittenCatalog[] = [];
  for (const job of jobs) {
    const content = await job.render();
    await options.write(job.path, content);
    written.push({ path: job.path, bytes: content.length });
  }
  return written;
}
