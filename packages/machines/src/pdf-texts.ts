import type { Lang } from '@castall/contracts';
import { pdfTextsEn } from './locales/en/pdf';
import { pdfTextsEs } from './locales/es/pdf';
import { pdfTextsPt, type PdfTexts } from './locales/pt/pdf';

export type { PdfTexts };

/** The catalogue PDFs' fixed texts per language (the PDF generator prints every language). */
export const pdfTexts: Readonly<Record<Lang, PdfTexts>> = {
  pt: pdfTextsPt,
  en: pdfTextsEn,
  es: pdfTextsEs,
};
