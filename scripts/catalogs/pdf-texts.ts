import type { Lang } from '@castall/contracts';

/** Fixed texts printed in the PDF catalogues, per language. */
export interface PdfTexts {
  datasheet: string;
  lineTitle: string;
  lineSubtitle: string;
  contents: string;
  features: string;
  applications: string;
  specifications: string;
  /** A specification row whose figure the specification does not give. */
  onRequest: string;
  contact: string;
  warranty: string;
  language: string;
}

export const pdfTexts: Record<Lang, PdfTexts> = {
  pt: {
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
  },
  en: {
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
  },
  es: {
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
  },
};
