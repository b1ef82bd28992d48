/**
 * Drawing of catalogue pages with pdfkit: the brand header and footer of every page and one
 * product section (picture, description with bold markers, features, applications, spec table).
 */
import type { MachineProduct } from '@castall/machines/types';
import type { PdfTexts } from '@castall/machines/pdf-texts';

type Doc = PDFKit.PDFDocument;

export const colors = {
  primary: '#F26B1D',
  primaryStrong: '#B84A08',
  dark: '#1F2328',
  muted: '#57606A',
  rowAlt: '#F5F6F8',
  border: '#D8DEE4',
};

export const MARGIN = 50;
const HEADER_HEIGHT = 56;
const FOOTER_HEIGHT = 40;

export interface PageFrame {
  brand: string;
  /** Right-hand text of the header band, e.g. "Catálogo técnico · Português". */
  heading: string;
  /** Footer line: site, phone, e-mail and the catalogue version. */
  footer: string;
}

export const docOptions: PDFKit.PDFDocumentOptions = {
  size: 'A4',
  margins: {
    top: MARGIN + HEADER_HEIGHT,
    bottom: MARGIN + FOOTER_HEIGHT,
    left: MARGIN,
    right: MARGIN,
  },
  bufferPages: true,
};

/** Header and footer on every page, drawn at the end so the page numbers are known. */
export function drawFrames(doc: Doc, frameFor: (page: number) => PageFrame): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const frame = frameFor(index);
    const { width, height } = doc.page;
    // Drawing in the margins must not trigger pdfkit's automatic page breaks.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.rect(0, 0, width, HEADER_HEIGHT).fill(colors.primary);
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#FFFFFF');
    doc.text(frame.brand, MARGIN, 20, { lineBreak: false });
    doc.font('Helvetica').fontSize(10);
    doc.text(frame.heading, MARGIN, 24, { width: width - 2 * MARGIN, align: 'right' });
    const footerY = height - MARGIN - 10;
    doc
      .moveTo(MARGIN, footerY - 8)
      .lineTo(width - MARGIN, footerY - 8)
      .lineWidth(0.5);
    doc.strokeColor(colors.border).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(colors.muted);
    doc.text(frame.footer, MARGIN, footerY, { width: width - 2 * MARGIN - 40, lineBreak: false });
    doc.text(`${index + 1}/${count}`, width - MARGIN - 40, footerY, { width: 40, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** One product: starts on a fresh page (the caller adds it). */
export function drawProduct(
  doc: Doc,
  product: MachineProduct,
  texts: PdfTexts,
  specLabel: (label: string) => string,
  image: Buffer | undefined,
): void {
  const width = contentWidth(doc);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(colors.dark).text(product.name);
  if (product.shortDescription) {
    doc.moveDown(0.2).font('Helvetica').fontSize(12).fillColor(colors.muted);
    doc.text(product.shortDescription);
  }
  doc.moveDown(0.8);
  if (image) {
    const top = doc.y;
    doc.image(image, MARGIN, top, { fit: [width, 220], align: 'center' });
    doc.y = top + 230;
  }
  drawDescription(doc, product.description);
  drawList(doc, texts.features, product.features);
  drawList(doc, texts.applications, product.applications);
  const rows = product.specifications.map(
    ([label, value]) => [label, value ?? texts.onRequest] as const,
  );
  drawSpecTable(doc, texts.specifications, rows, specLabel);
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function sectionTitle(doc: Doc, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(colors.primaryStrong);
  doc.text(title, MARGIN);
  doc.moveDown(0.3);
}

/** Paragraphs separated by blank lines; `**bold**` segments in bold (spec §3). */
export function drawDescription(doc: Doc, description: string): void {
  const paragraphs = description.split(/\n\s*\n/).filter((text) => text.trim());
  for (const paragraph of paragraphs) {
    const parts = splitBold(paragraph.replace(/\s*\n\s*/g, ' '));
    doc.fontSize(11).fillColor(colors.dark);
    parts.forEach((part, index) => {
      doc.font(part.bold ? 'Helvetica-Bold' : 'Helvetica');
      const options = { continued: index < parts.length - 1, lineGap: 2 };
      if (index === 0) doc.text(part.text, MARGIN, doc.y, options);
      else doc.text(part.text, options);
    });
    doc.moveDown(0.6);
  }
}

/** `a **b** c` → [a, b (bold), c]; an unmatched marker stays as text. */
export function splitBold(text: string): { text: string; bold: boolean }[] {
  const parts: { text: string; bold: boolean }[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), bold: false });
    parts.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

function drawList(doc: Doc, title: string, items: readonly string[]): void {
  if (items.length === 0) return;
  sectionTitle(doc, title);
  doc.font('Helvetica').fontSize(11).fillColor(colors.dark);
  doc.list([...items], MARGIN + 6, doc.y, {
    bulletRadius: 2.2,
    textIndent: 12,
    lineGap: 2,
    width: contentWidth(doc) - 6,
  });
}

function drawSpecTable(
  doc: Doc,
  title: string,
  rows: readonly (readonly [label: string, value: string])[],
  specLabel: (label: string) => string,
): void {
  if (rows.length === 0) return;
  sectionTitle(doc, title);
  const width = contentWidth(doc);
  const labelWidth = width * 0.45;
  const padding = 6;
  rows.forEach(([label, value], index) => {
    doc.fontSize(10);
    const text = { label: specLabel(label), value };
    const height =
      Math.max(
        doc.font('Helvetica-Bold').heightOfString(text.label, { width: labelWidth - 2 * padding }),
        doc.font('Helvetica').heightOfString(value, { width: width - labelWidth - 2 * padding }),
      ) +
      2 * padding;
    ensureSpace(doc, height);
    const top = doc.y;
    if (index % 2 === 0) doc.rect(MARGIN, top, width, height).fill(colors.rowAlt);
    doc.font('Helvetica-Bold').fillColor(colors.dark);
    doc.text(text.label, MARGIN + padding, top + padding, { width: labelWidth - 2 * padding });
    doc.font('Helvetica').fillColor(colors.dark);
    doc.text(value, MARGIN + labelWidth + padding, top + padding, {
      width: width - labelWidth - 2 * padding,
    });
    doc.y = top + height;
  });
  doc.x = MARGIN;
}

/** Starts a new page when fewer than `height` points remain above the footer. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}
