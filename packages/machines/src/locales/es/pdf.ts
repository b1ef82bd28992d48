import type { PdfTexts } from '../pt/pdf';

/** The fixed texts printed in the catalogue PDFs (scripts/catalogs). */
export const pdfTextsEs: PdfTexts = {
  datasheet: 'Ficha técnica',
  lineTitle: 'Catálogo de productos',
  lineSubtitle: 'Inyectoras de aluminio CAST ALL y periféricos',
  contents: 'Productos',
  features: 'Aspectos técnicos destacados',
  applications: 'Aplicaciones típicas',
  specifications: 'Especificaciones técnicas',
  onRequest: 'A consultar',
  contact: 'Hable con un especialista',
  warranty: 'Garantía de 12 meses en equipos nuevos · Norma NR-12 · Fabricado en Brasil',
  language: 'Español',
};
