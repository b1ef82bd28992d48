import type { PdfTexts } from '../pt/pdf';

/** The fixed texts printed in the catalogue PDFs (scripts/catalogs). */
export const pdfTextsEn: PdfTexts = {
  datasheet: 'Technical datasheet',
  lineTitle: 'Product catalogue',
  lineSubtitle: 'CAST ALL aluminium die-casting machines and peripherals',
  contents: 'Products',
  features: 'Technical highlights',
  applications: 'Typical applications',
  specifications: 'Technical specifications',
  onRequest: 'On request',
  contact: 'Talk to a specialist',
  warranty: '12-month warranty on new equipment · NR-12 safety standard · Made in Brazil',
  language: 'English',
};
