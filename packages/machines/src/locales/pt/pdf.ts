/**
 * The fixed texts printed in the catalogue PDFs (scripts/catalogs), in Portuguese, the base the
 * other languages are typed from.
 */
export const pdfTextsPt = {
  datasheet: 'Catálogo técnico',
  lineTitle: 'Catálogo de produtos',
  lineSubtitle: 'Injetoras de alumínio CAST ALL e periféricos',
  contents: 'Produtos',
  features: 'Destaques técnicos',
  applications: 'Aplicações típicas',
  specifications: 'Especificações técnicas',
  onRequest: 'Sob consulta',
  contact: 'Fale com um especialista',
  warranty: 'Garantia de 12 meses em equipamentos novos · Norma NR-12 · Fabricado no Brasil',
  language: 'Português',
};

/** The fixed texts of the catalogue PDFs in one language: exactly the Portuguese keys. */
export type PdfTexts = Record<keyof typeof pdfTextsPt, string>;
