/**
 * The catalogue PDFs as buffers: one datasheet per product (a section per language, since the
 * product file is mapped per id and not per language, spec §7) and one whole-line catalogue per
 * language (cover with the product list, then one section per product).
 */
import PDFDocument from 'pdfkit';
import { LANGUAGES, type Lang } from '@castall/contracts';
import type { MachineCatalog, MachineProductId } from '@castall/machines/types';
import { colors, docOptions, drawFrames, drawProduct, MARGIN, type PageFrame } from './pdf-layout';
import { pdfTexts } from '@castall/machines/pdf-texts';

/** Version printed in every catalogue and in the whole-line file names (spec §7). */
export const CATALOG_VERSION = 'V01-R01';

export interface CatalogContext {
  catalog: MachineCatalog;
  brand: string;
  /** Site, phone and e-mail, printed in every footer. */
  contactLine: string;
  loadImage: (sitePath: string) => Promise<Buffer | undefined>;
}

/** A fixed date keeps the files byte-identical from one build to the next. */
const CREATION_DATE = new Date('2026-01-01T00:00:00Z');

export async function productCatalogPdf(
  id: MachineProductId,
  ctx: CatalogContext,
): Promise<Buffer> {
  const first = ctx.catalog.product(id, 'pt');
  if (!first) throw new Error(`Unknown product ${id}`);
  const doc = new PDFDocument({ ...docOptions, autoFirstPage: false, info: info(first.name, ctx) });
  const pageLang: Lang[] = [];
  for (const lang of LANGUAGES) {
    const product = ctx.catalog.product(id, lang);
    if (!product) throw new Error(`Product ${id} has no ${lang} texts`);
    const start = doc.bufferedPageRange().count;
    doc.addPage();
    drawProduct(
      doc,
      product,
      pdfTexts[lang],
      (label) => ctx.catalog.specLabel(label, lang),
      await ctx.loadImage(product.image),
    );
    for (let page = start; page < doc.bufferedPageRange().count; page++) pageLang[page] = lang;
  }
  drawFrames(doc, (page) =>
    frame(
      ctx,
      `${pdfTexts[pageLang[page] ?? 'pt'].datasheet} · ${pdfTexts[pageLang[page] ?? 'pt'].language}`,
    ),
  );
  return finish(doc);
}

export async function languageCatalogPdf(lang: Lang, ctx: CatalogContext): Promise<Buffer> {
  const texts = pdfTexts[lang];
  const products = ctx.catalog.products(lang);
  const doc = new PDFDocument({
    ...docOptions,
    info: info(`${ctx.brand} – ${texts.lineTitle}`, ctx),
  });
  const writePageNumbers = drawCover(
    doc,
    ctx,
    lang,
    products.map((product) => product.name),
  );
  const firstPages: number[] = [];
  for (const product of products) {
    doc.addPage();
    firstPages.push(doc.bufferedPageRange().count);
    drawProduct(
      doc,
      product,
      texts,
      (label) => ctx.catalog.specLabel(label, lang),
      await ctx.loadImage(product.image),
    );
  }
  writePageNumbers(firstPages);
  drawFrames(doc, () => frame(ctx, `${texts.lineTitle} · ${texts.language}`));
  return finish(doc);
}

function drawCover(
  doc: PDFKit.PDFDocument,
  ctx: CatalogContext,
  lang: Lang,
  names: string[],
): (firstPages: number[]) => void {
  const texts = pdfTexts[lang];
  doc.moveDown(4).font('Helvetica-Bold').fontSize(34).fillColor(colors.dark).text(ctx.brand);
  doc.moveDown(0.3).fontSize(22).fillColor(colors.primaryStrong).text(texts.lineTitle);
  doc.moveDown(0.3).font('Helvetica').fontSize(13).fillColor(colors.muted).text(texts.lineSubtitle);
  doc.font('Helvetica').fontSize(10).text(`${CATALOG_VERSION}`);
  doc.moveDown(2).font('Helvetica-Bold').fontSize(14).fillColor(colors.dark).text(texts.contents);
  doc.moveDown(0.4).font('Helvetica').fontSize(12);
  // The page numbers are written once the products are laid out (a product may take 2 pages).
  const width = doc.page.width - 2 * MARGIN;
  const rows = names.map((name) => {
    const y = doc.y;
    doc.text(name, MARGIN + 6, y, { width: width - 50, lineGap: 4 });
    return y;
  });
  doc.moveDown(2).font('Helvetica-Bold').fontSize(12).fillColor(colors.primaryStrong);
  doc.text(texts.contact, MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor(colors.dark).text(ctx.contactLine);
  doc.moveDown(0.6).fontSize(10).fillColor(colors.muted).text(texts.warranty);
  return (pages) => {
    doc.switchToPage(0);
    doc.font('Helvetica').fontSize(12).fillColor(colors.dark);
    rows.forEach((y, index) => {
      doc.text(String(pages[index] ?? ''), MARGIN, y, { width, align: 'right', lineBreak: false });
    });
  };
}

function frame(ctx: CatalogContext, heading: string): PageFrame {
  return { brand: ctx.brand, heading, footer: `${ctx.contactLine} · ${CATALOG_VERSION}` };
}

function info(title: string, ctx: CatalogContext): PDFKit.DocumentInfo {
  return { Title: title, Author: ctx.brand, Subject: title, CreationDate: CREATION_DATE };
}

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
